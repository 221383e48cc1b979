// The performance mechanisms that rely on what their libraries do not promise
// (docs/performance.md, "Mechanisms"), each assumption checked by name, so that
// an upgrade breaks here, saying which one, rather than in a statement count or
// in an unmasked error. The libraries are pinned to exact versions; this file
// also checks the pins.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, execute, getNullableType, isListType, isObjectType, parse, type GraphQLField, type GraphQLObjectType } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { createYoga, processRegularResult } from 'graphql-yoga';
import semver from 'semver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTLED_LIST_EXTENSION } from '../../src/schema/common/settled-lists.ts';
import { schema } from '../../src/schema/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

const root = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
const installed = (name: string) =>
  (JSON.parse(readFileSync(resolve(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

const objectTypes = () => Object.values(schema.getTypeMap()).filter((t): t is GraphQLObjectType => isObjectType(t) && !t.name.startsWith('__'));
const allFields = () => objectTypes().flatMap((t) => Object.values(t.getFields()).map((f) => ({ type: t, field: f })));
const ext = (field: GraphQLField<unknown, unknown>, key: string) => field.extensions?.[key];

describe('pinned versions', () => {
  // The libraries whose internals the mechanisms below read: exact versions in package.json,
  // and those are what is installed.
  for (const name of ['@pothos/core', '@pothos/plugin-prisma', 'graphql-yoga', '@envelop/graphql-jit']) {
    it(`${name} is pinned exactly and installed at that version`, () => {
      const range = pkg.dependencies[name];
      expect(range, `${name} in package.json`).toBeDefined();
      expect(semver.valid(range), `${name}: ${range} is not an exact version`).not.toBeNull();
      expect(installed(name)).toBe(range);
    });
  }
  // Transitive ones, pinned exactly by the package that brings them.
  for (const [name, by] of [
    ['graphql-jit', '@envelop/graphql-jit'],
    ['@pothos/selection-mapper', '@pothos/plugin-prisma'],
  ] as const) {
    it(`${name} is pinned exactly by ${by} and installed at that version`, () => {
      const range = (JSON.parse(readFileSync(resolve(root, 'node_modules', by, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies[name]!;
      expect(semver.valid(range), `${by} asks for ${name}@${range}`).not.toBeNull();
      expect(installed(name)).toBe(range);
    });
  }
});

describe('Pothos extension keys (src/graphql/type-selected-columns.ts, src/graphql/shared-response-paths.ts)', () => {
  it('a select-mode type carries its type-level selection as pothosPrismaSelect', () => {
    const info = schema.getType('CustomerInfo') as GraphQLObjectType;
    expect(info.extensions?.['pothosPrismaSelect']).toEqual({ id: true, shortName: true });
  });

  it('an exposed column carries pothosExposedField, a pothosPrismaSelect of that column alone, and pothosOriginalResolve', () => {
    const shortName = (schema.getType('CustomerInfo') as GraphQLObjectType).getFields()['shortName']!;
    expect(ext(shortName, 'pothosExposedField')).toBe('shortName');
    expect(ext(shortName, 'pothosPrismaSelect')).toEqual({ shortName: true });
    expect(typeof ext(shortName, 'pothosOriginalResolve')).toBe('function');
  });

  it('the keys are found across the schema, not on one type only', () => {
    const selectTypes = objectTypes().filter((t) => typeof t.extensions?.['pothosPrismaSelect'] === 'object');
    const exposed = allFields().filter(({ field }) => typeof ext(field, 'pothosExposedField') === 'string');
    const withOriginal = exposed.filter(({ field }) => typeof ext(field, 'pothosOriginalResolve') === 'function');
    expect(selectTypes.length).toBeGreaterThanOrEqual(5);
    expect(exposed.length).toBeGreaterThan(50);
    expect(withOriginal.length).toBe(exposed.length);
  });

  it('relations carry a pothosPrismaSelect function; exposed columns false in include mode, a select of their column in select mode', () => {
    const relations = allFields().filter(({ field }) => typeof ext(field, 'pothosPrismaSelect') === 'function');
    expect(relations.length).toBeGreaterThan(10);
    const includeColumns = allFields().filter(({ field }) => ext(field, 'pothosPrismaSelect') === false);
    expect(includeColumns.length).toBeGreaterThan(10);
    // Plain objects' exposed fields carry no pothosPrismaSelect at all.
    const selectModeColumns = allFields().filter(({ type, field }) => typeof ext(field, 'pothosExposedField') === 'string' && typeof type.extensions?.['pothosPrismaSelect'] === 'object');
    expect(selectModeColumns.length).toBeGreaterThan(30);
    for (const { type, field } of selectModeColumns) {
      expect(ext(field, 'pothosPrismaSelect'), `${type.name}.${field.name}`).toEqual({ [ext(field, 'pothosExposedField') as string]: true });
    }
  });
});

describe("Yoga's internals the direct /graphql path uses (src/http/graphql-direct.ts)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("the private maskedErrorsOpts holds Vigil's masking", () => {
    const masking = (t.yoga as unknown as { maskedErrorsOpts?: { maskError?: unknown; errorMessage?: unknown } }).maskedErrorsOpts;
    expect(typeof masking?.maskError).toBe('function');
    expect(typeof masking?.errorMessage).toBe('string');
    const masked = (masking!.maskError as (e: unknown, m: string) => { message: string; extensions: Record<string, unknown> })(new Error('secret detail'), 'x');
    expect(masked.message).not.toContain('secret detail');
    expect(masked.extensions['code']).toBe('INTERNAL');
  });

  it('processRegularResult and getEnveloped are exported and callable', () => {
    expect(typeof processRegularResult).toBe('function');
    expect(typeof t.yoga.getEnveloped).toBe('function');
  });

  it('no plugin beyond Yoga’s own has an HTTP hook the direct path skips (but the GET-only query-parameter parser)', () => {
    // The hooks Yoga runs around a request that the direct path does not run.
    const httpHooks = ['onRequest', 'onRequestParse', 'onParams', 'onExecutionResult', 'onResultProcess', 'onResponse'] as const;
    type Hooked = Record<string, unknown> & { instrumentation?: { request?: unknown } };
    const count = (plugins: readonly unknown[]) => {
      const counts: Record<string, number> = {};
      for (const plugin of plugins.filter(Boolean) as Hooked[]) {
        for (const hook of httpHooks) if (plugin[hook]) counts[hook] = (counts[hook] ?? 0) + 1;
        if (plugin.instrumentation?.request) counts['instrumentation.request'] = (counts['instrumentation.request'] ?? 0) + 1;
      }
      return counts;
    };
    // Yoga keeps the envelop plugin list (its own, ours, and those added by plugins) as `plugins`.
    const pluginsOf = (yoga: unknown) => (yoga as { plugins: unknown[] }).plugins;
    // Yoga's own plugins for the same options: the direct path reproduces what they do for
    // the requests it takes (test/platform/graphql-direct.test.ts compares the answers).
    const baseline = createYoga({ schema, graphqlEndpoint: '/graphql', landingPage: false, cors: false, graphiql: t.config.graphql.graphiql, maskedErrors: {} });
    const vigil = count(pluginsOf(t.yoga));
    const yogas = count(pluginsOf(baseline));
    expect(Object.keys(yogas).length).toBeGreaterThan(0);
    const extra = Object.fromEntries(Object.keys(vigil).map((hook) => [hook, vigil[hook]! - (yogas[hook] ?? 0)]).filter(([, n]) => n !== 0));
    // src/http/graphql-query-params.ts: acts on GET requests only, which the direct path never takes.
    // src/http/graphql-http.ts: acts on a body that is no JSON object (or none) and on an Accept
    // header no JSON answer fits; the direct path takes only a JSON object body it can answer in
    // JSON (plainJsonParams, acceptedJsonType) and hands every other request to Yoga.
    expect(extra).toEqual({ onRequestParse: 2, onResultProcess: 1 });
  });
});

describe("graphql-jit's list completion (src/schema/common/settled-lists.ts)", () => {
  // A bare schema, one list resolved two ways: with promises (one already rejected, one pending,
  // one plain value, one rejected later) and with the same items settled (an Error in place of each
  // rejection), which is what the settledLists plugin hands on.
  const bare = buildSchema('type Item { v: Int } type Query { pending: [Item] settled: [Item] }');
  const fields = (bare.getQueryType() as GraphQLObjectType).getFields();
  const later = <T,>(value: T) => new Promise<T>((done) => setTimeout(() => done(value), 5));
  fields['pending']!.resolve = () => [Promise.reject(new Error('refused')), later({ v: 1 }), { v: 2 }, later(null).then(() => Promise.reject(new Error('again')))];
  fields['settled']!.resolve = () => [new Error('refused'), { v: 1 }, { v: 2 }, new Error('again')];
  const run = async (field: string) => {
    const document = parse(`{ ${field} { v } }`);
    const compiled = compileQuery(bare, document);
    if (!isCompiledQuery(compiled)) throw new Error('graphql-jit did not compile the query');
    const jit = JSON.parse(JSON.stringify(await compiled.query(undefined, {}, {}))) as { data: Record<string, unknown>; errors?: { path: unknown[] }[] };
    const js = JSON.parse(JSON.stringify(await execute({ schema: bare, document }))) as typeof jit;
    return { jit, js };
  };
  const right = [null, { v: 1 }, { v: 2 }, null];

  it('still mis-completes a list holding rejected promises (the defect the plugin guards against; when this fails, the plugin may go)', async () => {
    const { jit, js } = await run('pending');
    expect(js.data['pending']).toEqual(right);
    // graphql-jit sets a resolved item at its index but pushes null for a rejected one: one
    // item too many here, the errors at the right paths.
    expect(jit.data['pending']).not.toEqual(right);
    expect(jit.data['pending']).toHaveLength(5);
  });

  it('answers an Error value in a list as that item\'s error at its index, as graphql-js does (what the plugin relies on)', async () => {
    const { jit, js } = await run('settled');
    expect(jit.data['settled']).toEqual(right);
    expect(jit.errors!.map((e) => e.path)).toEqual([['settled', 0], ['settled', 3]]);
    expect(jit).toEqual(js);
  });

  it('every list field of the schema carries the guard', () => {
    const lists = allFields().filter(({ field }) => isListType(getNullableType(field.type)));
    expect(lists.length).toBeGreaterThan(50);
    const unguarded = lists.filter(({ field }) => ext(field, SETTLED_LIST_EXTENSION) !== true).map(({ type, field }) => `${type.name}.${field.name}`);
    expect(unguarded).toEqual([]);
  });
});

describe("graphql-jit's omitted variables (src/graphql/jit-when-repeated.ts)", () => {
  // An input object's field given by a variable the request leaves out: absent for graphql-js (the
  // specification), null for graphql-jit. A variable given directly as an argument is absent for both.
  const bare = buildSchema('input I { a: String, b: String } type Query { f(input: I, x: String): String }');
  (bare.getQueryType() as GraphQLObjectType).getFields()['f']!.resolve = (_root, args: { input?: Record<string, unknown> }) => JSON.stringify({ args: Object.keys(args), input: Object.keys(args.input ?? {}) });
  const document = parse('query ($a: String, $b: String, $x: String) { f(input: { a: $a, b: $b }, x: $x) }');
  const run = async (variables: Record<string, unknown>) => {
    const compiled = compileQuery(bare, document);
    if (!isCompiledQuery(compiled)) throw new Error('graphql-jit did not compile the query');
    const jit = (await compiled.query(undefined, {}, variables)) as { data: { f: string } };
    const js = (await execute({ schema: bare, document, variableValues: variables })) as { data: { f: string } };
    return { jit: JSON.parse(jit.data.f), js: JSON.parse(js.data.f) };
  };

  it('still sets an omitted variable of an input object\'s field to null (the defect the plugin runs graphql-js for; when this fails, that fallback may go)', async () => {
    const { jit, js } = await run({ a: 'A' });
    expect(js).toEqual({ args: ['input'], input: ['a'] });
    expect(jit).toEqual({ args: ['input'], input: ['a', 'b'] });
  });

  it('agrees with graphql-js when every such variable is given (what the plugin compiles)', async () => {
    const { jit, js } = await run({ a: 'A', b: null });
    expect(jit).toEqual(js);
    expect(js).toEqual({ args: ['input'], input: ['a', 'b'] });
  });
});
