// The first start on a busy port: it stops before creating the database, the
// operator or its one-time admin key, says so in one line, and the next start
// on a free port prints the key (issue 17, item 10).
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { runVigil, useCliTarget } from '../support/cli.ts';
import { serve as serveVigil } from '../support/serve.ts';

const cli = useCliTarget();
const serve = () => serveVigil(cli().env);

describe('vigil serve on a busy port', () => {
  it('stops before creating anything with one clear line, and the next start prints the admin key', async () => {
    const blocker = createServer();
    const port = await new Promise<number>((resolve) => blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as { port: number }).port)));
    try {
      const refused = await runVigil(['serve'], { ...cli().env, PORT: String(port), HOST: '127.0.0.1' });
      expect(refused.code, `stderr: ${refused.stderr}`).toBe(1);
      expect(refused.stderr).toContain(`Cannot listen on 127.0.0.1:${port}: the port is in use`);
      expect(refused.stderr).not.toMatch(/\n\s+at /);
      expect(refused.stdout, `stderr: ${refused.stderr}`).not.toContain('shown ONCE');
      if (cli().dataDir) expect(existsSync(cli().dataDir!)).toBe(false);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
    const started = await serve();
    try {
      expect(started.stdout()).toContain('shown ONCE');
    } finally {
      started.child.kill('SIGTERM');
      await started.exited;
    }
  });
});
