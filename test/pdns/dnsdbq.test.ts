// dnsdbq (Debian package dnsdbq), configured with its CIRCL backend pointing
// at GET /pdns/v3/cof, must read the COF output cleanly. Skipped, with a
// message, where dnsdbq is not installed (CI installs it: apt-get install dnsdbq).
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';

const installed = spawnSync('dnsdbq', ['-h'], { encoding: 'utf8' }).error === undefined;
if (!installed) console.warn('test/pdns/dnsdbq.test.ts: dnsdbq is not installed (apt-get install dnsdbq): the dnsdbq reading test is skipped');

describe.skipIf(!installed)('dnsdbq reads the COF output (CIRCL backend)', () => {
  let t: TestApp;
  let home: string;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp({ env: { PDNS_PUBLIC_PER_MINUTE: '0', PDNS_PUBLIC_PER_DAY: '0' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/pdns/v3/cof`;
    home = mkdtempSync(join(tmpdir(), 'vigil-dnsdbq-'));
    // dnsdbq sources this file as shell; CIRCL wants basic-auth credentials (ignored: the endpoint is public).
    writeFileSync(join(home, '.dnsdb-query.conf'), `DNSDBQ_SYSTEM=circl\nCIRCL_AUTH=user:password\nCIRCL_SERVER=${base}\n`);
  });
  afterAll(async () => {
    await t?.close();
    if (home) rmSync(home, { recursive: true, force: true });
  });

  // Asynchronous on purpose: the server answering dnsdbq runs in this process,
  // so a synchronous spawn would block the very requests it waits for.
  const dnsdbq = (args: string[]) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile('dnsdbq', ['-u', 'circl', ...args], { encoding: 'utf8', env: { PATH: process.env['PATH'], HOME: home }, timeout: 30_000 }, (error, stdout, stderr) => {
        resolve({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
      });
    });

  it('looks up a name (rrset) and an address (rdata) and prints the records as JSON', async () => {
    const rrset = await dnsdbq(['-j', '-r', 'www.example.com']);
    expect(rrset.stderr).toBe('');
    expect(rrset.status).toBe(0);
    const lines = rrset.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.some((l) => l['rrname'] === 'www.example.com.' && l['rrtype'] === 'A')).toBe(true);
    const ip = await dnsdbq(['-j', '-i', '93.184.216.34']);
    expect(ip.status).toBe(0);
    expect(ip.stdout).toContain('93.184.216.34');
    const text = await dnsdbq(['-r', 'www.example.com']);
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/www\.example\.com\.\s+A\s+93\.184\.216\.34/);
  });
});
