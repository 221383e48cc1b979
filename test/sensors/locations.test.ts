// /sensors/v1/location: customer and global locations, black box.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectActionError, expectFieldError, expectOk, userWith } from './helpers.ts';

let t: TestApp;
let acmeId: number;
let globexAdmin: string;
let noLocations: string;
beforeAll(async () => {
  t = await startTestApp();
  acmeId = (await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } })).id;
  globexAdmin = await userWith(t, ['CUSTOMER-ADMINISTRATOR'], 'globex');
  noLocations = await userWith(t, ['viewSensors']);
});
afterAll(async () => {
  await t?.close();
});

const body = (over: Record<string, unknown> = {}) => ({ name: 'ACME branch', shortName: 'acme-branch', networkZone: 'DMZ', customerID: acmeId, timeZoneDescription: 'Europe/Oslo', ...over });
const shortNames = (res: { body: { data: { shortName: string }[] } }) => res.body.data.map((l) => l.shortName);

describe('POST /sensors/v1/location', () => {
  it('adds a customer location (201) with the customer as an info object', async () => {
    const data = expectOk(await t.request('POST', '/sensors/v1/location', { as: 'acme-admin', body: body() }), 201);
    expect(data).toMatchObject({ shortName: 'acme-branch', name: 'ACME branch', networkZone: 'DMZ', timeZoneDescription: 'Europe/Oslo', global: false, customer: { id: acmeId, shortName: 'acme', name: 'ACME Corporation' } });
    expect(typeof data.id).toBe('number');
  });

  it('adds a location for a sub-customer (the grant on acme reaches acme-emea)', async () => {
    const emea = await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme-emea' } });
    const data = expectOk(await t.request('POST', '/sensors/v1/location', { as: 'acme-admin', body: body({ shortName: 'emea-dc', customerID: emea.id, networkZone: 'EXTERNAL' }) }), 201);
    expect(data.customer.shortName).toBe('acme-emea');
  });

  it('takes the zone spellings the spec mentions for global locations (External, Internal) and answers them upper-case', async () => {
    const data = expectOk(await t.request('POST', '/sensors/v1/location', { as: 'admin', body: body({ shortName: 'global-edge', customerID: undefined, global: true, networkZone: 'External' }) }), 201);
    expect(data.networkZone).toBe('EXTERNAL');
    const updated = expectOk(await t.request('PUT', '/sensors/v1/location/global-edge', { as: 'admin', body: { networkZone: 'Internal' } }), 200);
    expect(updated.networkZone).toBe('INTERNAL');
    expectOk(await t.request('DELETE', '/sensors/v1/location/global-edge', { as: 'admin' }), 200);
  });

  it('adds a global location with addGlobalLocation only', async () => {
    const data = expectOk(await t.request('POST', '/sensors/v1/location', { as: 'admin', body: body({ shortName: 'global-dmz', customerID: undefined, global: true }) }), 201);
    expect(data).toMatchObject({ global: true, customer: null });
    expectActionError(await t.request('POST', '/sensors/v1/location', { as: 'acme-admin', body: body({ shortName: 'global-2', customerID: undefined, global: true }) }), 403);
  });

  it.each([
    [{ customerID: undefined }, 'customerID'],
    [{ customerID: 999999 }, 'customerID'],
    [{ customerID: 'acme' }, 'customerID'],
    [{ global: true }, 'global'],
    [{ timeZoneDescription: 'Mars/Olympus_Mons' }, 'timeZoneDescription'],
    [{ timeZoneDescription: 'UTC' }, 'timeZoneDescription'],
    [{ timeZoneDescription: 'CET' }, 'timeZoneDescription'],
    [{ timeZoneDescription: '+01:00' }, 'timeZoneDescription'],
    [{ networkZone: 'LAN' }, 'networkZone'],
    [{ networkZone: undefined }, 'networkZone'],
    [{ shortName: 'a b' }, 'shortName'],
    [{ name: '  ' }, 'name'],
  ])('answers 412 naming the field for %j, adding nothing', async (over, field) => {
    expectFieldError(await t.request('POST', '/sensors/v1/location', { as: 'admin', body: body({ shortName: 'never-added', ...over }) }), field);
    expect((await t.get('/sensors/v1/location/never-added', { as: 'admin' })).status).toBe(404);
  });

  it('answers 412 (ACTION_ERROR) for a duplicate shortName', async () => {
    expectActionError(await t.request('POST', '/sensors/v1/location', { as: 'acme-admin', body: body({ shortName: 'acme-hq' }) }), 412, 'constraint.unique.shortName');
  });

  it('answers 403 to a viewer; an administrator of another customer gets what an unknown customer gets (412)', async () => {
    expectActionError(await t.request('POST', '/sensors/v1/location', { as: 'acme-user', body: body({ shortName: 'x2' }) }), 403);
    const hidden = await t.request('POST', '/sensors/v1/location', { as: globexAdmin, body: body({ shortName: 'x3' }) });
    const unknown = await t.request('POST', '/sensors/v1/location', { as: globexAdmin, body: body({ shortName: 'x3', customerID: 99999999 }) });
    expectFieldError(hidden, 'customerID');
    expectFieldError(unknown, 'customerID');
    expect(hidden.body.messages[0].messageTemplate).toBe(unknown.body.messages[0].messageTemplate);
  });
});

describe('GET /sensors/v1/location/{idOrShortname}', () => {
  it('answers an own location by short name and id, and a global one', async () => {
    const hq = expectOk(await t.get('/sensors/v1/location/acme-hq', { as: 'acme-user' }));
    expect(hq).toMatchObject({ shortName: 'acme-hq', networkZone: 'INTERNAL', customer: { shortName: 'acme' } });
    expect(expectOk(await t.get(`/sensors/v1/location/${hq.id}`, { as: 'acme-user' }))).toEqual(hq);
    expect(expectOk(await t.get('/sensors/v1/location/global-internet', { as: 'globex-user' }))).toMatchObject({ global: true, customer: null });
  });

  it('answers 404 for another customer\'s location, as for a missing one', async () => {
    expectActionError(await t.get('/sensors/v1/location/acme-hq', { as: 'globex-user' }), 404, 'object.not.found');
    expectActionError(await t.get('/sensors/v1/location/no-such-place', { as: 'acme-user' }), 404, 'object.not.found');
  });

  it('answers 403 without viewLocations and 412 for a malformed key', async () => {
    expectActionError(await t.get('/sensors/v1/location/acme-hq', { as: noLocations }), 403);
    expectFieldError(await t.get('/sensors/v1/location/a%20b', { as: 'acme-user' }), 'idOrShortname');
  });
});

describe('PUT /sensors/v1/location/{idOrShortname}', () => {
  it('changes only the fields given', async () => {
    const data = expectOk(await t.request('PUT', '/sensors/v1/location/acme-branch', { as: 'acme-admin', body: { name: 'ACME branch office', timeZoneDescription: 'America/Argentina/Salta' } }));
    expect(data).toMatchObject({ shortName: 'acme-branch', name: 'ACME branch office', networkZone: 'DMZ', timeZoneDescription: 'America/Argentina/Salta' });
    const renamed = expectOk(await t.request('PUT', `/sensors/v1/location/${data.id}`, { as: 'acme-admin', body: { shortName: 'acme-branch-1', networkZone: 'INTERNAL' } }));
    expect(renamed).toMatchObject({ id: data.id, shortName: 'acme-branch-1', networkZone: 'INTERNAL' });
  });

  it('answers 412 for bad input and duplicates, changing nothing', async () => {
    expectFieldError(await t.request('PUT', '/sensors/v1/location/acme-branch-1', { as: 'acme-admin', body: { timeZoneDescription: 'Europe/Atlantis' } }), 'timeZoneDescription');
    expectFieldError(await t.request('PUT', '/sensors/v1/location/acme-branch-1', { as: 'acme-admin', body: { networkZone: 'WAN' } }), 'networkZone');
    expectFieldError(await t.request('PUT', '/sensors/v1/location/acme-branch-1', { as: 'acme-admin', body: { customerID: 1 } }), 'customerID');
    expectFieldError(await t.request('PUT', '/sensors/v1/location/acme-branch-1', { as: 'acme-admin', body: {} }), 'body');
    expectActionError(await t.request('PUT', '/sensors/v1/location/acme-branch-1', { as: 'acme-admin', body: { shortName: 'acme-hq' } }), 412);
    expect(expectOk(await t.get('/sensors/v1/location/acme-branch-1', { as: 'acme-admin' }))).toMatchObject({ networkZone: 'INTERNAL', timeZoneDescription: 'America/Argentina/Salta' });
  });

  it('needs updateLocation for the customer, updateGlobalLocation for a global one', async () => {
    expectActionError(await t.request('PUT', '/sensors/v1/location/acme-branch-1', { as: 'acme-user', body: { name: 'x' } }), 403);
    expectActionError(await t.request('PUT', '/sensors/v1/location/global-internet', { as: 'acme-admin', body: { name: 'x' } }), 403);
    expect(expectOk(await t.request('PUT', '/sensors/v1/location/global-internet', { as: 'admin', body: { name: 'Internet edge' } })).name).toBe('Internet edge');
  });

  it('answers 404 to an administrator of another customer and for a missing location', async () => {
    expectActionError(await t.request('PUT', '/sensors/v1/location/acme-branch-1', { as: globexAdmin, body: { name: 'x' } }), 404);
    expectActionError(await t.request('PUT', '/sensors/v1/location/nowhere', { as: 'acme-admin', body: { name: 'x' } }), 404);
  });
});

describe('DELETE /sensors/v1/location/{idOrShortname}', () => {
  it('answers 412 for a location a sensor or an interface still uses, deleting nothing', async () => {
    expectActionError(await t.request('DELETE', '/sensors/v1/location/acme-hq', { as: 'acme-admin' }), 412, 'constraint.location.in.use');
    expectOk(await t.get('/sensors/v1/location/acme-hq', { as: 'acme-admin' }));
  });

  it('needs removeLocation; another customer\'s administrator gets 404', async () => {
    expectActionError(await t.request('DELETE', '/sensors/v1/location/acme-branch-1', { as: 'acme-user' }), 403);
    expectActionError(await t.request('DELETE', '/sensors/v1/location/acme-branch-1', { as: globexAdmin }), 404);
    expectActionError(await t.request('DELETE', '/sensors/v1/location/global-dmz', { as: 'acme-admin' }), 403);
  });

  it('deletes an unused location for good and answers it as it was', async () => {
    const data = expectOk(await t.request('DELETE', '/sensors/v1/location/acme-branch-1', { as: 'acme-admin' }));
    expect(data).toMatchObject({ shortName: 'acme-branch-1' });
    expectActionError(await t.get('/sensors/v1/location/acme-branch-1', { as: 'acme-admin' }), 404);
    expectActionError(await t.request('DELETE', '/sensors/v1/location/acme-branch-1', { as: 'acme-admin' }), 404);
    expect(await t.database.prisma.sensorLocation.count({ where: { shortName: 'acme-branch-1' } })).toBe(0);
    expectOk(await t.request('DELETE', '/sensors/v1/location/global-dmz', { as: 'admin' }));
  });
});

describe('GET /sensors/v1/location (search)', () => {
  it('lists own and global locations only', async () => {
    const acme = await t.get('/sensors/v1/location?sortBy=shortName', { as: 'acme-user' });
    expectOk(acme);
    expect(shortNames(acme)).toEqual(['acme-emea-hq', 'acme-hq', 'emea-dc', 'global-internet']);
    expect(acme.body).toMatchObject({ count: 4, size: 4, limit: 25, offset: 0, currentPage: 0 });
    const globex = await t.get('/sensors/v1/location?sortBy=shortName', { as: 'globex-user' });
    expect(shortNames(globex)).toEqual(['global-internet', 'globex-hq']);
    const analyst = await t.get('/sensors/v1/location', { as: 'analyst' });
    expect(analyst.body.count).toBe(5);
  });

  it('filters by customer, keyword, global and network zone; pages', async () => {
    expect(shortNames(await t.get('/sensors/v1/location?customer=acme-emea&sortBy=shortName', { as: 'analyst' }))).toEqual(['acme-emea-hq', 'emea-dc']);
    expect(shortNames(await t.get('/sensors/v1/location?global=true', { as: 'analyst' }))).toEqual(['global-internet']);
    expect((await t.get('/sensors/v1/location?global=false', { as: 'analyst' })).body.count).toBe(4);
    expect(shortNames(await t.get('/sensors/v1/location?keyword=HEADQUARTERS&customer=globex', { as: 'analyst' }))).toEqual(['globex-hq']);
    expect(shortNames(await t.get('/sensors/v1/location?networkZone=EXTERNAL&global=false', { as: 'analyst' }))).toEqual(['emea-dc']);
    const page = await t.get('/sensors/v1/location?limit=2&offset=2&sortBy=-shortName', { as: 'analyst' });
    expect(page.body).toMatchObject({ count: 5, size: 2, limit: 2, offset: 2, currentPage: 1 });
  });

  it('never widens a filter beyond what the caller may see', async () => {
    const res = await t.get('/sensors/v1/location?customer=acme', { as: 'globex-user' });
    expect(res.body).toMatchObject({ count: 0, size: 0, data: [] });
  });

  it('answers 412 for bad parameters and 403 without any view function', async () => {
    expectFieldError(await t.get('/sensors/v1/location?global=maybe', { as: 'analyst' }), 'global');
    expectFieldError(await t.get('/sensors/v1/location?networkZone=LAN', { as: 'analyst' }), 'networkZone');
    expectFieldError(await t.get('/sensors/v1/location?limit=-1', { as: 'analyst' }), 'limit');
    expectActionError(await t.get('/sensors/v1/location', { as: noLocations }), 403);
  });
});

describe('GraphQL locations', () => {
  it('adds and reads a location through mutations', async () => {
    const res = await t.graphql(
      'mutation($i: AddSensorLocationInput!) { addSensorLocation(input: $i) { location { shortName networkZone global customer { shortName } } } }',
      { i: { name: 'Lab', shortName: 'acme-lab', networkZone: 'INTERNAL', customerID: acmeId, timeZoneDescription: 'Asia/Tokyo' } },
      { as: 'acme-admin' },
    );
    expect(res.body).toEqual({ data: { addSensorLocation: { location: { shortName: 'acme-lab', networkZone: 'INTERNAL', global: false, customer: { shortName: 'acme' } } } } });
    const bad = await t.graphql('mutation { updateSensorLocation(input: { location: { shortName: "acme-lab" }, timeZoneDescription: "Nowhere/Town" }) { location { id } } }', {}, { as: 'acme-admin' });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'timeZoneDescription' });
  });
  it('customerID takes the customer\'s global id; another type\'s global id is INVALID_FIELD naming customerID, adding nothing', async () => {
    const ids = await t.graphql('{ customer(ref: { shortName: "acme" }) { id } user(ref: { shortName: "acme-admin" }) { id } }', {}, { as: 'acme-admin' });
    expect(ids.body.errors).toBeUndefined();
    const add = (shortName: string, customerID: string) =>
      t.graphql(
        'mutation($i: AddSensorLocationInput!) { addSensorLocation(input: $i) { location { shortName customer { databaseId shortName } } } }',
        { i: { name: 'By global id', shortName, networkZone: 'DMZ', customerID, timeZoneDescription: 'Europe/Oslo' } },
        { as: 'acme-admin' },
      );
    const byGid = await add('acme-gid', ids.body.data.customer.id);
    expect(byGid.body).toEqual({ data: { addSensorLocation: { location: { shortName: 'acme-gid', customer: { databaseId: acmeId, shortName: 'acme' } } } } });
    const wrong = await add('acme-gid-user', ids.body.data.user.id);
    expect(wrong.body.data).toEqual({ addSensorLocation: null });
    expect(wrong.body.errors).toHaveLength(1);
    expect(wrong.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'customerID' });
    expect((await t.get('/sensors/v1/location/acme-gid-user', { as: 'admin' })).status).toBe(404);
  });
});

describe('location mutations: one input, a payload', () => {
  it('take the location in the input and answer it in the payload; a bad value names `location`, REST the path parameter', async () => {
    const res = await t.graphql('mutation { updateSensorLocation(input: { location: { shortName: "acme-hq" }, name: "acme headquarters" }) { location { shortName name } } }', {}, { as: 'acme-admin' });
    expect(res.body).toEqual({ data: { updateSensorLocation: { location: { shortName: 'acme-hq', name: 'acme headquarters' } } } });
    const bad = await t.graphql('mutation { removeSensorLocation(input: { location: { shortName: "a b" } }) { location { id } } }', {}, { as: 'admin' });
    expect(bad.body.data).toEqual({ removeSensorLocation: null });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'location' });
    expectFieldError(await t.request('PUT', '/sensors/v1/location/a%20b', { as: 'admin', body: { name: 'x' } }), 'idOrShortname');
  });

  it("answer another customer's location as NOT_FOUND, exactly like a missing one", async () => {
    const remove = (location: string) => t.graphql(`mutation { removeSensorLocation(input: { location: { shortName: "${location}" } }) { location { id } } }`, {}, { as: 'acme-admin' });
    const hidden = await remove('globex-hq');
    const missing = await remove('globex-nowhere');
    expect(hidden.body.data).toEqual({ removeSensorLocation: null });
    expect(hidden.body.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', messageTemplate: 'object.not.found' });
    // The whole answer, apart from the name asked for.
    const shown = (body: unknown, asked: string) => JSON.stringify(body).replace(/"timestamp":\d+/g, '"timestamp":0').replaceAll(asked, 'X');
    expect(shown(hidden.body, 'globex-hq')).toBe(shown(missing.body, 'globex-nowhere'));
    expect(await t.database.prisma.sensorLocation.findUnique({ where: { shortName: 'globex-hq' } })).not.toBeNull();
  });
});
