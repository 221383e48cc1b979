// pglite-prisma-adapter 0.7 starts `executeScript` without awaiting it, so a
// failing migration script would be reported as applied and its error would
// surface later as an unhandled rejection. This factory awaits the script and
// converts its error the way the adapter converts query errors.
import type { PGlite } from '@electric-sql/pglite';
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';

interface PGliteAdapterInternals {
  client: PGlite;
  onError(error: unknown): never;
}

function awaitScripts(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const internals = adapter as unknown as PGliteAdapterInternals;
  adapter.executeScript = async (script: string) => {
    try {
      await internals.client.exec(script);
    } catch (error) {
      internals.onError(error);
    }
  };
  return adapter;
}

export function pgliteAdapterFactory(client: PGlite): SqlMigrationAwareDriverAdapterFactory {
  const inner = new PrismaPGlite(client);
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    connect: async () => awaitScripts(await inner.connect()),
    connectToShadowDb: async () => awaitScripts(await inner.connectToShadowDb()),
  };
}
