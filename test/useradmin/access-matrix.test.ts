// The 403 matrix of issue #3 across the demo users: one row per operation,
// one expected status per user. Invisible is nonexistent (issue 18): an object
// of a customer the caller may not see is 404, such a customer named in a body
// 412 `Unknown customer`; 403 when the caller may see it but not do this, or
// holds the operation for no customer at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type DemoUser, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const USERS: DemoUser[] = ['admin', 'analyst', 'acme-admin', 'acme-user', 'globex-user'];

interface Row {
  operation: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: (user: DemoUser) => unknown;
  /** Expected status for admin, analyst, acme-admin, acme-user, globex-user. */
  expected: [number, number, number, number, number];
}

const MATRIX: Row[] = [
  { operation: 'view an acme group', method: 'GET', path: '/useradmin/v2/group/acme-staff', expected: [200, 200, 200, 200, 404] },
  { operation: 'view a globex group', method: 'GET', path: '/useradmin/v2/group/globex-staff', expected: [200, 200, 404, 404, 200] },
  { operation: 'list acme group members', method: 'GET', path: '/useradmin/v2/group/acme-staff/members', expected: [200, 200, 200, 200, 404] },
  { operation: 'list acme group permissions', method: 'GET', path: '/useradmin/v2/group/acme-staff/permissions', expected: [200, 200, 200, 200, 404] },
  { operation: 'add an acme group', method: 'POST', path: '/useradmin/v2/group', body: (u) => ({ customer: 'acme', shortName: `m-acme-${u}`, name: 'M' }), expected: [201, 403, 201, 403, 403] },
  { operation: 'add a globex group', method: 'POST', path: '/useradmin/v2/group', body: (u) => ({ customer: 'globex', shortName: `m-globex-${u}`, name: 'M' }), expected: [201, 403, 412, 403, 403] },
  { operation: 'manage a globex group', method: 'PUT', path: '/useradmin/v2/group/globex-staff', body: () => ({ name: 'Globex staff' }), expected: [200, 403, 404, 403, 403] },
  { operation: 'manage an acme group', method: 'PUT', path: '/useradmin/v2/group/acme-staff', body: () => ({ name: 'ACME staff' }), expected: [200, 403, 200, 403, 403] },
  { operation: 'disable a globex group', method: 'DELETE', path: '/useradmin/v2/group/globex-staff', expected: [200, 403, 404, 403, 403] },
  { operation: 're-enable a globex group', method: 'PUT', path: '/useradmin/v2/group/globex-staff/reenable', expected: [200, 403, 404, 403, 403] },
  { operation: 'add members to a globex group', method: 'POST', path: '/useradmin/v2/group/globex-staff/members', body: () => ({ subject: ['globex-user'] }), expected: [201, 403, 404, 403, 403] },
  { operation: 'view a function', method: 'GET', path: '/useradmin/v2/function/POWER-USER', expected: [200, 200, 403, 403, 403] },
  { operation: 'list functions', method: 'GET', path: '/useradmin/v2/function', expected: [200, 200, 403, 403, 403] },
  { operation: 'add a function', method: 'POST', path: '/useradmin/v2/function', body: (u) => ({ name: `matrix_${u.replace('-', '_')}`, parents: ['POWER-USER'] }), expected: [201, 403, 403, 403, 403] },
  { operation: 'view an acme user', method: 'GET', path: '/useradmin/v2/user/acme-user', expected: [200, 200, 200, 200, 404] },
  { operation: 'add an acme user', method: 'POST', path: '/useradmin/v2/user', body: (u) => ({ customer: 'acme', shortName: `m-user-${u}`, name: 'M' }), expected: [201, 403, 201, 403, 403] },
  { operation: 'update a globex user', method: 'PUT', path: '/useradmin/v2/user/globex-user', body: () => ({ name: 'Globex User' }), expected: [200, 403, 404, 403, 403] },
  { operation: 'list permissions', method: 'GET', path: '/useradmin/v2/permission', expected: [200, 200, 200, 403, 403] },
  { operation: 'grant on acme', method: 'POST', path: '/useradmin/v2/permission', body: () => ({ subject: 'acme-user', function: 'viewSensors', customer: 'acme' }), expected: [201, 403, 201, 403, 403] },
  { operation: 'grant on globex', method: 'POST', path: '/useradmin/v2/permission', body: () => ({ subject: 'globex-user', function: 'viewSensors', customer: 'globex' }), expected: [201, 403, 412, 403, 403] },
  { operation: 'list acme-user\'s API keys', method: 'GET', path: '/useradmin/v2/user/acme-user/apikey', expected: [200, 403, 200, 200, 403] },
];

describe('403 matrix across the demo users', () => {
  it.each(MATRIX)('$operation', async (row) => {
    const got: number[] = [];
    for (const user of USERS) {
      const body = row.body?.(user);
      const res = await t.request(row.method, row.path, { as: user, ...(body !== undefined ? { body } : {}) });
      got.push(res.status);
      if (res.status === 403) expect(res.body.messages[0]).toMatchObject({ type: 'ACTION_ERROR', messageTemplate: 'access.denied' });
      if (res.status === 404) expect(res.body.messages[0]).toMatchObject({ type: 'ACTION_ERROR', messageTemplate: 'object.not.found' });
      if (res.status === 412) expect(res.body.messages[0]).toMatchObject({ type: 'FIELD_ERROR', field: 'customer', message: 'Unknown customer "globex"' });
    }
    expect(Object.fromEntries(USERS.map((u, i) => [u, got[i]]))).toEqual(Object.fromEntries(USERS.map((u, i) => [u, row.expected[i]])));
  });
});
