// One submitted record -> an Observation, or the reasons it is invalid.
// Shared by POST /pdns/v3/record and `vigil pdns import`. A record is a JSON
// object with exactly the spec's fields: a missing required field, a wrong
// value or an unknown field makes that record invalid (the request's
// ignoreOnFailed then decides between failing everything and skipping it).
import type { Config } from '../../config.ts';
import { INPUT_RULES, jsonProblem, pathText } from '../common/input-policy.ts';
import { parseTimestamp } from '../common/timestamps.ts';
import type { Observation } from './merge.ts';
import { dnsWord, normalizeAnswer, normalizeQueryPart, parseTlp } from './normalize.ts';

/** Observations are from 1970 on: an earlier time is a unit mistake, not an observation. */
function observedAt(value: unknown): number | null {
  const ms = parseTimestamp(value);
  return ms !== null && ms >= 0 ? ms : null;
}

const FIELDS = ['query', 'answer', 'firstSeen', 'lastSeen', 'times', 'minTtl', 'maxTtl', 'tlp', 'recordType', 'recordClass'] as const;
const KNOWN = new Set<string>(FIELDS);
const MAX_TTL = 2_147_483_647;

interface Parsed {
  query: string;
  answer: string;
  firstSeen: number;
  lastSeen: number | undefined;
  times: number;
  minTtl: number;
  maxTtl: number;
  tlp: string;
  recordType: string;
  recordClass: string | undefined;
}

type Reason = { field: string; message: string };

// The field checks below are module-level functions, not closures inside
// parseShape: tsx (esbuild keepNames) wraps every function created at run time
// in a naming helper, which cost ~15 % of the import's parse time per record.

function text(o: Record<string, unknown>, reasons: Reason[], k: string, max: number, required: boolean, expected: string): string | undefined {
  const v = o[k];
  if (v === undefined) {
    if (required) reasons.push({ field: k, message: `${k} is required` });
    return undefined;
  }
  if (typeof v !== 'string') reasons.push({ field: k, message: `${k}: ${expected}` });
  else if (v.length > max) reasons.push({ field: k, message: `${k}: longer than ${max} characters` });
  else return v;
  return undefined;
}

function whole(o: Record<string, unknown>, reasons: Reason[], k: string, min: number, max: number): number | undefined {
  const v = o[k];
  if (v === undefined) reasons.push({ field: k, message: `${k} is required` });
  else if (typeof v !== 'number' || !Number.isInteger(v)) reasons.push({ field: k, message: `${k}: expected a whole number` });
  else if (v < min || v > max) reasons.push({ field: k, message: `${k}: must be from ${min} to ${max}` });
  else return v;
  return undefined;
}

function time(o: Record<string, unknown>, reasons: Reason[], k: string, required: boolean): number | undefined {
  if (o[k] === undefined) {
    if (required) reasons.push({ field: k, message: `${k} is required` });
    return undefined;
  }
  const ms = observedAt(o[k]);
  if (ms === null) reasons.push({ field: k, message: `${k}: ${JSON.stringify(o[k])} is not epoch milliseconds nor an ISO 8601 timestamp from 1970 to 9999` });
  return ms ?? undefined;
}

const isUnknown = (k: string) => !KNOWN.has(k);

/**
 * Checks the record's shape, collecting every reason (unknown fields first).
 * Hand-written rather than a zod schema: the import runs it per line, and
 * this is ~10x faster (an import's throughput was bound by it).
 */
function parseShape(o: Record<string, unknown>): Parsed | Reason[] {
  const reasons: Reason[] = [];
  const unknown = Object.keys(o).filter(isUnknown);
  if (unknown.length > 0) reasons.push({ field: unknown[0]!, message: `unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => JSON.stringify(k)).join(', ')}` });
  const query = text(o, reasons, 'query', 1024, true, 'expected a string');
  const answer = text(o, reasons, 'answer', 4096, true, 'expected a string');
  const firstSeen = time(o, reasons, 'firstSeen', true);
  const lastSeen = time(o, reasons, 'lastSeen', false);
  const times = whole(o, reasons, 'times', 1, Number.MAX_SAFE_INTEGER);
  const minTtl = whole(o, reasons, 'minTtl', 0, MAX_TTL);
  const maxTtl = whole(o, reasons, 'maxTtl', 0, MAX_TTL);
  const tlp = text(o, reasons, 'tlp', 16, true, 'expected white, green, amber or red');
  const recordType = text(o, reasons, 'recordType', 32, true, 'expected a DNS type such as a, aaaa, cname');
  const recordClass = text(o, reasons, 'recordClass', 32, false, 'expected a DNS class such as in');
  if (reasons.length > 0) return reasons;
  return { query: query!, answer: answer!, firstSeen: firstSeen!, lastSeen, times: times!, minTtl: minTtl!, maxTtl: maxTtl!, tlp: tlp!, recordType: recordType!, recordClass };
}

export interface RecordFailure {
  /** Position in the submitted list (0-based) or line number for imports. */
  index: number;
  /** The first offending field, `records[i].<field>` style left to the caller. */
  field: string | null;
  message: string;
}

export type Checked = { ok: true; observation: Observation } | { ok: false; field: string | null; message: string };

const FIELD_NAME = /^\w+$/;

/**
 * The input policy's text rule for one record, for records that do not come
 * through GraphQL (an NDJSON body). The JSON body's `records` is a list of the
 * JSON scalar, so the schema pass (src/graphql/input-policy-pass.ts) checks
 * each record with jsonProblem under INPUT_RULES.json: this is that same call,
 * so both forms refuse the same records (no NUL, no other control character
 * but tab and line breaks, no lone surrogate, the size and depth limits).
 * The field is the record's top-level field at fault (null: the record as a
 * whole, or a key that is no field name); the message names the place.
 */
export function recordTextProblem(raw: unknown, config: Config): { field: string | null; message: string } | null {
  const found = jsonProblem(raw, INPUT_RULES.json, config);
  if (!found) return null;
  const top = found.within[0];
  return {
    field: typeof top === 'string' && FIELD_NAME.test(top) ? top : null,
    message: `${found.within.length > 0 ? pathText(found.within) : 'the record'} ${found.problem.message}`,
  };
}

/** Validates and normalises one record; `now` is the default lastSeen. */
export function checkRecord(raw: unknown, customerId: number | null, now: number): Checked {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, field: null, message: 'a record must be a JSON object' };
  const r = parseShape(raw as Record<string, unknown>);
  if (Array.isArray(r)) return { ok: false, field: r[0]!.field, message: r.map((reason) => reason.message).join('; ') };
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
