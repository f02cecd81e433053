import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import path from 'node:path';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a crash printed: from its last "Error" line on (the message and the stack, where CI shows it). */
function lastError(stderr: string): string {
  const lines = stderr.trim().split('\n');
  const start = lines.findLastIndex((line) => /^\w*Error\b/.test(line));
  return (start >= 0 ? lines.slice(start, start + 16) : lines.slice(-16)).join(' / ').slice(0, 2_000);
}

/**
 * The built API (dist/main.js) as a child process. An exit it was not asked for is recorded: the
 * promise is that the API rides through a failover, so a restart is a finding, not a recovery.
 */
export class ApiProcess {
  readonly unexpectedExits: string[] = [];
  starts = 0;
  private child?: ChildProcess;
  private stderr = '';

  constructor(
    private readonly apiDir: string,
    private readonly env: NodeJS.ProcessEnv,
    private readonly logFile: string,
  ) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.env.PORT}`;
  }

  get running(): boolean {
    return Boolean(this.child && this.child.exitCode === null && this.child.signalCode === null);
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, [path.join(this.apiDir, 'dist/main.js')], { env: this.env, stdio: ['ignore', 'ignore', 'pipe'] });
    this.starts++;
    child.stderr!.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-4_000);
      appendFileSync(this.logFile, chunk);
    });
    child.once('exit', (code, signal) => {
      if (signal !== 'SIGTERM')
        this.unexpectedExits.push(
          `the API exited by itself (code ${code}, signal ${signal}; stderr in ${this.logFile}): ${lastError(this.stderr)}`,
        );
    });
    this.child = child;
    for (let i = 0; i < 300; i++) {
      if (child.exitCode !== null) throw new Error(`the API did not start: ${this.stderr.slice(-600)}`);
      const res = await fetch(`${this.baseUrl}/health`, { signal: AbortSignal.timeout(1_000) }).catch(() => null);
      if (res?.ok) return;
      await sleep(200);
    }
    throw new Error('the API did not become healthy in 60 s');
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
    if (this.running) child.kill('SIGKILL');
  }
}
