// `vigil serve` in a child process on a free port, for process-level tests.
import type { ChildProcess } from 'node:child_process';
import { spawnVigil } from './cli.ts';

export interface Running {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote so far (stdout and stderr). */
  stdout: () => string;
  exited: Promise<number | null>;
}

/** Starts `vigil serve` and resolves once it logs its address; rejects if it exits first. */
export async function serve(env: Record<string, string>): Promise<Running> {
  const child = spawnVigil(['serve'], { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env });
  let out = '';
  child.stderr!.on('data', (chunk) => (out += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = /"address":"(http:\/\/[^"]+)"/.exec(out);
      if (match) resolve(match[1]!);
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
  return { child, url, stdout: () => out, exited };
}
