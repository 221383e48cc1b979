// The `vigil` command (bin/vigil.js) with the whole server composed in: the
// command line itself lives in src/cli.ts and is handed the server to serve.
import { runCli } from '../src/cli.ts';
import { buildServer } from './server.ts';

export function runVigil(argv: string[]): Promise<{ keepRunning: boolean }> {
  return runCli(argv, buildServer);
}
