// Loads Prisma's schema engine compiled to WebAssembly. The package's ESM
// entry imports a `.wasm` file, which Node 20 refuses, so we instantiate the
// module ourselves with the wasm-bindgen glue as its imports. The glue keeps
// the instance in module state: one instance per process, created on demand.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { bindMigrationAwareSqlAdapterFactory, type SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import * as glue from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';

export type { SchemaEngine, MigrationList, SchemaFilter } from '@prisma/schema-engine-wasm';

let initialised = false;

function initialise(): void {
  if (initialised) return;
  const require = createRequire(import.meta.url);
  const wasmPath = require.resolve('@prisma/schema-engine-wasm').replace(/schema_engine\.js$/, 'schema_engine_bg.wasm');
  const module = new WebAssembly.Module(readFileSync(wasmPath));
  const instance = new WebAssembly.Instance(module, {
    './schema_engine_bg.js': glue as unknown as WebAssembly.ModuleImports,
  });
  const exports = instance.exports as WebAssembly.Exports & { __wbindgen_start?: () => void };
  (glue as unknown as { __wbg_set_wasm(exports: WebAssembly.Exports): void }).__wbg_set_wasm(exports);
  exports.__wbindgen_start?.();
  initialised = true;
}

export const NO_FILTER = { externalTables: [], externalEnums: [] };

/**
 * A schema engine working on the database behind `adapterFactory`.
 * `onLog` receives the engine's JSON log lines.
 */
export async function createSchemaEngine(
  schema: { path: string; content: string },
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  onLog: (line: string) => void = () => undefined,
): Promise<SchemaEngine> {
  initialise();
  // `bindMigrationAwareSqlAdapterFactory` keeps `this` bound on the
  // factory's methods when the engine calls them.
  return glue.SchemaEngine.new(
    { datamodels: [[schema.path, schema.content]] },
    onLog,
    bindMigrationAwareSqlAdapterFactory(adapterFactory),
  );
}
