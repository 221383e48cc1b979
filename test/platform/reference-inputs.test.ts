// Reference inputs (`CustomerRef @oneOf { id | shortName }`, docs/graphql.md "Ids"):
// the caller says which key it gives, nothing is guessed from the text's form,
// and exactly one key is required whichever executor runs the document
// (graphql-js the first time, graphql-jit from the second: src/graphql/jit-when-repeated.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type TestApp } from '../support/app.ts';
import { answerOfEveryExecutor } from '../support/executors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const BY_REF = 'query ($c: CustomerRef!) { customer(ref: $c) { shortName } }';

/** The answer of three runs (graphql-js first, graphql-jit after), checked equal. */
const thrice = (query: string, variables: Record<string, unknown> = {}, as = 'admin') => answerOfEveryExecutor(t, query, variables, as);

describe('a reference input names its object by the key given', () => {
  it('answers the same customer by short name, global id and numeric id', async () => {
    const ids = (await t.graphql('{ customer(ref: { shortName: "acme" }) { id databaseId shortName } }', {}, { as: 'admin' })).body.data.customer;
    expect(ids.shortName).toBe('acme');
    for (const ref of [{ shortName: 'acme' }, { id: ids.id }, { id: String(ids.databaseId) }, { id: ids.databaseId }]) {
      const res = await thrice(BY_REF, { c: ref });
      expect(res.body, JSON.stringify(ref)).toEqual({ data: { customer: { shortName: 'acme' } } });
    }
  });

  it('reads a short name as a short name, never as an id', async () => {
    const acmeId = (await t.get('/customers/v1/customer/acme', { as: 'admin' })).body.data.id as number;
    // Digits given as the short name name no customer (no customer's short name is those digits).
    const res = await thrice(BY_REF, { c: { shortName: String(acmeId) } });
    expect(res.body.data).toEqual({ customer: null });
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
    // A global id given as the short name is no short name: bad input naming the reference.
    const gid = (await t.graphql('{ customer(ref: { shortName: "acme" }) { id } }', {}, { as: 'admin' })).body.data.customer.id as string;
    const bad = await thrice(BY_REF, { c: { shortName: gid } });
    expect(bad.body.data).toEqual({ customer: null });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'ref' });
  });

  it('refuses an id that is no id, naming the reference', async () => {
    const res = await thrice(BY_REF, { c: { id: 'acme' } });
    expect(res.body.data).toEqual({ customer: null });
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'ref' });
    expect(res.body.errors[0].message).toBe('ref.id must be a global id or a numeric id');
    const range = await thrice(BY_REF, { c: { id: '99999999999' } });
    expect(range.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'ref' });
  });

  it('answers another customer\'s exactly like a missing one', async () => {
    const hidden = await thrice(BY_REF, { c: { shortName: 'globex' } }, 'acme-admin');
    const missing = await thrice(BY_REF, { c: { shortName: 'no-such-customer' } }, 'acme-admin');
    const named = (body: { errors: { message: string; extensions: Record<string, unknown> }[] }) =>
      JSON.parse(JSON.stringify(body).replaceAll('globex', 'X').replaceAll('no-such-customer', 'X').replace(/"timestamp":\d+/g, '"timestamp":0'));
    expect(hidden.body.errors).toHaveLength(1);
    expect(named(hidden.body)).toEqual(named(missing.body));
  });
});

describe('exactly one key (@oneOf)', () => {
  it.each([
    ['both keys', { id: '1', shortName: 'acme' }, /Exactly one key must be specified for OneOf type "CustomerRef"/],
    ['no key', {}, /Exactly one key must be specified for OneOf type "CustomerRef"/],
    ['a null key', { shortName: null }, /"c.shortName"; Field "shortName" must be non-null/],
  ])('refuses %s as a variable, before anything runs, the same on every run', async (_name, ref, message) => {
    const res = await thrice(BY_REF, { c: ref });
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(res.body.errors[0].message).toMatch(message);
  });

  it.each([
    ['both keys', '{ id: "1", shortName: "acme" }'],
    ['no key', '{}'],
    ['a null key', '{ shortName: null }'],
  ])('refuses %s written in the document as a validation error', async (_name, literal) => {
    const res = await thrice(`{ customer(ref: ${literal}) { shortName } }`);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED' });
    expect(res.body.errors[0].message).toMatch(/CustomerRef/);
  });

  it('is described as @oneOf in the schema', async () => {
    const res = await t.graphql('{ __type(name: "CustomerRef") { isOneOf inputFields { name type { name kind } } } }', {}, { as: 'admin' });
    expect(res.body.data.__type).toEqual({
      isOneOf: true,
      inputFields: [
        { name: 'id', type: { name: 'ID', kind: 'SCALAR' } },
        { name: 'shortName', type: { name: 'String', kind: 'SCALAR' } },
      ],
    });
  });
});

describe('REST keeps its one text', () => {
  it('reads digits as an id and anything else as a short name, and names its parameter', async () => {
    const byName = await t.get('/customers/v1/customer/acme', { as: 'admin' });
    expect(byName.status).toBe(200);
    const byId = await t.get(`/customers/v1/customer/${byName.body.data.id}`, { as: 'admin' });
    expect(byId.body.data).toEqual(byName.body.data);
    const bad = await t.get('/customers/v1/customer/acme%20corp', { as: 'admin' });
    expect(bad.status).toBe(412);
    expect(envelopeError(bad)).toMatchObject({ field: 'idOrShortName', message: 'idOrShortName must be an id or a short name (letters, digits and _ - . @)' });
    const range = await t.get('/customers/v1/customer/99999999999', { as: 'admin' });
    expect(range.status).toBe(412);
    expect(envelopeError(range).field).toBe('idOrShortName');
    expect(envelopeError(range).message).toMatch(/^idOrShortName /);
  });
});
