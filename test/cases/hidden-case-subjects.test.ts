// What a case names (its users: assignees, reporter, watchers; its access
// subjects: users and groups) must be someone the caller may see. A user or
// group of a customer out of the caller's reach shows as a hidden stub on the
// case, so naming it must answer exactly as a name or id nobody has (status,
// error code, field and message with the name swapped, the same statements),
// and store nothing; else a caller could try names (on an operator case every
// customer is below, on a sub-customer's case its siblings) until one is taken
// and so learn who exists elsewhere. And the place of a hidden watcher in the
// list must not tell its name. REST and GraphQL alike.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COUNTING_STATEMENTS, envelopeError, startTestApp, type Response, type TestApp } from '../support/app.ts';
import { customer, makeCase, user, userWithKey } from './helpers.ts';

let t: TestApp;
/** An operator case reported (owned) by acme-user. */
let operatorCase: number;
/** An acme case reported (owned) by emea-user (of acme-emea). */
let acmeCase: number;
let emeaKey: string;
let globexKey: string;
const ids: Record<string, number> = {};
const gids: Record<string, string> = {};
const MISSING_ID = 999999999;

const gql = async (query: string, variables: Record<string, unknown>, as: string) => t.graphql(query, variables, { as });

beforeAll(async () => {
  t = await startTestApp({ env: COUNTING_STATEMENTS });
  const prisma = t.database.prisma;
  const acme = await customer(t, 'acme');
  // acme-apac: a sibling of acme-emea, which acme-emea's users may not see.
  const apac = await prisma.customer.create({ data: { shortName: 'acme-apac', name: 'ACME APAC', parentId: acme.id, domainId: acme.domainId } });
  const emea = await userWithKey(t, 'emea-user', 'acme-emea');
  emeaKey = emea.key;
  const apacUser = await userWithKey(t, 'apac-user', 'acme-apac');
  const apacTeam = await prisma.group.create({ data: { shortName: 'apac-team', name: 'APAC team', customerId: apac.id } });
  // globex-user may file cases for acme-emea: acme (above it) stays out of its reach.
  globexKey = t.keys['globex-user']!;
  const granted = await gql('mutation { grantPermission(input: { subject: { user: { shortName: "globex-user" } }, function: { name: "CASES-SUPPORT-WRITE" }, customer: { shortName: "acme-emea" } }) { permission { id } } }', {}, 'admin');
  expect(granted.body.errors).toBeUndefined();
  for (const name of ['acme-user', 'acme-admin', 'globex-user', 'analyst']) ids[name] = (await user(t, name)).id;
  ids['emea-user'] = emea.id;
  ids['apac-user'] = apacUser.id;
  ids['apac-team'] = apacTeam.id;
  for (const name of ['globex-staff', 'acme-staff']) ids[name] = (await prisma.group.findUniqueOrThrow({ where: { shortName: name } })).id;
  const found = await gql('{ globex: user(ref: { shortName: "globex-user" }) { id } apac: user(ref: { shortName: "apac-user" }) { id } }', {}, 'admin');
  gids['globex-user'] = found.body.data.globex.id;
  gids['apac-user'] = found.body.data.apac.id;
  operatorCase = await makeCase(t, { customer: 'operator', service: 'support', reporterId: ids['acme-user']!, subject: 'operator case' });
  acmeCase = await makeCase(t, { customer: 'acme', service: 'support', reporterId: emea.id, subject: 'acme case' });
});
afterAll(async () => {
  await t?.close();
});
// Each test starts from the two cases as made (a refusal that did store something, as
// before the fix, must not change what the next test sees).
afterEach(async () => {
  const prisma = t.database.prisma;
  await prisma.case.update({ where: { id: operatorCase }, data: { reporterId: ids['acme-user']!, assignedUserId: null, assignedTechId: null } });
  await prisma.case.update({ where: { id: acmeCase }, data: { reporterId: ids['emea-user']!, assignedUserId: null, assignedTechId: null } });
  await prisma.caseWatcher.deleteMany({ where: { caseId: { in: [operatorCase, acmeCase] } } });
  await prisma.caseAccessEntry.deleteMany({ where: { caseId: { in: [operatorCase, acmeCase] } } });
});

/** The answer with the subject named swapped for a placeholder (its bare text, and wherever it is quoted) and the time of the error left out. */
function masked(value: unknown, key: string): unknown {
  if (typeof value === 'string') return value === key ? '<subject>' : value.split(JSON.stringify(key)).join('"<subject>"');
  if (Array.isArray(value)) return value.map((item) => masked(item, key));
  // When the answer was made differs, of course.
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'timestamp' ? '<time>' : masked(v, key)]));
  return value;
}

/** What a case's stored state is, as far as the refused requests could change it. */
async function stored(caseId: number) {
  const prisma = t.database.prisma;
  const row = await prisma.case.findUniqueOrThrow({ where: { id: caseId }, select: { reporterId: true, assignedUserId: true, assignedTechId: true, updatedAt: true } });
  const watchers = await prisma.caseWatcher.findMany({ where: { caseId }, select: { userId: true }, orderBy: { userId: 'asc' } });
  const entries = await prisma.caseAccessEntry.findMany({ where: { caseId }, select: { userId: true, groupId: true, level: true }, orderBy: { id: 'asc' } });
  return { row, watchers, entries };
}

/**
 * Runs the request naming the hidden subject and the one naming the missing one (each
 * once to warm up, then measured): same status, same answer but for the name, same
 * statements; nothing stored by either. Answers the hidden one's answer.
 */
async function sameAsMissing(caseId: number | null, send: (key: string | number) => Promise<Response>, hidden: string | number, missing: string | number): Promise<Response> {
  const before = caseId === null ? await t.database.prisma.case.count() : await stored(caseId);
  await send(hidden);
  await send(missing);
  const a = await t.database.statements.capture(() => send(hidden));
  const b = await t.database.statements.capture(() => send(missing));
  expect(a.result.status).toBe(b.result.status);
  expect(masked(a.result.body, String(hidden))).toEqual(masked(b.result.body, String(missing)));
  expect(a.statements).toEqual(b.statements);
  const after = caseId === null ? await t.database.prisma.case.count() : await stored(caseId);
  expect(after).toEqual(before);
  return a.result;
}

const UPDATE = 'mutation ($i: UpdateCaseInput!) { updateCase(input: $i) { case { assignedUser { hidden shortName } assignedTech { hidden shortName } reporter { hidden shortName } watchers { hidden shortName } } } }';
const ADD = 'mutation ($i: AddCaseInput!) { addCase(input: $i) { case { databaseId assignedUser { hidden shortName } watchers { hidden shortName } } } }';
const GRANT = 'mutation ($i: GrantCaseAccessInput!) { grantCaseAccess(input: $i) { accessEntry { level subject { hidden type shortName } } } }';

/** The REST update body naming `key` in one of the user references. */
const restUpdate = (field: string, key: string | number) => (field.startsWith('watchers') ? { [field]: [key] } : { [field]: key });
/** The GraphQL update input naming `key` (a short name, or an id: numeric or global). */
const ref = (key: string | number, by: 'shortName' | 'id') => (by === 'id' ? { id: String(key) } : { shortName: String(key) });
const gqlUpdate = (caseId: number, field: string, r: unknown) => ({ case: String(caseId), [field]: field.startsWith('watchers') ? [r] : r });

describe('a case user reference (assignee, reporter, watcher) the caller may not see', () => {
  const FIELDS = ['assignedUser', 'assignedTech', 'reporter', 'watchersToAdd', 'watchersToRemove'];
  const expectRefused = (res: Response, field: string) => {
    expect(res.status).toBe(412);
    expect(envelopeError(res)).toMatchObject({ field: field.startsWith('watchers') ? `${field}[0]` : field });
  };

  describe.each([
    // On an operator case every customer is below: acme-user (its owner) must not reach globex's users.
    { scenario: 'below an operator case', caseOf: () => operatorCase, as: () => 'acme-user', hidden: 'globex-user', visible: 'acme-admin' },
    // On an acme case an acme-emea user must not reach the users of its sibling acme-apac.
    { scenario: 'of a sibling sub-customer', caseOf: () => acmeCase, as: () => emeaKey, hidden: 'apac-user', visible: 'acme-admin' },
  ])('$scenario', ({ caseOf, as, hidden, visible }) => {
    it.each(FIELDS)('REST PUT /case/{id} %s: answers as for a user nobody has, by short name and id, and stores nothing', async (field) => {
      const send = (key: string | number) => t.request('PUT', `/cases/v2/case/${caseOf()}`, { as: as(), body: restUpdate(field, key) });
      expectRefused(await sameAsMissing(caseOf(), send, hidden, 'nosuch-user'), field);
      expectRefused(await sameAsMissing(caseOf(), send, ids[hidden]!, MISSING_ID), field);
      const res = await send('nosuch-user');
      expect(envelopeError(res).message).toBe('Unknown user "nosuch-user" for this case\'s customer');
    });

    it.each(FIELDS)('GraphQL updateCase %s: answers as for a user nobody has, by short name, id and global id, and stores nothing', async (field) => {
      for (const [h, m, by] of [
        [hidden, 'nosuch-user', 'shortName'],
        [ids[hidden]!, MISSING_ID, 'id'],
        [gids[hidden]!, `gid://vigil/User/${MISSING_ID}`, 'id'],
      ] as const) {
        const send = (key: string | number) => gql(UPDATE, { i: gqlUpdate(caseOf(), field, ref(key, by)) }, as());
        const res = await sameAsMissing(caseOf(), send, h, m);
        expect(res.body.data?.updateCase ?? null).toBeNull();
        expect(res.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: field.startsWith('watchers') ? `${field}[0]` : field });
      }
    });

    it('a user the caller may see still works (REST and GraphQL)', async () => {
      const rest = await t.request('PUT', `/cases/v2/case/${caseOf()}`, { as: as(), body: { assignedTech: visible, watchersToAdd: [visible] } });
      expect(rest.status).toBe(200);
      expect(rest.body.data.assignedTech.shortName).toBe(visible);
      expect(rest.body.data.watchers.map((w: { shortName: string }) => w.shortName)).toContain(visible);
      const res = await gql(UPDATE, { i: { case: String(caseOf()), assignedUser: { shortName: visible } } }, as());
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.updateCase.case.assignedUser).toEqual({ hidden: false, shortName: visible });
    });
  });

  it('a list of watchers is looked up in one statement however long, and every bad or unknown one is named in order', async () => {
    const put = (watchers: (string | number)[]) => t.request('PUT', `/cases/v2/case/${operatorCase}`, { as: 'admin', body: { watchersToRemove: watchers } });
    const one = ['acme-user'];
    const three = ['acme-user', 'acme-admin', ids['globex-user']!];
    await put(one);
    await put(three);
    const a = await t.database.statements.capture(() => put(one));
    const b = await t.database.statements.capture(() => put(three));
    expect(a.result.status).toBe(200);
    expect(b.result.status).toBe(200);
    expect(b.statements.length).toBe(a.statements.length);
    const bad = await put(['nosuch-a', 'acme-admin', 'nosuch-b', ids['globex-user']!, 'gid://vigil/Group/1']);
    expect(bad.status).toBe(412);
    expect(bad.body.messages.map((m: { field: string }) => m.field)).toEqual(['watchersToRemove[0]', 'watchersToRemove[2]', 'watchersToRemove[4]']);
    expect(bad.body.messages[0].message).toBe('Unknown user "nosuch-a" for this case\'s customer');
  });

  it('an operator administrator, who reaches every customer, still assigns and watches with those users (REST and GraphQL)', async () => {
    const rest = await t.request('PUT', `/cases/v2/case/${operatorCase}`, { as: 'admin', body: { assignedTech: 'globex-user', watchersToAdd: ['globex-user'] } });
    expect(rest.status).toBe(200);
    expect(rest.body.data.assignedTech.shortName).toBe('globex-user');
    const res = await gql(UPDATE, { i: { case: String(operatorCase), assignedUser: { shortName: 'globex-user' } } }, 'admin');
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.updateCase.case.assignedUser).toEqual({ hidden: false, shortName: 'globex-user' });
    const onAcme = await t.request('PUT', `/cases/v2/case/${acmeCase}`, { as: 'admin', body: { assignedUser: 'apac-user' } });
    expect(onAcme.status).toBe(200);
    expect(onAcme.body.data.assignedUser.shortName).toBe('apac-user');
    // What the owner sees now: stubs, which it may not name back (remove) either.
    const seen = await t.get(`/cases/v2/case/${operatorCase}`, { as: 'acme-user' });
    expect(seen.body.data.assignedUser).toMatchObject({ shortName: null });
    expectRefused(await t.request('PUT', `/cases/v2/case/${operatorCase}`, { as: 'acme-user', body: { watchersToRemove: ['globex-user'] } }), 'watchersToRemove');
  });

  describe('creating a case', () => {
    // globex-user files cases for acme-emea; acme, above it, is out of its reach.
    const body = (extra: Record<string, unknown>) => ({ customer: 'acme-emea', service: 'support', subject: 'filed by globex', type: 'informational', priority: 'low', ...extra });
    const input = (extra: Record<string, unknown>) => ({ customer: { shortName: 'acme-emea' }, service: { shortName: 'support' }, subject: 'filed by globex', type: 'INFORMATIONAL', priority: 'LOW', ...extra });

    it.each(['assignedUser', 'assignedTech', 'watchers'])('REST POST /case %s: answers as for a user nobody has and creates nothing', async (field) => {
      const send = (key: string | number) => t.request('POST', '/cases/v2/case', { as: globexKey, body: body(field === 'watchers' ? { watchers: [key] } : { [field]: key }) });
      expectRefused(await sameAsMissing(null, send, 'acme-user', 'nosuch-user'), field);
      expectRefused(await sameAsMissing(null, send, ids['acme-user']!, MISSING_ID), field);
    });

    it.each(['assignedUser', 'assignedTech', 'watchers'])('GraphQL addCase %s: answers as for a user nobody has and creates nothing', async (field) => {
      for (const [h, m, by] of [
        ['acme-user', 'nosuch-user', 'shortName'],
        [ids['acme-user']!, MISSING_ID, 'id'],
      ] as const) {
        const send = (key: string | number) => gql(ADD, { i: input(field === 'watchers' ? { watchers: [ref(key, by)] } : { [field]: ref(key, by) }) }, globexKey);
        const res = await sameAsMissing(null, send, h, m);
        expect(res.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: field === 'watchers' ? 'watchers[0]' : field });
      }
    });

    it('a user the caller may see still works; an operator administrator may name any', async () => {
      const rest = await t.request('POST', '/cases/v2/case', { as: globexKey, body: body({ assignedTech: 'analyst', watchers: ['emea-user'] }) });
      expect(rest.status).toBe(201);
      expect(rest.body.data.assignedTech.shortName).toBe('analyst');
      const res = await gql(ADD, { i: input({ assignedUser: { shortName: 'emea-user' } }) }, globexKey);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.addCase.case.assignedUser).toEqual({ hidden: false, shortName: 'emea-user' });
      const admin = await gql(ADD, { i: input({ assignedUser: { shortName: 'acme-user' }, watchers: [{ shortName: 'acme-admin' }] }) }, 'admin');
      expect(admin.body.errors).toBeUndefined();
      expect(admin.body.data.addCase.case.assignedUser).toEqual({ hidden: false, shortName: 'acme-user' });
      expect(admin.body.data.addCase.case.watchers).toEqual([{ hidden: false, shortName: 'acme-admin' }]);
    });
  });
});

describe('sharing a case with a user or group the caller may not see', () => {
  const restGrant = (caseId: number, as: string) => (key: string | number, subjectType?: string) =>
    t.request('POST', `/cases/v2/case/${caseId}/access`, { as, body: { subjectID: key, ...(subjectType ? { subjectType } : {}), level: 'read' } });
  const gqlGrant = (caseId: number, as: string, subjectType?: string) => (key: string | number) =>
    gql(GRANT, { i: { case: String(caseId), subjectID: String(key), ...(subjectType ? { subjectType } : {}), level: 'READ' } }, as);

  describe.each([
    { scenario: 'below an operator case', caseOf: () => operatorCase, as: () => 'acme-user', hiddenUser: 'globex-user', hiddenGroup: 'globex-staff', visibleUser: 'acme-admin', visibleGroup: 'acme-staff' },
    { scenario: 'of a sibling sub-customer', caseOf: () => acmeCase, as: () => emeaKey, hiddenUser: 'apac-user', hiddenGroup: 'apac-team', visibleUser: 'acme-admin', visibleGroup: 'acme-staff' },
  ])('$scenario', ({ caseOf, as, hiddenUser, hiddenGroup, visibleUser, visibleGroup }) => {
    it('REST POST /case/{id}/access: a hidden user or group answers as an id or name nobody has, and nothing is stored', async () => {
      for (const [hidden, type] of [[hiddenUser, 'user'], [hiddenGroup, 'group']] as const) {
        for (const subjectType of [type, undefined]) {
          const send = (key: string | number) => restGrant(caseOf(), as())(key, subjectType);
          // An id without subjectType may name a user and a group at once (ids are per table): by name then.
          const keys = subjectType ? ([[hidden, 'nosuch-subject'], [ids[hidden]!, MISSING_ID]] as const) : ([[hidden, 'nosuch-subject']] as const);
          for (const [h, m] of keys) {
            const res = await sameAsMissing(caseOf(), send, h, m);
            expect(res.status).toBe(412);
            expect(envelopeError(res)).toMatchObject({ field: 'subjectID', message: `No user or group ${JSON.stringify(String(h))} that this case may be shared with` });
          }
        }
      }
    });

    it('GraphQL grantCaseAccess: a hidden user or group answers as an id or name nobody has, and nothing is stored', async () => {
      for (const [hidden, type] of [[hiddenUser, 'USER'], [hiddenGroup, 'GROUP']] as const) {
        for (const [h, m] of [[hidden, 'nosuch-subject'], [ids[hidden]!, MISSING_ID]] as const) {
          const res = await sameAsMissing(caseOf(), gqlGrant(caseOf(), as(), type), h, m);
          expect(res.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'subjectID' });
        }
      }
      const global = await sameAsMissing(caseOf(), gqlGrant(caseOf(), as()), gids[hiddenUser]!, `gid://vigil/User/${MISSING_ID}`);
      expect(global.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'subjectID' });
    });

    it('a user or group the caller may see is still granted (REST and GraphQL)', async () => {
      const user = await restGrant(caseOf(), as())(visibleUser);
      expect(user.status).toBe(201);
      expect(user.body.data.subject).toMatchObject({ type: 'user', shortName: visibleUser });
      const group = await gqlGrant(caseOf(), as(), 'GROUP')(visibleGroup);
      expect(group.body.errors).toBeUndefined();
      expect(group.body.data.grantCaseAccess.accessEntry).toEqual({ level: 'READ', subject: { hidden: false, type: 'GROUP', shortName: visibleGroup } });
    });
  });

  it('an operator administrator, who reaches every customer, still shares with them (REST and GraphQL)', async () => {
    const user = await restGrant(operatorCase, 'admin')('globex-user');
    expect(user.status).toBe(201);
    expect(user.body.data.subject).toMatchObject({ type: 'user', shortName: 'globex-user' });
    const group = await gqlGrant(acmeCase, 'admin', 'GROUP')('apac-team');
    expect(group.body.errors).toBeUndefined();
    expect(group.body.data.grantCaseAccess.accessEntry.subject).toEqual({ hidden: false, type: 'GROUP', shortName: 'apac-team' });
  });
});

describe('the place of a hidden watcher', () => {
  // Watchers acme-admin and acme-user, which acme-user sees, and one globex user it does not,
  // named to sort before, between and after them.
  const HIDDEN_NAMES = ['aaa-hidden', 'acme-b-hidden', 'zzz-hidden'];
  const cases: Record<string, number> = {};

  beforeAll(async () => {
    const prisma = t.database.prisma;
    for (const name of HIDDEN_NAMES) {
      const hidden = await userWithKey(t, name, 'globex');
      const id = await makeCase(t, { customer: 'operator', service: 'support', reporterId: ids['acme-user']!, subject: `watched by ${name}` });
      await prisma.caseWatcher.createMany({ data: [ids['acme-admin']!, ids['acme-user']!, hidden.id].map((userId) => ({ caseId: id, userId })) });
      cases[name] = id;
    }
  });

  const GET = 'query ($id: ID!) { case(id: $id) { watchers { hidden shortName } } }';
  const names = (watchers: { shortName: string | null }[]) => watchers.map((w) => w.shortName ?? '<hidden>');

  it('tells nothing of its name: the answers are the same whatever the name (REST and GraphQL)', async () => {
    const rest: string[][] = [];
    const graph: string[][] = [];
    for (const name of HIDDEN_NAMES) {
      const r = await t.get(`/cases/v2/case/${cases[name]}`, { as: 'acme-user' });
      expect(r.status).toBe(200);
      rest.push(names(r.body.data.watchers));
      const g = await gql(GET, { id: String(cases[name]) }, 'acme-user');
      expect(g.body.errors).toBeUndefined();
      graph.push(names(g.body.data.case.watchers));
    }
    for (const answer of [...rest, ...graph]) expect(answer).toEqual(['acme-admin', 'acme-user', '<hidden>']);
  });

  it('who sees every watcher gets them all by name', async () => {
    const r = await t.get(`/cases/v2/case/${cases['acme-b-hidden']}`, { as: 'admin' });
    expect(names(r.body.data.watchers)).toEqual(['acme-admin', 'acme-b-hidden', 'acme-user']);
    const g = await gql(GET, { id: String(cases['aaa-hidden']) }, 'admin');
    expect(names(g.body.data.case.watchers)).toEqual(['aaa-hidden', 'acme-admin', 'acme-user']);
  });
});
