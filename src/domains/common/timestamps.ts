// Points in time as clients write them: epoch milliseconds (a whole number,
// or a string of digits) or an ISO 8601 date or date-time, between the years
// 0000 and 9999 (what four-digit years write, far inside what PostgreSQL
// stores). One reading for the Timestamp scalar, case timestamp fields and
// passive DNS records. Not Date.parse: it rolls "2024-02-30" over to March 1
// and reads a date-time without an offset in the server's own time zone, so
// the same request would store different times on differently set machines.
// Here a date is checked against the calendar and a missing offset is UTC.

/** 0000-01-01T00:00:00.000Z */
export const MIN_TIMESTAMP_MS = -62_167_219_200_000;
/** 9999-12-31T23:59:59.999Z */
export const MAX_TIMESTAMP_MS = 253_402_300_799_999;

/** What a refused value should have been, for error messages. */
export const TIMESTAMP_EXPECTED = 'epoch milliseconds or an ISO 8601 timestamp between the years 0000 and 9999';

// date, then optionally time (minutes required, seconds and a fraction
// optional) and an offset (Z, +hh, +hhmm, +hh:mm).
const ISO_8601 = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)?)?$/;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysIn(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : MONTH_DAYS[month - 1]!;
}

function inRange(ms: number): number | null {
  return Number.isSafeInteger(ms) && ms >= MIN_TIMESTAMP_MS && ms <= MAX_TIMESTAMP_MS ? ms : null;
}

/** An ISO 8601 date or date-time -> epoch ms; null when it is none or no day of the calendar. */
function isoToMs(text: string): number | null {
  const m = ISO_8601.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [hour, minute, second] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  const [offsetHours, offsetMinutes] = [Number(m[10] ?? 0), Number(m[11] ?? 0)];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) return null;
  const millis = m[7] ? Number(m[7].slice(0, 3).padEnd(3, '0')) : 0;
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0 to 99 as 1900 to 1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, millis);
  const offset = (m[9] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  return inRange(date.getTime() - offset);
}

/**
 * Epoch milliseconds from a number, a string of digits or an ISO 8601 text;
 * null for anything else, a day the calendar does not have, or a time
 * outside the years 0000 to 9999.
 */
export function parseTimestamp(value: unknown): number | null {
  if (typeof value === 'number') return inRange(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^-?\d{1,16}$/.test(text)) return inRange(Number(text));
  return isoToMs(text);
}
