// A string or asset field's pattern runs on every value written to it. It is
// matched by RE2 (src/domains/cases/fields/value-pattern.ts): a pattern that
// makes JavaScript's backtracking engine take minutes (`(a+)+b` on 40 a's and
// a "!" took 157 s and held the whole server) answers at once; a pattern RE2
// cannot read is refused when the field is defined, and one stored before
// (written to the database directly here) refuses values instead of running.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type TestApp } from '../support/app.ts';
import { makeCase, user } from './helpers.ts';

let t: TestApp;
let caseId: number;

beforeAll(async () => {
  t = await startTestApp();
  const reporter = await user(t, 'acme-user');
  caseId = await makeCase(t, { customer: 'acme', service: 'support', reporterId: reporter.id });
  for (const [name, valueType, pattern] of [['nested', 'stringType', '(a+)+b'], ['alternating', 'stringType', '(a|a)*c'], ['words', 'assetType', '(\\w+\\s?)+'], ['ticketId', 'stringType', 'INC-[0-9]+']] as const) {
    const res = await t.request('POST', '/cases/v2/field', { as: 'admin', body: { name, valueType, validators: { pattern } } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
});
afterAll(async () => {
  await t?.close();
});

const put = (field: string, value: string) => t.request('PUT', `/cases/v2/case/${caseId}/field/${field}`, { as: 'acme-admin', body: { value } });
const stored = async (field: string) => (await t.get(`/cases/v2/case/${caseId}/fields/${field}`, { as: 'acme-admin' })).body;

describe('a field pattern', () => {
  // The test's own time limit is the guard: the backtracking engine took 145-235 s on these values.
  it('answers at once on values that make a backtracking engine run for minutes', { timeout: 15_000 }, async () => {
    for (const [field, value] of [['nested', `${'a'.repeat(40)}!`], ['nested', `${'a'.repeat(999)}!`], ['alternating', 'a'.repeat(999)], ['words', `${'a'.repeat(34)}!`]] as const) {
      const res = await put(field, value);
      expect(res.status, field).toBe(412);
      expect(envelopeError(res)).toMatchObject({ type: 'FIELD_ERROR', field });
      expect(envelopeError(res).message).toContain('does not match the pattern');
    }
    // Values that match are stored as before: the whole value must match.
    expect((await put('nested', 'aaab')).status).toBe(200);
    expect((await put('alternating', 'aaac')).status).toBe(200);
    expect((await put('ticketId', 'INC-42')).status).toBe(200);
    expect((await put('ticketId', 'xINC-42')).status).toBe(412);
    expect(JSON.stringify(await stored('ticketId'))).toContain('INC-42');
  });

  it.each([
    ['(?=a)a', 'lookahead'],
    ['(a)\\1', 'a backreference'],
    ['[', 'an unclosed class'],
  ])('%s (%s) is refused when the field is defined, naming validators', async (pattern) => {
    const res = await t.request('POST', '/cases/v2/field', { as: 'admin', body: { name: `refused${pattern.length}`, valueType: 'stringType', validators: { pattern } } });
    expect(res.status).toBe(412);
    expect(envelopeError(res).field).toMatch(/^validators/);
    expect(envelopeError(res).message).toContain('RE2');
  });

  it('stored before patterns were checked so, refuses values with a message instead of running it', async () => {
    const res = await t.request('POST', '/cases/v2/field', { as: 'admin', body: { name: 'legacy', valueType: 'stringType', validators: { pattern: 'x' } } });
    expect(res.status).toBe(201);
    await t.database.prisma.caseFieldDescriptor.updateMany({ where: { name: 'legacy' }, data: { validators: { pattern: '(a)\\1' } } });
    const refused = await put('legacy', 'aa');
    expect(refused.status).toBe(412);
    expect(envelopeError(refused).message).toContain('cannot be checked');
  });
});
