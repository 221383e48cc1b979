// The Passive DNS Common Output Format (draft-dulaunoy-dnsop-passive-dns-cof):
// one JSON object per line. Clients (dnsdbq, PyPDNS) want integer Unix
// seconds, an upper-case rrtype and rdata; rdata is sent as an array.
export interface CofSource {
  query: string;
  answer: string;
  rrtype: string;
  firstSeenTimestamp: number;
  lastSeenTimestamp: number;
  times: number;
}

export interface CofLine {
  rrname: string;
  rrtype: string;
  rdata: string[];
  time_first: number;
  time_last: number;
  count: number;
  time_first_ms: number;
  time_last_ms: number;
}

export function cofLine(record: CofSource): CofLine {
  return {
    rrname: record.query,
    rrtype: record.rrtype.toUpperCase(),
    rdata: [record.answer],
    time_first: Math.floor(record.firstSeenTimestamp / 1000),
    time_last: Math.floor(record.lastSeenTimestamp / 1000),
    count: Math.trunc(record.times),
    time_first_ms: record.firstSeenTimestamp,
    time_last_ms: record.lastSeenTimestamp,
  };
}

/** NDJSON: every line ends with a newline (also the last), none when there are no records. */
export function toNdjson(records: readonly CofSource[]): string {
  return records.map((r) => `${JSON.stringify(cofLine(r))}\n`).join('');
}
