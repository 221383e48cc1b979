// DocumentElementRef @oneOf { id | path: { customer: CustomerRef, names } }
// and documentRootFolder(customer: CustomerRef) (docs/graphql.md "Ids").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ELEMENT = 'query ($r: DocumentElementRef!) { documentElement(ref: $r) { databaseId name } }';

describe('an element by the key given', () => {
  it('reads the root folder by id, by path (own customer by default) and by a customer reference', async () => {
    const root = (await t.graphql('{ documentRootFolder(customer: { shortName: "acme" }) { id databaseId name } }', {}, { as: 'acme-user' })).body.data.documentRootFolder;
    const customer = (await t.graphql('{ customer(ref: { shortName: "acme" }) { id } }', {}, { as: 'admin' })).body.data.customer.id;
    for (const ref of [{ id: root.id }, { id: String(root.databaseId) }, { path: { names: [] } }, { path: { customer: { shortName: 'acme' }, names: [] } }, { path: { customer: { id: customer }, names: [] } }]) {
      const res = await t.graphql(ELEMENT, { r: ref }, { as: 'acme-user' });
      expect(res.body, JSON.stringify(ref)).toEqual({ data: { documentElement: { databaseId: root.databaseId, name: root.name } } });
    }
  });

  it('a blank customer (empty or spaces) names none: the caller\'s own space, as REST\'s blank ?customer= always meant', async () => {
    const own = await t.graphql(ELEMENT, { r: { path: { names: [] } } }, { as: 'acme-user' });
    expect(own.body.data.documentElement).not.toBeNull();
    for (const shortName of ['', ' ']) {
      const res = await t.graphql(ELEMENT, { r: { path: { customer: { shortName }, names: [] } } }, { as: 'acme-user' });
      expect(res.body, JSON.stringify(shortName)).toEqual(own.body);
    }
    const restOwn = await t.get('/documents/v1/folder/path/meta', { as: 'acme-user' });
    expect(restOwn.status).toBe(200);
    for (const customer of ['', ' ']) {
      const res = await t.get('/documents/v1/folder/path/meta', { as: 'acme-user', query: { customer } });
      expect(res.status, JSON.stringify(customer)).toBe(200);
      expect(res.body.data).toEqual(restOwn.body.data);
    }
  });

  it('refuses both keys or none (@oneOf), as a variable and in the document', async () => {
    for (const ref of [{ id: '1', path: { names: [] } }, {}]) {
      const res = await t.graphql(ELEMENT, { r: ref }, { as: 'acme-user' });
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
    const literal = await t.graphql('{ documentElement(ref: { id: "1", path: { names: [] } }) { id } }', {}, { as: 'acme-user' });
    expect(literal.body.errors[0].extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED' });
    expect(literal.body.errors[0].message).toContain('DocumentElementRef');
  });

  it('names the customer reference when its key is bad', async () => {
    const res = await t.graphql(ELEMENT, { r: { path: { customer: { id: 'acme' }, names: [] } } }, { as: 'acme-user' });
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'customer' });
  });

  it('answers another customer\'s space exactly like a missing customer', async () => {
    const ask = (shortName: string) => t.graphql(ELEMENT, { r: { path: { customer: { shortName }, names: [] } } }, { as: 'acme-user' });
    const strip = (body: unknown, name: string) => JSON.parse(JSON.stringify(body).replaceAll(name, 'X').replace(/"timestamp":\d+/g, '"timestamp":0'));
    const hidden = await ask('globex');
    const missing = await ask('no-such-customer');
    expect(hidden.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(strip(hidden.body, 'globex')).toEqual(strip(missing.body, 'no-such-customer'));
    const root = (name: string) => t.graphql('query ($c: CustomerRef) { documentRootFolder(customer: $c) { id } }', { c: { shortName: name } }, { as: 'acme-user' });
    expect(strip((await root('globex')).body, 'globex')).toEqual(strip((await root('no-such-customer')).body, 'no-such-customer'));
  });
});
