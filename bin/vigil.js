#!/usr/bin/env node
// Entry point of the `vigil` command. Vigil runs its TypeScript sources
// through tsx's loader, so there is no build step to forget.
import { readFileSync } from 'node:fs';

// Vigil runs on the Node.js its package.json declares ("engines"). `npm ci`
// installs that Node (the pinned `node` dependency) into node_modules/.bin,
// which npm puts first on the PATH of `npm start`, `npm run ...` and `npx
// vigil`; started directly by an older system Node, say so and stop rather
// than fail later on a missing API.
const engines = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node;
const requiredMajor = Number(/\d+/.exec(engines)[0]);
if (Number(process.versions.node.split('.')[0]) < requiredMajor) {
  process.stderr.write(
    `vigil: needs Node.js ${engines}, this is ${process.version}.\n` +
      `Start it through npm, which runs the Node.js ${requiredMajor} that \`npm ci\` installed in node_modules/.bin:\n` +
      `  npm start                 (the server)\n` +
      `  npx vigil <command>       (the command line)\n` +
      `or run it with that Node directly: node_modules/.bin/node bin/vigil.js <command>\n`,
  );
  process.exit(1);
}

// Production unless told otherwise. Libraries read NODE_ENV once, when they
// load: unset, a server would run graphql-js's cross-realm instanceof checks,
// Prisma's call-site capture on every query and Pothos' unused-query check
// (src/schema/builder.ts), all meant for development. Tests run with `test`.
process.env.NODE_ENV ||= 'production';

const { register } = await import('tsx/esm/api');
register();
const { runVigil } = await import('../app/cli.ts');
const { keepRunning } = await runVigil(process.argv);
if (!keepRunning) {
  // The schema engine (WebAssembly) leaves idle timers behind that would hold
  // the process for seconds after the work is done. Exit once output is flushed.
  const code = process.exitCode ?? 0;
  process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
}
