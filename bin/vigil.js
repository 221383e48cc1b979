#!/usr/bin/env node
// Entry point of the `vigil` command. Vigil runs its TypeScript sources
// through tsx's loader, so there is no build step to forget.
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../src/cli.ts');
await runCli(process.argv);
