// One submitted record -> an Observation, or the reasons it is invalid.
// Shared by POST /pdns/v3/record and `vigil pdns import`. A record is a JSON
// object with exactly the spec's fields: a missing required field, a wrong
// value or an unknown field makes that record invalid (the request's
// ignoreOnFailed then decides between failing everything and skipping it).
import { z } from 'zod';
import type { Observation } from './merge.ts';
import { dnsWord, normalizeAnswer, normalizeQueryPart, parseTlp } from './normalize.ts';

const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2}))?$/;
/** 1970 .. 9999: anything else is a unit mistake (seconds for milliseconds is caught below). */
const MAX_MS = 253_402_300_799_999;

export function parseTimestamp(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value <= MAX_MS ? value : null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (/^\d{1,15}$/.test(text)) return parseTimestamp(Number(text));
    if (!ISO_8601.test(text)) return null;
    const ms = Date.parse(text);
    return Number.isNaN(ms) || ms < 0 ? null : ms;
  }
  return null;
}

const timestamp = z.unknown().transform((value, ctx) => {
  const ms = parseTimestamp(value);
  if (ms === null) {
    ctx.addIssue({ code: 'custom', message: `${JSON.stringify(value)} is not epoch milliseconds nor an ISO 8601 timestamp` });
    return z.NEVER;
  }
  return ms;
});

const ttl = z.number({ message: 'expected a whole number' }).int({ message: 'expected a whole number' }).min(0).max(2_147_483_647);

const RecordSchema = z
  .strictObject({
    query: z.string({ message: 'expected a string' }).max(1024),
    answer: z.string({ message: 'expected a string' }).max(4096),
    firstSeen: timestamp,
    lastSeen: timestamp.optional(),
    times: z.number({ message: 'expected a whole number' }).int({ message: 'expected a whole number' }).min(1).max(Number.MAX_SAFE_INTEGER),
    minTtl: ttl,
    maxTtl: ttl,
    tlp: z.string({ message: 'expected white, green, amber or red' }),
    recordType: z.string({ message: 'expected a DNS type such as a, aaaa, cname' }),
    recordClass: z.string({ message: 'expected a DNS class such as in' }).optional(),
  });

export interface RecordFailure {
  /** Position in the submitted list (0-based) or line number for imports. */
  index: number;
  /** The first offending field, `records[i].<field>` style left to the caller. */
  field: string | null;
  message: string;
}

export type Checked = { ok: true; observation: Observation } | { ok: false; field: string | null; message: string };

/** Validates and normalises one record; `now` is the default lastSeen. */
export function checkRecord(raw: unknown, customerId: number | null, now: number): Checked {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, field: null, message: 'a record must be a JSON object' };
  const parsed = RecordSchema.safeParse(raw);
  if (!parsed.success) {
    // Every reason at once, unknown fields first (the likeliest mistake: a misspelt name).
    const issues = [...parsed.error.issues].sort((a, b) => Number(b.code === 'unrecognized_keys') - Number(a.code === 'unrecognized_keys'));
    const reasons = issues.map((issue) => {
      if (issue.code === 'unrecognized_keys') {
        const keys = (issue as { keys: string[] }).keys;
        return { field: keys[0] ?? null, message: `unknown field${keys.length > 1 ? 's' : ''} ${keys.map((k) => JSON.stringify(k)).join(', ')}` };
      }
      const field = issue.path.length > 0 ? String(issue.path[0]) : null;
      const missing = field !== null && !(field in (raw as Record<string, unknown>));
      return { field, message: missing ? `${field} is required` : `${field}: ${issue.message}` };
    });
    return { ok: false, field: reasons[0]!.field, message: reasons.map((r) => r.message).join('; ') };
  }
  const r = parsed.data;
  const rrtype = dnsWord(r.recordType);
  if (!rrtype) return { ok: false, field: 'recordType', message: `${JSON.stringify(r.recordType.slice(0, 50))} is not a DNS type` };
  const rrclass = r.recordClass === undefined ? 'in' : dnsWord(r.recordClass);
  if (!rrclass) return { ok: false, field: 'recordClass', message: `${JSON.stringify(String(r.recordClass).slice(0, 50))} is not a DNS class` };
  const tlp = parseTlp(r.tlp);
  if (!tlp) return { ok: false, field: 'tlp', message: `${JSON.stringify(r.tlp.slice(0, 50))} is not one of white, green, amber, red` };
  const query = normalizeQueryPart(r.query);
  if ('error' in query) return { ok: false, field: 'query', message: query.error };
  const answer = normalizeAnswer(r.answer, rrtype);
  if ('error' in answer) return { ok: false, field: 'answer', message: answer.error };
  if (r.maxTtl < r.minTtl) return { ok: false, field: 'maxTtl', message: `maxTtl ${r.maxTtl} is below minTtl ${r.minTtl}` };
  const lastSeen = r.lastSeen ?? Math.max(now, r.firstSeen);
  if (lastSeen < r.firstSeen) return { ok: false, field: 'lastSeen', message: 'lastSeen is before firstSeen' };
  return {
    ok: true,
    observation: {
      customerId,
      query: query.value,
      answer: answer.value,
      rrclass,
      rrtype,
      tlp,
      firstSeen: r.firstSeen,
      lastSeen,
      minTtl: r.minTtl,
      maxTtl: r.maxTtl,
      times: r.times,
    },
  };
}
