// `vigil pdns import`: COF NDJSON and CSV, rejected lines reported, batches
// with a checkpoint to resume, several batches in flight (--connections; the
// embedded database has one). Runs the real command in a child process.
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
/** Standard error without the embedded database's note that it has one connection. */
const stderrOf = (res: { stderr: string }) => res.stderr.replace('pdns import: the embedded database has one connection; --connections ignored\n', '');

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
    expect(res.stdout, `stderr: ${res.stderr}`).toMatch(/imported 4 observations from 5 lines .*rows\/s.*2 rejected/);
    expect(res.code, `stderr: ${res.stderr}`).toBe(2);
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
    expect(again.stdout, `stderr: ${again.stderr}`).toMatch(/imported 0 observations .* 5 skipped/);
    const after = await rows(`SELECT sum(times)::int AS total FROM pdns_record WHERE query LIKE '%import.example.'`);
    expect(after[0]!['total']).toBe(5 + 5 + 2 + 1);

    // A crash after a batch committed but before the file was written leaves the file behind the
    // database: the database's record (written in each batch's transaction) wins, nothing is stored twice.
    writeFileSync(checkpoint, `${JSON.stringify({ line: 1 })}\n`);
    const afterCrash = await runVigil(['pdns', 'import', file, '--checkpoint', checkpoint], cli().env);
    expect(afterCrash.stdout, `stderr: ${afterCrash.stderr}`).toMatch(/imported 0 observations .* 5 skipped/);
    expect((await rows(`SELECT sum(times)::int AS total FROM pdns_record WHERE query LIKE '%import.example.'`))[0]!['total']).toBe(5 + 5 + 2 + 1);
    // Without the file the import starts afresh (and forgets the old record).
    rmSync(checkpoint);
    const fresh = await runVigil(['pdns', 'import', file, '--checkpoint', checkpoint, '--quiet'], cli().env);
    expect(fresh.stdout, `stderr: ${fresh.stderr}`).toMatch(/imported 4 observations/);
    expect(JSON.parse(readFileSync(checkpoint, 'utf8'))).toEqual({ line: 5 });
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
    expect(res.stdout, `stderr: ${res.stderr}`).toMatch(/imported 2 observations .* 1 rejected/);
    expect(res.stderr).toMatch(/line 4: firstSeen/);
    const stored = await rows(`SELECT r.answer, r.tlp, c.short_name, r.times::int AS times, r.first_seen::float8 AS first_seen, r.min_ttl, r.max_ttl FROM pdns_record r JOIN customer c ON c.id = r.customer_id WHERE r.query = 'csv.example.'`);
    expect(stored).toEqual([{ answer: '192.0.2.50', tlp: 'amber', short_name: 'operator', times: 5, first_seen: 1_699_999_000_000, min_ttl: 30, max_ttl: 120 }]);

    const unknown = await runVigil(['pdns', 'import', file, '--customer', 'initech'], cli().env);
    expect(unknown.code, `stderr: ${unknown.stderr}`).toBe(1);
    expect(unknown.stderr).toContain('unknown customer "initech"');
    const badHeader = join(dir, 'bad.csv');
    writeFileSync(badHeader, 'query,answer,colour\n');
    const header = await runVigil(['pdns', 'import', badHeader], cli().env);
    expect(header.code, `stderr: ${header.stderr}`).toBe(1);
    expect(header.stderr).toContain('unknown column colour');
  });

  it('batches in flight on several connections that observe the same keys add up', async () => {
    // 3 000 lines over 60 keys, batches of 50: every batch touches most keys,
    // four batches at a time, each subset in a different order in the file.
    const file = join(dir, 'overlap.ndjson');
    const expected = new Map<string, number>();
    const lines: string[] = [];
    for (let n = 1; n <= 3000; n += 1) {
      const key = `k${(n * 7 + Math.floor(n / 100) * 13) % 60}.overlap.example.`;
      const count = 1 + (n % 5);
      expected.set(key, (expected.get(key) ?? 0) + count);
      lines.push(cof({ rrname: key, rrtype: 'A', rdata: '192.0.2.7', time_first: 1_700_000_000 + n, time_last: 1_700_010_000 + n, count }));
    }
    writeFileSync(file, `${lines.join('\n')}\n`);
    const checkpoint = join(dir, 'overlap.checkpoint');
    const res = await runVigil(['pdns', 'import', file, '--batch-size', '50', '--connections', '4', '--checkpoint', checkpoint, '--quiet'], cli().env);
    expect(stderrOf(res)).toBe('');
    expect(res.code, `stderr: ${res.stderr}`).toBe(0);
    expect(res.stdout, `stderr: ${res.stderr}`).toMatch(/imported 3000 observations from 3000 lines/);
    expect(JSON.parse(readFileSync(checkpoint, 'utf8'))).toEqual({ line: 3000 });
    const stored = await rows(`SELECT query, times::int AS times, first_seen::float8 AS first_seen, last_seen::float8 AS last_seen FROM pdns_record WHERE query LIKE '%.overlap.example.' ORDER BY query`);
    expect(Object.fromEntries(stored.map((r) => [r['query'], r['times']]))).toEqual(Object.fromEntries([...expected].sort()));
    const k0 = stored.find((r) => r['query'] === 'k0.overlap.example.')!;
    // k0: lines n with (7n + 13 floor(n/100)) % 60 = 0; the first is 60, the last 2 880 (by enumeration below).
    const k0Lines = Array.from({ length: 3000 }, (_, i) => i + 1).filter((n) => (n * 7 + Math.floor(n / 100) * 13) % 60 === 0);
    expect(k0).toMatchObject({ first_seen: (1_700_000_000 + k0Lines[0]!) * 1000, last_seen: (1_700_010_000 + k0Lines.at(-1)!) * 1000 });
  });

  it('a batch that fails stops the import with the error; nothing of it is stored, the checkpoint is right, and the rerun completes the file exactly', async () => {
    // A row the database refuses to merge more into (a check the test adds): that batch fails in the database.
    // (Counts near the largest bigint no longer do: they saturate, see ingest-bad-input-500s.test.ts.)
    await rows(
      `INSERT INTO pdns_record (customer_id, query, answer, rrclass, rrtype, tlp, first_seen, last_seen, min_ttl, max_ttl, times)
       VALUES (NULL, 'poison.fail.example.', '192.0.2.99', 'in', 'a', 'white', 1700000000000, 1700000000000, 0, 0, 1) RETURNING id`,
    );
    await rows(`ALTER TABLE pdns_record ADD CONSTRAINT pdns_record_poison_test CHECK (query <> 'poison.fail.example.' OR times < 1000)`);
    const file = join(dir, 'fail.ndjson');
    const lines = Array.from({ length: 50 }, (_, i) => {
      const n = i + 1;
      return n === 25
        ? cof({ rrname: 'poison.fail.example', rrtype: 'A', rdata: '192.0.2.99', time_first: 1_700_000_000, count: 1000 })
        : cof({ rrname: `line${n}.fail.example`, rrtype: 'A', rdata: '192.0.2.1', time_first: 1_700_000_000, time_last: 1_700_000_000, count: n });
    });
    writeFileSync(file, `${lines.join('\n')}\n`);
    const checkpoint = join(dir, 'fail.checkpoint');
    const args = ['pdns', 'import', file, '--batch-size', '10', '--connections', '2', '--checkpoint', checkpoint, '--quiet'];
    const failed = await runVigil(args, cli().env);
    expect(failed.code, `stderr: ${failed.stderr}`).toBe(1);
    expect(failed.stderr).toMatch(/vigil: lines 21-30 were not stored \(.*pdns_record_poison_test.*\); every line up to 20 is stored/s);
    // Batches after the failing one may have committed meanwhile (the other connection): then the checkpoint lists them.
    const saved = JSON.parse(readFileSync(checkpoint, 'utf8')) as { line: number; ahead?: [number, number][] };
    expect(saved.line).toBe(20);
    for (const [first, last] of saved.ahead ?? []) expect(first > 30 && last <= 50).toBe(true);
    const present = (await rows(`SELECT query FROM pdns_record WHERE query LIKE 'line%.fail.example.'`)).map((r) => Number(/^line(\d+)/.exec(String(r['query']))![1]));
    expect(present.filter((n) => n > 20 && n <= 30)).toEqual([]);
    expect(present.filter((n) => n <= 20).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));

    await rows(`ALTER TABLE pdns_record DROP CONSTRAINT pdns_record_poison_test`);
    const rerun = await runVigil(args, cli().env);
    expect(stderrOf(rerun)).toBe('');
    expect(rerun.code, `stderr: ${rerun.stderr}`).toBe(0);
    expect(JSON.parse(readFileSync(checkpoint, 'utf8'))).toEqual({ line: 50 });
    // Every line stored exactly once: nothing skipped, nothing counted twice.
    const after = await rows(`SELECT query, times::int AS times FROM pdns_record WHERE query LIKE '%.fail.example.' ORDER BY query`);
    const want = Object.fromEntries(Array.from({ length: 50 }, (_, i) => (i + 1 === 25 ? ['poison.fail.example.', 1001] : [`line${i + 1}.fail.example.`, i + 1])));
    expect(Object.fromEntries(after.map((r) => [r['query'], r['times']]))).toEqual(want);
  });

  it('free-form answers arrive as written: quotes, backslashes, commas, braces, NULL', async () => {
    // On PostgreSQL the batch travels as array literals built by Vigil (merge.ts): this is their escaping.
    const answers = ['v=spf1 "quoted" -all', 'back\\slash\\', 'a,b {c} "d\\"e"', 'NULL', ' leading and inner  spaces', 'ünïcode ✓'];
    const file = join(dir, 'txt.ndjson');
    writeFileSync(file, `${cof({ rrname: 'txt.literal.example', rrtype: 'TXT', rdata: answers, time_first: 1_700_000_000 })}\n`);
    const res = await runVigil(['pdns', 'import', file, '--quiet'], cli().env);
    expect(res.code, `stderr: ${res.stderr}`).toBe(0);
    const stored = await rows(`SELECT answer FROM pdns_record WHERE query = 'txt.literal.example.'`);
    // Stored as a submission stores them (normalizeAnswer): trimmed, and NULL is a host name ("null."), not SQL NULL.
    const expected = ['v=spf1 "quoted" -all', 'back\\slash\\', 'a,b {c} "d\\"e"', 'null.', 'leading and inner  spaces', 'ünïcode ✓'];
    expect(stored.map((r) => String(r['answer'])).sort()).toEqual(expected.sort());
  });
  it('lines holding characters the text rule refuses (NUL, other controls, a lone surrogate) are rejected lines, not a failed batch', async () => {
    // Before: a NUL in a TXT answer reached COPY and failed the batch (the import stopped there).
    const file = join(dir, 'controls.ndjson');
    writeFileSync(
      file,
      [
        cof({ rrname: 'ok1.controls.example', rrtype: 'A', rdata: '192.0.2.1', time_first: 1_700_000_000 }),
        cof({ rrname: 'nul.controls.example', rrtype: 'TXT', rdata: 'a\u0000b', time_first: 1_700_000_000 }),
        cof({ rrname: 'bell.controls.example', rrtype: 'TXT', rdata: ['fine', 'ring\u0007'], time_first: 1_700_000_000 }),
        '{"rrname":"lone.controls.example","rrtype":"TXT","rdata":"x\\ud800y","time_first":1700000000}',
        cof({ rrname: 'c1\u0085.controls.example', rrtype: 'A', rdata: '192.0.2.2', time_first: 1_700_000_000 }),
        cof({ rrname: 'tab.controls.example', rrtype: 'TXT', rdata: 'tab\there', time_first: 1_700_000_000 }),
        cof({ rrname: 'ok2.controls.example', rrtype: 'A', rdata: '192.0.2.3', time_first: 1_700_000_000 }),
      ].join('\n') + '\n',
    );
    const res = await runVigil(['pdns', 'import', file, '--quiet'], cli().env);
    expect(res.stdout, `stderr: ${res.stderr}`).toMatch(/imported 4 observations from 7 lines .* 4 rejected/);
    expect(res.code, `stderr: ${res.stderr}`).toBe(2);
    expect(res.stderr).toMatch(/line 2: answer: answer must not contain control characters other than tab and line breaks \(U\+0000/);
    expect(res.stderr).toMatch(/line 3: answer: answer must not contain control characters .*\(U\+0007/);
    expect(res.stderr).toMatch(/line 4: answer: answer must not contain a lone UTF-16 surrogate/);
    expect(res.stderr).toMatch(/line 5: query: query must not contain control characters .*\(U\+0085/);
    // Each record stands alone, as in a submission: line 3's clean value is stored, its other one rejected.
    const stored = await rows(`SELECT query, answer FROM pdns_record WHERE query LIKE '%controls.example.' ORDER BY query`);
    expect(stored).toEqual([
      { query: 'bell.controls.example.', answer: 'fine.' },
      { query: 'ok1.controls.example.', answer: '192.0.2.1' },
      { query: 'ok2.controls.example.', answer: '192.0.2.3' },
      { query: 'tab.controls.example.', answer: 'tab\there' },
    ]);

    const csv = join(dir, 'controls.csv');
    writeFileSync(csv, 'query,answer,recordType,firstSeen,times,minTtl,maxTtl\nok.csvcontrols.example,192.0.2.9,A,1700000000000,1,60,60\nnul.csvcontrols.example,x\u0000y,TXT,1700000000000,1,60,60\n');
    const fromCsv = await runVigil(['pdns', 'import', csv, '--quiet'], cli().env);
    expect(fromCsv.stdout, `stderr: ${fromCsv.stderr}`).toMatch(/imported 1 observations from 3 lines .* 1 rejected/);
    expect(fromCsv.stderr).toMatch(/line 3: answer: answer must not contain control characters .*\(U\+0000/);
    expect((await rows(`SELECT query FROM pdns_record WHERE query LIKE '%csvcontrols.example.'`)).map((r) => r['query'])).toEqual(['ok.csvcontrols.example.']);
  });
});
