// The cross-tenant walk (issue 18): after the administrator has linked acme
// and globex objects every way the API allows (test/support/walk/cross-links.ts),
// every relation of the schema, found by introspection, is followed from every
// root query field as each acme demo user and anonymously, and no answer shows
// anything of globex: no text naming it, no id of an object only globex has.
// A new type or edge is walked without editing this test. So that the walk
// cannot pass by reaching nothing, it asserts it selected every edge reachable
// from the roots acme users may call, and that their answers held a value on
// most of them; the REST part checks that the administrator does read globex
// through the same URLs. Found by it so far (and fixed in the domains): case
// field values naming another customer's user, group or case; a subject
// field's default; a 500 on `children { revisions { createdBy } }` (tests
// only). Ids in plain number fields (`DocumentAccess.subjectID`, `ApiKey.userId`)
// carry no type to tell whose they are: each id-like field of the schema is
// mapped to the kinds of object it holds ids of (test/support/walk/id-fields.ts;
// a new unmapped one fails), and a globex-only id of its kind is a leak. Not
// seen by it: ids inside JSON values (case field values' `key` and `info`) and
// error messages of mutations (lock holders) are not walked;
// test/platform/hidden-references.test.ts covers those.
import { buildClientSchema, getIntrospectionQuery, isNonNullType, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { edgesIn, globexIn, objectsIn, type IdFieldCount } from '../support/walk/answers.ts';
import { ID_FIELD_KINDS, idLikeFields } from '../support/walk/id-fields.ts';
import { callsOf, Pools } from '../support/walk/arguments.ts';
import { linkAcmeAndGlobex, type Links } from '../support/walk/cross-links.ts';
import { walkRoot, type Answer, type RootCall } from '../support/walk/run-graphql.ts';
import { reachableEdges } from '../support/walk/selection.ts';
import { urlsFor } from '../support/walk/rest-gets.ts';
import { fuzzRoutes } from '../support/fuzz/rest-cases.ts';

/** Edges followed below each root field's answer. */
const DEPTH = 3;
const CALLERS = ['acme-admin', 'acme-user', undefined] as const;

let t: TestApp;
let links: Links;
let schema: GraphQLSchema;
const pools = new Pools();
let calls: RootCall[] = [];
/** `Type:id` of objects the administrator saw naming globex and never otherwise. */
const globexIds = new Set<string>();

beforeAll(async () => {
  // Three nested lists of ten can cost more than the default limit on one path, which no
  // split makes cheaper; and anonymous passive DNS is limited to 10 requests a minute. Neither
  // limit is what this test is about (graphql-cost.test.ts, test/pdns): both raised, so every
  // anonymous request is answered rather than refused.
  t = await startTestApp({ env: { GRAPHQL_MAX_COST: '100000000', PDNS_PUBLIC_PER_MINUTE: '0', PDNS_PUBLIC_PER_DAY: '0', PDNS_USER_PER_MINUTE: '0' } });
  links = await linkAcmeAndGlobex(t);
  const introspection = await t.graphql(getIntrospectionQuery(), {}, { as: 'admin' });
  expect(introspection.body.errors).toBeUndefined();
  schema = buildClientSchema(introspection.body.data as IntrospectionQuery);

  // The administrator's walk: what exists (to fill arguments), and what is globex's.
  const roots = Object.values(schema.getQueryType()!.getFields());
  const seen: ReturnType<typeof objectsIn> = [];
  const collect = (a: Answer) => {
    const found = objectsIn(a.response.body?.data);
    seen.push(...found);
    pools.add(found);
  };
  const free = roots.filter((f) => !f.args.some((a) => isNonNullType(a.type)));
  for (const field of free) await walkRoot(t, schema, { field, args: {} }, 2, 'admin', collect);
  pools.add(links.seeds);
  pools.add([{ typename: 'PdnsRecord', object: { query: 'walk.example.' }, globex: true }, { typename: 'PdnsRecord', object: { query: 'intranet.acme.example.' }, globex: false }]);
  // Second round: roots that need arguments, filled from the first (their answers fill more).
  // Twice: a field whose arguments only the answers of a later field fill (documentRevision's number) gets its turn.
  const needing = roots.filter((f) => !free.includes(f));
  const uncalled = new Set(needing);
  for (let round = 0; round < 2; round += 1) {
    for (const field of needing.filter((f) => uncalled.has(f))) {
      for (const call of callsOf(pools, field)) {
        uncalled.delete(field);
        await walkRoot(t, schema, call, 1, 'admin', collect);
      }
    }
  }
  // Every root field, its switches (includeDisabled, includeDeleted ...) on and off too.
  calls = roots.flatMap((field) => callsOf(pools, field));
  const other = new Set<string>();
  // Objects made by the set-up that no list of the administrator's may reach count too.
  for (const s of [...seen, ...links.seeds]) {
    if (s.object.id === null || s.object.id === undefined) continue;
    (s.globex ? globexIds : other).add(`${s.typename}:${String(s.object.id)}`);
    // The numeric id beside a global one: what id-like fields (subjectID, userId, ...) hold.
    const numeric = s.object.databaseId ?? s.object.uuid;
    if (numeric !== null && numeric !== undefined) (s.globex ? globexIds : other).add(`${s.typename}:${String(numeric)}`);
  }
  for (const key of other) globexIds.delete(key);
}, 600_000);

afterAll(async () => {
  await t?.close();
});

describe('cross-tenant walk (GraphQL)', () => {
  it('the set-up linked acme and globex objects', () => {
    console.log(`links made: ${links.made.join(', ')}\nrefused by the API: ${JSON.stringify(links.refused, null, 1)}`);
    expect(links.made.length).toBeGreaterThan(15);
    expect(globexIds.size).toBeGreaterThan(10);
  });

  it('every id-like field of the schema says whose ids it holds, and the walk knows globex-only ids of each kind', () => {
    const fields = idLikeFields(schema);
    expect(fields.length).toBeGreaterThanOrEqual(5);
    const unmapped = fields.filter((f) => !(f in ID_FIELD_KINDS));
    expect(unmapped, `id-like fields without a kind in test/support/walk/id-fields.ts: ${unmapped.join(', ')}`).toEqual([]);
    const stale = Object.keys(ID_FIELD_KINDS).filter((f) => !fields.includes(f));
    expect(stale, `mappings of fields the schema no longer has: ${stale.join(', ')}`).toEqual([]);
    // Every kind a field may name has globex-only ids to find, or the check could not fail.
    const perKind = (kind: string) => [...globexIds].filter((key) => key.startsWith(`${kind}:`)).length;
    for (const kind of ['User', 'Group', 'Customer', 'DocumentElement', 'CustomerNetwork']) expect(perKind(kind), `globex-only ${kind} ids`).toBeGreaterThan(0);
  });

  it('every root query field is called (its required arguments filled)', () => {
    const roots = Object.values(schema.getQueryType()!.getFields()).map((f) => f.name);
    const called = new Set(calls.map((c) => c.field.name));
    const missed = roots.filter((r) => !called.has(r));
    expect(missed, `root fields the walk could not call: ${missed.join(', ')}`).toEqual([]);
  });

  it('acme users and anonymous callers see nothing of globex through any edge', async () => {
    const all = reachableEdges(schema);
    const selected = new Set<string>();
    const answered = new Set<string>();
    const leaks: string[] = [];
    /** Root fields some acme user got an answer from (the others need functions acme users lack). */
    const answeredRoots = new Set<string>();
    let requests = 0;
    const idFields: IdFieldCount = { checked: 0 };
    for (const as of CALLERS) {
      for (const call of calls) {
        requests += await walkRoot(t, schema, call, DEPTH, as, ({ response }) => {
          const where = `${as ?? 'anonymous'} ${call.field.name}(${JSON.stringify(call.args)})`;
          expect(response.status, `${where}: ${response.text.slice(0, 500)}`).toBeLessThan(500);
          const data = response.body?.data;
          for (const leak of globexIn(data, globexIds, idFields)) leaks.push(`${where}: ${leak}`);
          // An error may repeat the caller's own argument; nothing else of globex.
          let errors = JSON.stringify(response.body?.errors ?? []);
          for (const value of Object.values(call.args)) errors = errors.split(typeof value === 'string' ? value : JSON.stringify(value)).join('');
          if (/globex/i.test(errors)) leaks.push(`${where}: error ${errors.slice(0, 300)}`);
          edgesIn(data, all, selected, answered);
          if (as !== undefined && data?.[call.field.name] !== null && data?.[call.field.name] !== undefined) answeredRoots.add(call.field.name);
        });
      }
    }
    // The edges the walk must reach: those below the root fields acme users may call.
    const reachable = reachableEdges(schema, (name) => answeredRoots.has(name));
    const refusedRoots = Object.keys(schema.getQueryType()!.getFields()).filter((name) => !answeredRoots.has(name));
    console.log(`root fields no acme user may call: ${refusedRoots.join(', ')}; edges only below them: ${[...all].filter((e) => !reachable.has(e)).join(', ')}`);
    expect(calls.length).toBeGreaterThan(150);
    expect(answeredRoots.size).toBeGreaterThan(30);
    console.log(`walk: ${calls.length} calls x ${CALLERS.length} callers, ${requests} requests; ${reachable.size} reachable edges, ${answered.size} held a value; ${idFields.checked} ids in id-like fields checked`);
    expect(idFields.checked).toBeGreaterThan(20);
    // The control: the administrator, who may see globex, is shown globex-only ids in id-like fields
    // (an access entry's subjectID, a revision's documentID ...) through the same calls.
    const adminIdLeaks = new Set<string>();
    for (const call of calls) {
      await walkRoot(t, schema, call, DEPTH, 'admin', ({ response }) => {
        for (const leak of globexIn(response.body?.data, globexIds)) if (leak.includes(' is the id of globex')) adminIdLeaks.add(leak.slice(leak.indexOf(': ') + 2));
      });
    }
    console.log(`walk control: the administrator sees globex-only ids in id-like fields: ${[...adminIdLeaks].slice(0, 5).join('; ')}`);
    expect(adminIdLeaks.size).toBeGreaterThan(0);
    expect(leaks, leaks.slice(0, 40).join('\n')).toEqual([]);
    const notSelected = [...reachable].filter((e) => !selected.has(e));
    expect(notSelected, `edges the walk never reached: ${notSelected.join(', ')}`).toEqual([]);
    const empty = [...reachable].filter((e) => !answered.has(e));
    console.log(`edges that held no value for acme users: ${empty.join(', ')}`);
    expect(answered.size / reachable.size).toBeGreaterThan(0.9);
  }, 1_200_000);
});

describe('cross-tenant walk (REST)', () => {
  it('every GET route, its parameters filled with acme and globex objects, shows acme users and anonymous callers nothing of globex', async () => {
    const routes = fuzzRoutes(schema).filter((r) => r.method === 'GET');
    expect(routes.length).toBeGreaterThan(50);
    const gets = routes.map((r) => ({ route: r.path, urls: urlsFor(pools, links, r.path) }));
    const unfilled = gets.filter((g) => g.urls.length === 0).map((g) => g.route);
    expect(unfilled, `GET routes whose parameters the walk could not fill: ${unfilled.join(', ')}`).toEqual([]);
    const leaks: string[] = [];
    let requests = 0;
    let answered = 0;
    for (const as of CALLERS) {
      for (const get of gets.flatMap((g) => g.urls)) {
        const res = await t.get(get.url, as === undefined ? {} : { as, headers: { accept: 'application/json' } });
        requests += 1;
        const where = `${as ?? 'anonymous'} GET ${get.url}`;
        expect(res.status, `${where}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
        if (res.status === 200 && as !== undefined) answered += 1;
        // An error may repeat what the URL named; nothing else of globex.
        let text = res.text;
        if (res.status >= 400) for (const value of get.values) text = text.split(value).join('');
        if (/globex/i.test(text)) leaks.push(`${where} (${res.status}): ${text.slice(Math.max(0, text.search(/globex/i) - 150), text.search(/globex/i) + 100)}`);
      }
    }
    console.log(`REST walk: ${routes.length} GET routes, ${requests} requests, ${answered} answered 200 to an acme user`);
    expect(leaks, leaks.slice(0, 30).join('\n')).toEqual([]);
    expect(answered).toBeGreaterThan(routes.length);
    // The control: the administrator, who may see globex, reads globex through many of the same URLs.
    let shown = 0;
    for (const get of gets.flatMap((g) => g.urls)) if (/globex/i.test((await t.get(get.url, { as: 'admin', headers: { accept: 'application/json' } })).text)) shown += 1;
    console.log(`REST walk control: ${shown} URLs show globex to the administrator`);
    expect(shown).toBeGreaterThan(20);
  }, 1_200_000);
});
