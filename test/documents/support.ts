// Helpers shared by the documents test files.
import { expect } from 'vitest';
import { issueApiKey } from '../../src/domains/identity/api-keys.ts';
import { grant } from '../../src/domains/identity/grants.ts';
import type { TestApp } from '../support/app.ts';

export const V1 = '/documents/v1';

export async function rootId(t: TestApp, as = 'acme-user', customer?: string): Promise<number> {
  const res = await t.get(`${V1}/folder/path/meta/${customer ? `?customer=${customer}` : ''}`, { as });
  expect(res.status).toBe(200);
  return res.body.data.id;
}

/** Everything an upload could leave behind: elements, blobs, chunks, revisions. */
export async function storedCounts(t: TestApp) {
  const p = t.database.prisma;
  return {
    elements: await p.documentElement.count(),
    blobs: await p.documentBlob.count(),
    chunks: await p.documentBlobChunk.count(),
    revisions: await p.documentRevision.count(),
  };
}

export async function addFolder(t: TestApp, parentId: number, name: string, as = 'acme-user'): Promise<number> {
  const res = await t.request('POST', `${V1}/folder/${parentId}`, { as, body: { name } });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

export async function addText(t: TestApp, parentId: number, name: string, text: string, as = 'acme-user'): Promise<number> {
  const res = await t.request('POST', `${V1}/folder/${parentId}/documents`, { as, body: { name, text } });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

/** A user of `customer` holding only the given functions there; returns its API key and id. */
export async function userWith(t: TestApp, shortName: string, customer: string, functions: string[]): Promise<{ key: string; id: number }> {
  const c = await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: customer } });
  const user = await t.database.prisma.user.create({ data: { shortName, name: shortName, customerId: c.id, domainId: c.domainId } });
  for (const functionName of functions) await grant(t.database.prisma, { subject: { userId: user.id }, functionName, customerId: c.id });
  const key = (await issueApiKey(t.database.prisma, t.config, { userId: user.id })).key;
  return { key, id: user.id };
}
