// Configuration: defaults, and a wrong value stops the start naming the variable.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

describe('loadConfig', () => {
  it('has working defaults: embedded database in ./data, port 8080', () => {
    const config = loadConfig({});
    expect(config.server.port).toBe(8080);
    expect(config.database).toMatchObject({ kind: 'pglite' });
    expect(config.database.kind === 'pglite' && config.database.dataDir.endsWith('/data')).toBe(true);
    expect(config.paging).toEqual({ defaultLimit: 25, maxLimit: 100_000 });
    expect(config.server.trustProxy).toBe(false);
  });

  it('uses PostgreSQL when DATABASE_URL is set, with a pool size', () => {
    const config = loadConfig({ DATABASE_URL: 'postgresql://u:p@db:5432/vigil', DATABASE_POOL_SIZE: '25' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgresql://u:p@db:5432/vigil', poolSize: 25, schema: undefined, queryPlanCacheSize: 100 });
  });

  it('bounds the query plan cache at 100 plans unless DB_QUERY_PLAN_CACHE_SIZE says otherwise (0: none kept)', () => {
    expect(loadConfig({}).database.queryPlanCacheSize).toBe(100);
    expect(loadConfig({ DB_QUERY_PLAN_CACHE_SIZE: '0' }).database.queryPlanCacheSize).toBe(0);
    expect(() => loadConfig({ DB_QUERY_PLAN_CACHE_SIZE: '-1' })).toThrow(/DB_QUERY_PLAN_CACHE_SIZE/);
  });

  it.each([
    ['true', true],
    ['2', 2],
    ['10.0.0.0/8, 192.168.1.1', ['10.0.0.0/8', '192.168.1.1']],
    ['false', false],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).server.trustProxy).toEqual(expected);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/vigil'],
    ['DATABASE_POOL_SIZE', '0'],
    ['REDIS_URL', 'localhost:6379'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'sometimes'],
    ['GRAPHIQL', 'maybe'],
    ['MAX_PAGE_SIZE', '-1'],
    ['CORS_ORIGINS', '*'],
    ['CORS_ORIGINS', 'dash.example'],
  ])('refuses %s=%s with a message naming the variable', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [variable]: value });
    } catch (error) {
      expect((error as ConfigError).variable).toBe(variable);
      expect((error as Error).message).toContain(variable);
      expect((error as Error).message).toContain(JSON.stringify(value));
    }
  });

  it('refuses a default page size above the maximum', () => {
    expect(() => loadConfig({ DEFAULT_PAGE_SIZE: '500', MAX_PAGE_SIZE: '100' })).toThrow(/DEFAULT_PAGE_SIZE/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).database.kind).toBe('pglite');
  });
});
