// Value sources: a static list in the descriptor, or an external JSON web
// service an administrator configured. The external call has a timeout, a
// size limit and a short cache; when it fails the caller is told so (412
// value.source.unavailable), never a hang or a 500, and validation against
// it fails closed.
//
// The external service answers GET <url> with a JSON list of {key, label}
// (or {values: [...]}); keywords are applied here, so one cached list serves
// every query. The cache is per process and short (CASES_VALUE_SOURCE_CACHE_MS):
// a stale list for that long is acceptable, and instances need not share it.
import { z } from 'zod';
import type { ServiceContext } from '../../../context.ts';
import { ConstraintError } from '../../../errors.ts';
import { staticEntry, type StaticEntry, type ValueSource } from './descriptor-schema.ts';

const answer = z.union([z.array(staticEntry.loose()), z.object({ values: z.array(staticEntry.loose()) }).loose()]);

const cache = new Map<string, { at: number; entries: StaticEntry[] }>();

export class ValueSourceUnavailableError extends ConstraintError {
  constructor(field: string, reason: string) {
    super(`The value source of ${field} is unavailable (${reason}); try again later`, 'value.source.unavailable', field);
  }
}

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new Error(`answer larger than ${maxBytes} bytes`);
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new Error(`answer larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function fetchExternal(ctx: ServiceContext, url: string, field: string): Promise<StaticEntry[]> {
  const settings = ctx.config.cases.valueSource;
  // Checked again at call time: the allow list may have shrunk since the descriptor was written.
  if (!settings.allowedUrls.some((prefix) => url.startsWith(prefix))) throw new ValueSourceUnavailableError(field, 'its URL is no longer allowed');
  const cached = cache.get(url);
  if (cached && Date.now() - cached.at < settings.cacheMs) return cached.entries;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  try {
    const response = await fetch(url, { signal: controller.signal, headers: { accept: 'application/json' }, redirect: 'error' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const parsed = answer.safeParse(JSON.parse(await readLimited(response, settings.maxBytes)));
    if (!parsed.success) throw new Error('answer is not a list of {key, label}');
    const list = Array.isArray(parsed.data) ? parsed.data : parsed.data.values;
    const entries = list.map((e) => ({ key: e.key, ...(e.label !== undefined ? { label: e.label } : {}) }));
    cache.set(url, { at: Date.now(), entries });
    return entries;
  } catch (error) {
    const reason = controller.signal.aborted ? `no answer within ${settings.timeoutMs} ms` : error instanceof Error ? error.message : 'unknown error';
    ctx.access.viewer && (ctx as { log?: { warn: (o: object, m: string) => void } }).log?.warn({ url, reason }, 'case field value source failed');
    throw new ValueSourceUnavailableError(field, reason);
  } finally {
    clearTimeout(timer);
  }
}

export async function sourceEntries(ctx: ServiceContext, source: ValueSource, field: string): Promise<StaticEntry[]> {
  return source.type === 'static' ? source.values : fetchExternal(ctx, source.url, field);
}

/** Test hook: forget cached lists. */
export function clearValueSourceCache(): void {
  cache.clear();
}
