// `vigil pdns import FILE`: bulk import of passive DNS observations.
import { createWriteStream, existsSync, statSync } from 'node:fs';
import cliProgress from 'cli-progress';
import type { Command } from 'commander';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { importPdnsFile, ImportUsageError, type ImportFormat, type ImportState } from '../domains/pdns/import.ts';
import { parseTlp } from '../domains/pdns/normalize.ts';
import { DEFAULT_IMPORT_CONNECTIONS, importStore } from './pdns-store.ts';

type WithDatabase = <T>(config: Config, work: (database: Database) => Promise<T>) => Promise<T>;

interface ImportFlags {
  customer?: string;
  format?: string;
  tlp: string;
  batchSize: string;
  connections?: string;
  checkpoint?: string;
  rejects?: string;
  quiet?: boolean;
}

function progressReporter(total: number, quiet: boolean) {
  const started = Date.now();
  const rate = (s: ImportState) => Math.round(s.stored / Math.max((Date.now() - started) / 1000, 0.001));
  if (quiet) return { update: () => undefined, stop: () => undefined, rate };
  if (process.stderr.isTTY) {
    const bar = new cliProgress.SingleBar(
      { format: 'pdns import [{bar}] {percentage}% | {stored} stored | {rate} rows/s | {rejected} rejected', stream: process.stderr, hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    bar.start(total, 0, { stored: 0, rate: 0, rejected: 0 });
    return { update: (s: ImportState) => bar.update(s.bytes, { stored: s.stored, rate: rate(s), rejected: s.rejected }), stop: () => bar.stop(), rate };
  }
  let last = 0;
  return {
    update: (s: ImportState) => {
      if (Date.now() - last < 1000) return;
      last = Date.now();
      process.stderr.write(`pdns import: ${Math.round((100 * s.bytes) / Math.max(total, 1))}% ${s.stored} stored, ${rate(s)} rows/s, ${s.rejected} rejected\n`);
    },
    stop: () => undefined,
    rate,
  };
}

export function registerPdnsCommands(program: Command, withDatabase: WithDatabase): void {
  const pdns = program.command('pdns').description('Passive DNS');
  pdns
    .command('import <file>')
    .description('Import observations: NDJSON in the passive DNS common output format, or CSV with a header of submission fields')
    .option('--format <format>', 'ndjson or csv (default: from the file name)')
    .option('--customer <idOrShortName>', 'customer the records belong to (default: anonymous data)')
    .option('--tlp <tlp>', 'TLP of records that carry none', 'white')
    .option('--batch-size <n>', 'rows per batch (each batch all or nothing)', '10000')
    .option('--connections <n>', `batches stored at once, one database connection each (PostgreSQL; default ${DEFAULT_IMPORT_CONNECTIONS}; PGlite: 1)`)
    .option('--checkpoint <file>', 'record the last committed line here; rerun to resume after it')
    .option('--rejects <file>', 'write every rejected line here (NDJSON: line, reason, text)')
    .option('--quiet', 'no progress output')
    .action(async (file: string, flags: ImportFlags) => {
      const config = loadConfig();
      const format = (flags.format ?? (file.toLowerCase().endsWith('.csv') ? 'csv' : 'ndjson')) as ImportFormat;
      if (format !== 'csv' && format !== 'ndjson') throw new ImportUsageError(`--format must be ndjson or csv, got ${JSON.stringify(flags.format)}`);
      const tlp = parseTlp(flags.tlp);
      if (!tlp) throw new ImportUsageError('--tlp must be white, green, amber or red');
      const batchSize = Number(flags.batchSize);
      if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 100_000) throw new ImportUsageError('--batch-size must be from 1 to 100000');
      let connections = flags.connections === undefined ? DEFAULT_IMPORT_CONNECTIONS : Number(flags.connections);
      if (!Number.isInteger(connections) || connections < 1 || connections > 32) throw new ImportUsageError('--connections must be from 1 to 32');
      if (config.database.kind !== 'postgres') {
        if (connections > 1 && flags.connections !== undefined) process.stderr.write('pdns import: the embedded database has one connection; --connections ignored\n');
        connections = 1;
      }
      if (!existsSync(file)) throw new ImportUsageError(`no such file: ${file}`);
      const total = statSync(file).size;
      await withDatabase(config, async (database) => {
        let customerId: number | null = null;
        if (flags.customer) {
          const where = /^\d+$/.test(flags.customer) ? { id: Number(flags.customer) } : { shortName: flags.customer };
          const customer = await database.prisma.customer.findUnique({ where, select: { id: true } });
          if (!customer) throw new ImportUsageError(`unknown customer ${JSON.stringify(flags.customer)}`);
          customerId = customer.id;
        }
        const rejects = flags.rejects ? createWriteStream(flags.rejects) : null;
        let listed = 0;
        const progress = progressReporter(total, flags.quiet ?? false);
        const bulk = importStore(config, database, connections);
        try {
          const state = await importPdnsFile({
            config, file, format, customerId, tlp, batchSize, concurrency: connections, checkpoint: flags.checkpoint ?? null,
            store: (rows, mark) => bulk.store(rows, mark), checkpoints: bulk,
            onRejected: (line, reason, text) => {
              rejects?.write(`${JSON.stringify({ line, reason, text })}\n`);
              if (listed < 20) process.stderr.write(`line ${line}: ${reason}\n`);
              else if (listed === 20) process.stderr.write('(more rejected lines: see the summary; --rejects FILE lists them all)\n');
              listed += 1;
            },
            onProgress: (s) => progress.update(s),
          });
          progress.stop();
          process.stdout.write(
            `imported ${state.stored} observations from ${state.lines} lines in ${file} (${progress.rate(state)} rows/s); ` +
              `${state.rejected} rejected${state.skipped ? `, ${state.skipped} skipped (already imported, checkpoint)` : ''}\n`,
          );
          if (state.rejected > 0) process.exitCode = 2;
        } finally {
          progress.stop();
          await bulk.close();
          // The command exits as soon as it returns (bin/vigil.js), so the
          // rejected lines must be on disk before then.
          if (rejects) await new Promise<void>((resolve, reject) => rejects.end((error?: Error | null) => (error ? reject(error) : resolve())));
        }
      });
    });
}
