// kill -9, then an immediate restart: it serves (the dead process's lock on an
// embedded data directory is taken over at once), while a second server on a
// directory whose holder is alive is refused at once (issue 17, item 9).
import { describe, expect, it } from 'vitest';
import { runVigil, useCliTarget } from '../support/cli.ts';
import { serve } from '../support/serve.ts';

const cli = useCliTarget();

describe('restart after kill -9', () => {
  it('serves right after the previous server was killed, with its data', async () => {
    const first = await serve(cli().env);
    const key = /shown ONCE.*\n\n\s+(\d+\/\d+\/\S+)\n/.exec(first.stdout())?.[1];
    expect(key).toBeDefined();
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await serve(cli().env);
    try {
      expect(second.stdout()).not.toContain('shown ONCE');
      const me = await fetch(`${second.url}/currentuser/v1/user`, { headers: { 'Service-API-Key': key! } });
      expect(me.status).toBe(200);
      expect((await me.json()).data).toMatchObject({ shortName: 'admin' });
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
  });

  it('refuses a second server while the first is alive (embedded database: one process at a time), and the first keeps serving', async () => {
    const first = await serve(cli().env);
    try {
      if (cli().kind === 'pglite') {
        const second = await runVigil(['serve'], { ...cli().env, PORT: '0', HOST: '127.0.0.1' });
        expect(second.code, `stderr: ${second.stderr}`).toBe(1);
        expect(second.stderr + second.stdout).toContain('is in use by another Vigil process');
      } else {
        // PostgreSQL has no such lock: instances share the database.
        const second = await serve(cli().env);
        expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
        second.child.kill('SIGTERM');
        await second.exited;
      }
      expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
  });
});
