// `importPdnsFile` with several batches in flight, against a store the test
// controls: batches commit (or fail) in the order the test chooses, and the
// checkpoint file must then claim exactly the committed lines, so that a
// rerun neither skips an uncommitted batch nor stores a committed one twice.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { ImportBatchError, importPdnsFile, type ImportOptions } from '../../src/domains/pdns/import.ts';
import type { Observation } from '../../src/domains/pdns/merge.ts';

const dir = mkdtempSync(join(tmpdir(), 'vigil-pdns-order-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A file of `lines` COF lines; line n observes `n.order.example.` */
function feed(name: string, lines: number): string {
  const file = join(dir, name);
  const text = Array.from({ length: lines }, (_, i) => JSON.stringify({ rrname: `${i + 1}.order.example`, rrtype: 'A', rdata: '192.0.2.1', time_first: 1_700_000_000 }));
  writeFileSync(file, `${text.join('\n')}\n`);
  return file;
}

/** The line a stored observation came from. */
const lineOf = (row: Observation) => Number(row.query.split('.')[0]);

interface Call {
  lines: number[];
  commit: () => void;
  fail: (error: Error) => void;
}

/** A store whose batches stay in flight until the test commits or fails them. */
function heldStore() {
  const calls: Call[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const store = (rows: Observation[]) =>
    new Promise<void>((resolve, reject) => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      const settle = (fn: () => void) => () => {
        inFlight -= 1;
        fn();
      };
      calls.push({ lines: rows.map(lineOf), commit: settle(resolve), fail: (error) => settle(() => reject(error))() });
    });
  return { calls, store, mostInFlight: () => mostInFlight };
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function options(file: string, checkpoint: string, overrides: Partial<ImportOptions>): ImportOptions {
  return {
    config: loadConfig({}), file, format: 'ndjson', customerId: null, tlp: 'white', batchSize: 2, checkpoint,
    store: async () => undefined, onRejected: () => undefined, onProgress: () => undefined, ...overrides,
  };
}

const checkpointOf = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as unknown;

describe('importPdnsFile with batches in flight', () => {
  it('stores up to `concurrency` batches at once, and checkpoints only the contiguous committed prefix', async () => {
    const file = feed('order.ndjson', 8);
    const checkpoint = join(dir, 'order.checkpoint');
    const held = heldStore();
    const running = importPdnsFile(options(file, checkpoint, { concurrency: 3, store: held.store }));

    // Three batches handed over before any committed; the fourth waits for a free connection.
    await until(() => held.calls.length === 3);
    await settle();
    expect(held.calls.map((c) => c.lines)).toEqual([[1, 2], [3, 4], [5, 6]]);

    // Batch 2 commits first: lines 3-4 are in, but line 1 is not, so the checkpoint may not claim them as a prefix.
    held.calls[1]!.commit();
    await until(() => existsSync(checkpoint));
    expect(checkpointOf(checkpoint)).toEqual({ line: 0, ahead: [[3, 4]] });
    await until(() => held.calls.length === 4);
    held.calls[2]!.commit();
    await until(() => JSON.stringify(checkpointOf(checkpoint)) === JSON.stringify({ line: 0, ahead: [[3, 6]] }));

    // Batch 1 closes the gap: the prefix jumps over everything committed.
    held.calls[0]!.commit();
    await until(() => (checkpointOf(checkpoint) as { line: number }).line === 6);
    expect(checkpointOf(checkpoint)).toEqual({ line: 6 });
    held.calls[3]!.commit();
    const state = await running;
    expect(state).toMatchObject({ lines: 8, stored: 8, rejected: 0 });
    expect(checkpointOf(checkpoint)).toEqual({ line: 8 });
    expect(held.mostInFlight()).toBe(3);
  });

  it('a failed batch stops the import once the others settle; the checkpoint keeps what committed, and a rerun stores exactly the rest', async () => {
    const file = feed('fail.ndjson', 10);
    const checkpoint = join(dir, 'fail.checkpoint');
    const held = heldStore();
    const running = importPdnsFile(options(file, checkpoint, { concurrency: 2, store: held.store }));
    const outcome = running.then(
      () => null,
      (error: unknown) => error,
    );

    await until(() => held.calls.length === 2);
    held.calls[1]!.commit(); // lines 3-4 commit ahead of lines 1-2
    await until(() => held.calls.length === 3); // lines 5-6 handed over
    held.calls[0]!.fail(new Error('bigint out of range'));
    await settle();
    // Lines 5-6 are still in flight: the import waits for them before answering.
    expect(held.calls).toHaveLength(3);
    held.calls[2]!.commit();
    const error = await outcome;
    expect(error).toBeInstanceOf(ImportBatchError);
    expect((error as Error).message).toBe('lines 1-2 were not stored (bigint out of range); no line before them is stored');
    expect(checkpointOf(checkpoint)).toEqual({ line: 0, ahead: [[3, 6]] });

    // The rerun stores lines 1-2 and 7-10, never 3-6 again.
    const stored: number[][] = [];
    const state = await importPdnsFile(options(file, checkpoint, { concurrency: 2, store: async (rows) => void stored.push(rows.map(lineOf)) }));
    expect(stored.flat().sort((a, b) => a - b)).toEqual([1, 2, 7, 8, 9, 10]);
    expect(state).toMatchObject({ stored: 6, skipped: 4 });
    expect(checkpointOf(checkpoint)).toEqual({ line: 10 });
  });

  it('a rerun whose batch spans lines committed ahead folds them into the prefix', async () => {
    const file = feed('span.ndjson', 9);
    const checkpoint = join(dir, 'span.checkpoint');
    writeFileSync(checkpoint, `${JSON.stringify({ line: 2, ahead: [[4, 5], [8, 8]] })}\n`);
    const held = heldStore();
    const running = importPdnsFile(options(file, checkpoint, { batchSize: 3, concurrency: 2, store: held.store }));
    await until(() => held.calls.length === 2);
    expect(held.calls.map((c) => c.lines)).toEqual([[3, 6, 7], [9]]);
    // The last batch (line 9) commits first: 8-9 join, 3-7 are still missing.
    held.calls[1]!.commit();
    await until(() => JSON.stringify(checkpointOf(checkpoint)) === JSON.stringify({ line: 2, ahead: [[4, 5], [8, 9]] }));
    held.calls[0]!.commit();
    expect(await running).toMatchObject({ stored: 4, skipped: 5 });
    expect(checkpointOf(checkpoint)).toEqual({ line: 9 });
  });

  it('refuses a checkpoint it did not write', async () => {
    const file = feed('bad.ndjson', 2);
    const checkpoint = join(dir, 'bad.checkpoint');
    for (const body of ['{"line": -1}', '{"line": 3, "ahead": [[5]]}', '{"line": 3, "ahead": [[6, 5]]}', 'not json']) {
      writeFileSync(checkpoint, body);
      await expect(importPdnsFile(options(file, checkpoint, {}))).rejects.toThrow(/is not one this command wrote/);
    }
  });
});
