// `vigil pdns import`: COF NDJSON and CSV, rejected lines reported, batches
// with a checkpoint to resume. Runs the real command in a child process.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { runVigil, useCliTarget } from '../support/cli.ts';

const cli = useCliTarget();
const dir = mkdtempSync(join(tmpdir(), 'vigil-pdns-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function rows(sql: string): Promise<Record<string, unknown>[]> {
  const database = await openDatabase(loadConfig({ ...cli().env }).database);
  try {
    return await database.prisma.$queryRawUnsafe(sql);
  } finally {
    await database.close();
  }
}

const cof = (o: Record<string, unknown>) => JSON.stringify(o);

describe('vigil pdns import', () => {
  it('imports COF NDJSON, reports rejected lines, and resumes from a checkpoint without double counting', async () => {
    const file = join(dir, 'feed.ndjson');
    writeFileSync(
      file,
      [
        cof({ rrname: 'Import.Example', rrtype: 'A', rdata: ['192.0.2.1', '192.0.2.2'], time_first: 1_700_000_000, time_last: 1_700_003_600, count: 5 }),
        cof({ rrname: 'import.example.', rrtype: 'AAAA', rdata: '2001:DB8::1', time_first_ms: 1_700_000_000_123, time_last_ms: 1_700_000_100_000, count: 2, ttl: 300 }),
        '{"rrname": "broken',
        cof({ rrname: 'import.example', rrtype: 'A', rdata: ['not-an-address'], time_first: 1_700_000_000, time_last: 1_700_000_000 }),
        cof({ rrname: 'alias.import.example', rrtype: 'CNAME', rdata: ['Import.Example'], time_first: 1_700_000_000, time_last: 1_700_000_500, count: 1 }),
      ].join('\n') + '\n',
    );
    const checkpoint = join(dir, 'feed.checkpoint');
    const rejects = join(dir, 'rejects.ndjson');
    const res = await runVigil(['pdns', 'import', file, '--batch-size', '2', '--checkpoint', checkpoint, '--rejects', rejects], cli().env);
    expect(res.stdout).toMatch(/imported 4 observations from 5 lines .*rows\/s.*2 rejected/);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('line 3: not valid JSON');
    expect(res.stderr).toMatch(/line 4: answer: .*not an IPv4 address/);
    expect(readFileSync(rejects, 'utf8').trim().split('\n').map((l) => JSON.parse(l).line)).toEqual([3, 4]);
    expect(JSON.parse(readFileSync(checkpoint, 'utf8'))).toEqual({ line: 5 });

    const stored = await rows(`SELECT query, answer, rrtype, tlp, customer_id, first_seen::float8 AS first_seen, last_seen::float8 AS last_seen, times::int AS times, min_ttl, max_ttl FROM pdns_record WHERE query LIKE '%import.example.' ORDER BY answer`);
    expect(stored).toHaveLength(4);
    expect(stored.find((r) => r['answer'] === '192.0.2.1')).toMatchObject({ query: 'import.example.', rrtype: 'a', tlp: 'white', customer_id: null, first_seen: 1_700_000_000_000, last_seen: 1_700_003_600_000, times: 5 });
    expect(stored.find((r) => r['rrtype'] === 'aaaa')).toMatchObject({ answer: '2001:db8::1', first_seen: 1_700_000_000_123, min_ttl: 300, max_ttl: 300 });
    expect(stored.find((r) => r['rrtype'] === 'cname')).toMatchObject({ answer: 'import.example.' });

    // Rerun: the checkpoint says everything is in; nothing is counted twice.
    const again = await runVigil(['pdns', 'import', file, '--checkpoint', checkpoint], cli().env);
    expect(again.stdout).toMatch(/imported 0 observations .* 5 skipped/);
    const after = await rows(`SELECT sum(times)::int AS total FROM pdns_record WHERE query LIKE '%import.example.'`);
    expect(after[0]!['total']).toBe(5 + 5 + 2 + 1);
  });

  it('imports CSV for a customer, merging into existing observations; an unknown customer or column stops it', async () => {
    const file = join(dir, 'feed.csv');
    writeFileSync(
      file,
      'query,answer,recordType,firstSeen,lastSeen,times,minTtl,maxTtl,tlp\n' +
        'csv.example,192.0.2.50,A,2023-11-14T22:13:20Z,1700000500000,3,60,120,amber\n' +
        '"csv.example.",192.0.2.50,a,1699999000000,,2,30,60,amber\n' +
        'csv.example,192.0.2.51,A,yesterday,,1,1,1,green\n',
    );
    const res = await runVigil(['pdns', 'import', file, '--customer', 'operator', '--quiet'], cli().env);
    expect(res.stdout).toMatch(/imported 2 observations .* 1 rejected/);
    expect(res.stderr).toMatch(/line 4: firstSeen/);
    const stored = await rows(`SELECT r.answer, r.tlp, c.short_name, r.times::int AS times, r.first_seen::float8 AS first_seen, r.min_ttl, r.max_ttl FROM pdns_record r JOIN customer c ON c.id = r.customer_id WHERE r.query = 'csv.example.'`);
    expect(stored).toEqual([{ answer: '192.0.2.50', tlp: 'amber', short_name: 'operator', times: 5, first_seen: 1_699_999_000_000, min_ttl: 30, max_ttl: 120 }]);

    const unknown = await runVigil(['pdns', 'import', file, '--customer', 'initech'], cli().env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('unknown customer "initech"');
    const badHeader = join(dir, 'bad.csv');
    writeFileSync(badHeader, 'query,answer,colour\n');
    const header = await runVigil(['pdns', 'import', badHeader], cli().env);
    expect(header.code).toBe(1);
    expect(header.stderr).toContain('unknown column colour');
  });
});
