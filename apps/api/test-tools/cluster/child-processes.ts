import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every process the cluster test starts, so that one call stops them all — at the end, on a failure
 * and on Ctrl-C — and nothing outlives the run listening on a port another engineer needs.
 */
export class ChildProcesses {
  private readonly children = new Set<ChildProcess>();

  /** Starts a program; its stdout and stderr are appended to `logFile`. */
  start(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; logFile: string; cwd?: string }): ChildProcess {
    const child = spawn(command, args, { env: options.env ?? process.env, cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const write = (chunk: Buffer) => appendFileSync(options.logFile, chunk);
    child.stdout!.on('data', write);
    child.stderr!.on('data', write);
    this.children.add(child);
    child.once('exit', () => this.children.delete(child));
    return child;
  }

  /** Sends a signal and waits for the exit (SIGKILL after `graceMs`). */
  async stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.children].map((child) => this.stop(child)));
  }
}

/** Waits until GET `url` answers 200, failing early if the process exits. */
export async function waitHealthy(url: string, child: ChildProcess | null, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited (code ${child.exitCode}) before it was healthy`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} was not healthy within ${timeoutMs / 1000} s`);
}
