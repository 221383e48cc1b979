// Database notifications (LISTEN/NOTIFY) on a channel, for in-memory answers
// that must be dropped when another process changes what they were read
// from. `live` says whether notifications are arriving: a listener that has
// lost its connection misses changes, so whoever caches on its strength must
// stop caching (`down`) until it is back (`up`, after which everything cached
// before must be treated as unknown).
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface NotificationHandlers {
  notify(payload: string): void;
  up(): void;
  down(): void;
}

export interface NotificationFeed {
  readonly live: boolean;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]*$/;
const RETRY_MS = 1_000;

/** PostgreSQL: one dedicated connection per process, re-opened (with a pause) whenever it is lost. */
export async function listenPostgres(connection: pg.ClientConfig, channel: string, handlers: NotificationHandlers): Promise<NotificationFeed> {
  if (!CHANNEL.test(channel)) throw new Error(`invalid channel name ${channel}`);
  let current: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    if (live) {
      live = false;
      handlers.down();
    }
    client.end().catch(() => undefined);
    if (!closed) retry = setTimeout(() => void connect(), RETRY_MS).unref();
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client(connection);
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.notify(message.payload ?? '');
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch {
      lost(client);
      return;
    }
    if (closed || current !== client) {
      await client.end().catch(() => undefined);
      return;
    }
    live = true;
    handlers.up();
  };

  await connect();
  return {
    get live() {
      return live;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      live = false;
      await client?.end().catch(() => undefined);
    },
  };
}

/** PGlite: in-process, so notifications cannot be lost while the database is open. */
export async function listenPGlite(pglite: PGlite, channel: string, handlers: NotificationHandlers): Promise<NotificationFeed> {
  if (!CHANNEL.test(channel)) throw new Error(`invalid channel name ${channel}`);
  const unlisten = await pglite.listen(channel, (payload) => handlers.notify(payload));
  let live = true;
  handlers.up();
  return {
    get live() {
      return live;
    },
    async close() {
      live = false;
      if (!pglite.closed) await unlisten().catch(() => undefined);
    },
  };
}
