#!/usr/bin/env node
// Entry point of the `vigil` command. Vigil runs its TypeScript sources
// through tsx's loader, so there is no build step to forget.
import { register } from 'tsx/esm/api';

// Production unless told otherwise. Libraries read NODE_ENV once, when they
// load: unset, a server would run graphql-js's cross-realm instanceof checks,
// Prisma's call-site capture on every query and Pothos' unused-query check
// (src/schema/builder.ts), all meant for development. Tests run with `test`.
process.env.NODE_ENV ||= 'production';

register();
const { runCli } = await import('../src/cli.ts');
const { keepRunning } = await runCli(process.argv);
if (!keepRunning) {
  // The schema engine (WebAssembly) leaves idle timers behind that would hold
  // the process for seconds after the work is done. Exit once output is flushed.
  const code = process.exitCode ?? 0;
  process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
}
