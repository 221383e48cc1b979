// Issue 20's "done when": the dashboard pictures are one request each through
// a client generated from the live introspection, typed, under `tsc --strict`.
// The test asks the running server for its introspection (over HTTP, as a
// client's tooling does), generates TypeScript for the picture documents with
// graphql-codegen, compiles test/support/typed-client/dashboard.ts against it
// with the project's TypeScript under --strict, then runs that same code
// against the server and checks what it read.
import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { codegen } from '@graphql-codegen/core';
import * as typedDocumentNode from '@graphql-codegen/typed-document-node';
import * as typescriptOperations from '@graphql-codegen/typescript-operations';
import { buildClientSchema, getIntrospectionQuery, parse, print, printSchema, type DocumentNode, type IntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const sources = join(root, 'test/support/typed-client');
// Under node_modules so that the generated code resolves its imports
// (@graphql-typed-document-node/core) the way a client project's would.
const out = join(root, 'node_modules/.cache', `vigil-typed-client-${process.pid}`);

// What the test uses of dashboard.ts (not imported as a type: it compiles only
// beside its generated types, so the project's own typecheck leaves it out).
type Send = (document: unknown, variables: Record<string, unknown>) => Promise<unknown>;
interface Dashboard {
  customerGroups(send: Send, keywords: string[]): Promise<{ customer: string; group: string; members: string[]; functions: string[] }[]>;
  openCases(send: Send, customer: string, limit: number): Promise<{ count: number; cases: { id: string; subject: string }[] }>;
  folderTree(send: Send, customer: string): Promise<{ path: string; revision: number; author: string }[]>;
}

let t: TestApp;
let introspection: IntrospectionQuery;

beforeAll(async () => {
  t = await startTestApp();
  const res = await t.graphql(getIntrospectionQuery({ descriptions: true }), {}, { as: 'analyst' });
  expect(res.status).toBe(200);
  expect(res.body.errors).toBeUndefined();
  introspection = res.body.data as IntrospectionQuery;
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
});

afterAll(async () => {
  await t?.close();
  await rm(out, { recursive: true, force: true });
});

/** TypeScript for the picture documents, as `npm run codegen` makes it for the REST layer. */
async function generate(documents: DocumentNode): Promise<string> {
  return codegen({
    schema: parse(printSchema(buildClientSchema(introspection))),
    documents: [{ location: 'pictures.graphql', document: documents }],
    filename: 'generated.ts',
    config: {
      useTypeImports: true,
      enumsAsTypes: true,
      avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      scalars: { Timestamp: { input: 'number | string', output: 'number' } },
      documentMode: 'documentNode',
    },
    plugins: [{ typescriptOperations: {} }, { typedDocumentNode: {} }],
    pluginMap: { typescriptOperations, typedDocumentNode },
  });
}

/** A client project's strict compiler settings (what `tsc --init --strict` plus index checks give). */
const CLIENT_TSCONFIG = {
  compilerOptions: {
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    target: 'ES2023',
    lib: ['ES2023'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    allowImportingTsExtensions: true,
    verbatimModuleSyntax: true,
    skipLibCheck: true,
    types: [],
  },
  files: ['dashboard.ts'],
};

async function tscStrict(dir: string): Promise<{ ok: boolean; output: string }> {
  await writeFile(join(dir, 'tsconfig.json'), JSON.stringify(CLIENT_TSCONFIG));
  try {
    await promisify(execFile)(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', dir], { cwd: dir });
    return { ok: true, output: '' };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

describe('a typed client generated from the live introspection', () => {
  it('compiles the dashboard under tsc --strict and reads the pictures with it, one request each', async () => {
    const documents = parse(await readFile(join(sources, 'pictures.graphql'), 'utf8'));
    await writeFile(join(out, 'generated.ts'), await generate(documents));
    await cp(join(sources, 'dashboard.ts'), join(out, 'dashboard.ts'));
    const compiled = await tscStrict(out);
    expect(compiled.output).toBe('');
    expect(compiled.ok).toBe(true);

    const dashboard = (await import(join(out, 'dashboard.ts'))) as Dashboard;
    const requests: string[] = [];
    const send: Send = async (document, variables) => {
      requests.push(print(document as DocumentNode));
      const res = await t.graphql(print(document as DocumentNode), variables, { as: 'acme-admin' });
      expect(res.status).toBe(200);
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      return res.body.data;
    };

    const groups = await dashboard.customerGroups(send, ['acme']);
    expect(requests).toHaveLength(1);
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.every((g) => g.customer.startsWith('acme'))).toBe(true);
    expect(groups.some((g) => g.members.length > 0 && g.functions.length > 0)).toBe(true);

    const cases = await dashboard.openCases(send, 'acme', 50);
    expect(requests).toHaveLength(2);
    expect(cases.count).toBeGreaterThan(0);
    expect(cases.cases).toHaveLength(Math.min(cases.count, 50));
    expect(cases.cases.every((c) => typeof c.id === 'string' && c.id.length > 0 && c.subject.length > 0)).toBe(true);

    // acme's space: a document two levels down, written by acme-user through REST.
    const root = await t.get('/documents/v1/folder/path/meta/', { as: 'acme-user' });
    const folder = await t.request('POST', `/documents/v1/folder/${root.body.data.id}`, { as: 'acme-user', body: { name: 'typed-client' } });
    const sub = await t.request('POST', `/documents/v1/folder/${folder.body.data.id}`, { as: 'acme-user', body: { name: 'reports' } });
    const doc = await t.request('POST', `/documents/v1/folder/${sub.body.data.id}/documents`, { as: 'acme-user', body: { name: 'weekly.txt', text: 'all quiet' } });
    expect([folder.status, sub.status, doc.status]).toEqual([201, 201, 201]);
    const tree = await dashboard.folderTree(send, 'acme');
    expect(requests).toHaveLength(3);
    expect(tree).toContainEqual({ path: '/typed-client/reports/weekly.txt', revision: 1, author: 'acme-user' });
  });

  it('fails to compile a dashboard that misreads the schema (the check can fail)', async () => {
    const documents = parse(await readFile(join(sources, 'pictures.graphql'), 'utf8'));
    await mkdir(join(out, 'wrong'), { recursive: true });
    await writeFile(join(out, 'wrong/generated.ts'), await generate(documents));
    // A client that takes a nullable edge for granted, and one that passes an id of the wrong type.
    const original = await readFile(join(sources, 'dashboard.ts'), 'utf8');
    const mistakes: [string, string][] = [
      ['for (const customer of data.customers?.nodes ?? [])', 'for (const customer of data.customers.nodes)'],
      ['{ customer: [{ shortName: customer }], first: limit }', '{ customer: [{ shortName: customer }], first: String(limit) }'],
    ];
    for (const [right] of mistakes) expect(original).toContain(right);
    const source = mistakes.reduce((text, [right, wrong]) => text.replace(right, wrong), original);
    await writeFile(join(out, 'wrong/dashboard.ts'), source);
    const compiled = await tscStrict(join(out, 'wrong'));
    expect(compiled.ok).toBe(false);
    // Both mistakes are caught, each at its own line.
    expect(compiled.output.match(/dashboard\.ts\(\d+,\d+\): error TS\d+/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  });
});
