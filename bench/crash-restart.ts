// Time from spawning `vigil serve` to its first 200 on /readyz, on an embedded
// (PGlite) data directory: right after the previous server was killed with
// SIGKILL, and, as the floor, after a clean SIGTERM stop. Prints min and median
// and the load average. Usage: npm run bench:crash-restart [-- runs]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const BIN = resolve(import.meta.dirname, '../bin/vigil.js');
const runs = Number(process.argv[2] ?? 3);
const dir = mkdtempSync(join(tmpdir(), 'vigil-restart-'));
const env = { PATH: process.env['PATH'], HOME: process.env['HOME'], VIGIL_DATA_DIR: join(dir, 'data'), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' };

function start(): Promise<{ child: ChildProcess; ms: number }> {
  const began = performance.now();
  const child = spawn(process.execPath, [BIN, 'serve'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((done, fail) => {
    child.stderr!.on('data', (c) => (out += c));
    child.on('close', (code) => fail(new Error(`exited ${code}: ${out}`)));
    child.stdout!.on('data', async (c) => {
      out += c;
      const url = /"address":"(http:\/\/[^"]+)"/.exec(out)?.[1];
      if (!url || (child as { polled?: boolean }).polled) return;
      (child as { polled?: boolean }).polled = true;
      for (;;) {
        const ok = await fetch(`${url}/readyz`).then((r) => r.status === 200, () => false);
        if (ok) return done({ child, ms: performance.now() - began });
        await new Promise((r) => setTimeout(r, 20));
      }
    });
  });
}

const stop = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((done) => {
    child.removeAllListeners('close');
    child.once('close', () => done());
    child.kill(signal);
  });

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `min ${s[0]!.toFixed(0)} ms, median ${s[Math.floor(s.length / 2)]!.toFixed(0)} ms (${s.map((x) => x.toFixed(0)).join(', ')})`;
};

const afterKill: number[] = [];
const afterStop: number[] = [];
let running = (await start()).child; // first start: creates the database
for (let i = 0; i < runs; i += 1) {
  await stop(running, 'SIGKILL');
  const killed = await start();
  afterKill.push(killed.ms);
  await stop(killed.child, 'SIGTERM');
  const clean = await start();
  afterStop.push(clean.ms);
  running = clean.child;
}
await stop(running, 'SIGTERM');
rmSync(dir, { recursive: true, force: true });
console.log(`restart after kill -9 -> first 200 on /readyz: ${stats(afterKill)}`);
console.log(`start after a clean stop (floor)        : ${stats(afterStop)}`);
console.log(`load average: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
