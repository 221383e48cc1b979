// Demo data of the document space: acme-admin is DOCUMENT-MANAGER for acme
// (and so acme-emea), and every demo customer gets a small folder tree with a
// text document. Adds what is missing, changes nothing that exists.
import { createHash } from 'node:crypto';
import { PLATFORM_FUNCTIONS as F } from '../auth/functions.ts';
import { grant } from '../domains/identity/grants.ts';
import type { DemoContext, DemoSeeder, Tx } from './demo-context.ts';

const TREE: { folder: string; documents: { name: string; text: string }[] }[] = [
  { folder: 'Runbooks', documents: [{ name: 'Incident response.md', text: '# Incident response\n\n1. Contain.\n2. Investigate.\n3. Recover.\n' }] },
  { folder: 'Reports', documents: [] },
  { folder: 'Evidence', documents: [] },
];

async function folder(tx: Tx, customerId: number, parent: { id: number; path: number[] }, name: string, userId: number | null) {
  const existing = await tx.documentElement.findFirst({ where: { parentId: parent.id, name, deletedAt: null }, select: { id: true, path: true } });
  if (existing) return existing;
  return tx.documentElement.create({
    data: { customerId, parentId: parent.id, path: [...parent.path, parent.id], name, elementType: 'FOLDER', createdById: userId, updatedById: userId },
    select: { id: true, path: true },
  });
}

async function textDocument(tx: Tx, customerId: number, parent: { id: number; path: number[] }, name: string, text: string, userId: number | null) {
  if (await tx.documentElement.findFirst({ where: { parentId: parent.id, name, deletedAt: null }, select: { id: true } })) return;
  const bytes = Buffer.from(text, 'utf8');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  let blob = await tx.documentBlob.findUnique({ where: { sha256 }, select: { id: true } });
  if (!blob) {
    blob = await tx.documentBlob.create({ data: { sha256, size: BigInt(bytes.length) }, select: { id: true } });
    await tx.documentBlobChunk.create({ data: { blobId: blob.id, seq: 0, data: new Uint8Array(bytes) } });
  }
  const mimeType = 'text/markdown; charset=utf-8';
  const doc = await tx.documentElement.create({
    data: {
      customerId, parentId: parent.id, path: [...parent.path, parent.id], name, elementType: 'DOCUMENT',
      mimeType, size: BigInt(bytes.length), sha256, revision: 1, createdById: userId, updatedById: userId,
    },
    select: { id: true },
  });
  await tx.documentRevision.create({ data: { elementId: doc.id, number: 1, name, mimeType, size: BigInt(bytes.length), sha256, blobId: blob.id, createdById: userId } });
}

export function documentsDemoSeeder(): DemoSeeder {
  return {
    name: 'document space',
    async run(tx: Tx, ctx: DemoContext, progress) {
      const acmeAdmin = ctx.users.get('acme-admin');
      const acme = ctx.customers.get('acme');
      if (acmeAdmin && acme) await grant(tx, { subject: { userId: acmeAdmin.id }, functionName: F.documentManager, customerId: acme.id });
      const customers = [...ctx.customers.entries()];
      let done = 0;
      for (const [, customer] of customers) {
        const root = await tx.documentElement.findFirst({ where: { customerId: customer.id, parentId: null }, select: { id: true, path: true } });
        if (!root) continue;
        // No author: demo elements have no owner, so only roles and entries decide access.
        const author = null;
        for (const entry of TREE) {
          const f = await folder(tx, customer.id, root, entry.folder, author);
          for (const d of entry.documents) await textDocument(tx, customer.id, f, d.name, d.text, author);
        }
        progress(++done, customers.length);
      }
    },
  };
}
