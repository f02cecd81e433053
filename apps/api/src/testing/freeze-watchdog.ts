import { spawn } from 'node:child_process';

/**
 * A guard for tests of attacks that freeze the event loop: the server under test runs in the test's
 * own process, so a frozen loop would hang the run instead of failing it. A second process hears a
 * heartbeat from this one; when none comes for `ms`, it says so and kills this process (SIGKILL, as a
 * frozen loop ignores SIGTERM), which fails the test file with the message.
 */
export function startFreezeWatchdog(ms: number, what: string): { stop: () => void } {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `let last = Date.now();
       process.stdin.on('data', () => { last = Date.now(); });
       process.stdin.on('end', () => process.exit(0));
       setInterval(() => {
         if (Date.now() - last < ${ms}) return;
         console.error(${JSON.stringify(`FROZEN: the event loop stopped for ${ms} ms during: ${what}`)});
         try { process.kill(${process.pid}, 'SIGKILL'); } catch {}
         process.exit(1);
       }, 50);`,
    ],
    { stdio: ['pipe', 'ignore', 'inherit'] },
  );
  const beat = setInterval(() => child.stdin.write('.'), Math.max(10, ms / 10));
  beat.unref();
  child.unref();
  return {
    stop: () => {
      clearInterval(beat);
      child.stdin.end();
    },
  };
}
