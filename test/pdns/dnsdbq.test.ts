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
  let base: string;
  const homes: string[] = [];
  beforeAll(async () => {
    t = await startTestApp({ env: { PDNS_PUBLIC_PER_MINUTE: '0', PDNS_PUBLIC_PER_DAY: '0' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/pdns/v3/cof`;
  });
  afterAll(async () => {
    await t?.close();
    for (const home of homes) rmSync(home, { recursive: true, force: true });
  });

  /** A home directory whose configuration dnsdbq sources as shell; CIRCL_AUTH is sent as HTTP Basic. */
  const configured = (auth: string | null) => {
    const home = mkdtempSync(join(tmpdir(), 'vigil-dnsdbq-'));
    homes.push(home);
    writeFileSync(join(home, '.dnsdb-query.conf'), `DNSDBQ_SYSTEM=circl\n${auth === null ? '' : `CIRCL_AUTH='${auth}'\n`}CIRCL_SERVER=${base}\n`);
    return home;
  };

  // Asynchronous on purpose: the server answering dnsdbq runs in this process,
  // so a synchronous spawn would block the very requests it waits for.
  const dnsdbq = (args: string[], home = configured(null)) =>
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

  it('wildcards and address ranges reach the server through the path (-r *.example.com, -i 93.184.216.0/24)', async () => {
    const wild = await dnsdbq(['-j', '-r', '*.example.com']);
    expect(wild.stderr).toBe('');
    const names = new Set(wild.stdout.trim().split('\n').map((l) => (JSON.parse(l) as { rrname: string }).rrname));
    expect(names).toEqual(new Set(['www.example.com.', 'mail.example.com.']));
    const range = await dnsdbq(['-j', '-i', '93.184.216.0/24']);
    expect(range.stderr).toBe('');
    expect(JSON.parse(range.stdout.trim())).toMatchObject({ rrname: 'www.example.com.', rdata: ['93.184.216.34'] });
  });

  it('CIRCL_AUTH carrying the API key (HTTP Basic) shows the key\'s private records; a user and password is refused, not ignored', async () => {
    expect((await dnsdbq(['-j', '-r', 'intranet.acme.example'])).stdout).toBe('');
    const withKey = await dnsdbq(['-j', '-r', 'intranet.acme.example'], configured(`acme-user:${t.keys['acme-user']}`));
    expect(withKey.stderr).toBe('');
    expect(JSON.parse(withKey.stdout.trim())).toMatchObject({ rrname: 'intranet.acme.example.', rrtype: 'A', rdata: ['10.1.2.3'] });
    // dnsdbq exits 0 whatever the server answers: the refusal shows on stderr.
    const password = await dnsdbq(['-j', '-r', 'www.example.com'], configured('user:password'));
    expect(password.stdout).toBe('');
    expect(password.stderr).toMatch(/401.*authentication\.basic\.invalid/);
  });
});
