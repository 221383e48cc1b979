// A dashboard as a client author writes it against the types generated from
// Vigil's live introspection (./generated.ts, made by the test beside this
// file). It must compile under `tsc --strict`: a field the schema does not
// have, a nullability the code ignores or an argument of the wrong type fails
// the test. Only erasable TypeScript (the test also runs it).
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { CustomersGroupsMembersDocument, FolderTreeDocument, OpenCasesOfCustomerDocument } from './generated.ts';

/** Sends one GraphQL request and answers its `data` (the test's transport). */
export type Send = (query: TypedDocumentNode<unknown, unknown>, variables: Record<string, unknown>) => Promise<unknown>;

async function request<R, V extends Record<string, unknown>>(send: Send, document: TypedDocumentNode<R, V>, variables: V): Promise<R> {
  return (await send(document as TypedDocumentNode<unknown, unknown>, variables)) as R;
}

export interface GroupLine {
  customer: string;
  group: string;
  members: string[];
  functions: string[];
}

/** Picture (a): one line per group with its members and the functions it is granted. */
export async function customerGroups(send: Send, keywords: string[]): Promise<GroupLine[]> {
  const data = await request(send, CustomersGroupsMembersDocument, { keywords, first: 10 });
  const lines: GroupLine[] = [];
  for (const customer of data.customers?.nodes ?? []) {
    for (const group of customer.groups?.nodes ?? []) {
      lines.push({
        customer: customer.shortName,
        group: group.shortName ?? '(hidden)',
        members: (group.members?.nodes ?? []).map((m) => (m.__typename === 'User' ? `user:${m.shortName ?? '(hidden)'}` : `group:${m.shortName ?? '(hidden)'}`)),
        functions: (group.permissions?.nodes ?? []).map((p) => p.function?.name ?? '(hidden)'),
      });
    }
  }
  return lines;
}

export interface CaseLine {
  /** The case's global id (Case.id). */
  id: string;
  subject: string;
  fields: Record<string, string>;
  lastComment: string | null;
  readers: string[];
}

/** Picture (b): one line per open case with its field values, its newest comment and who has access. */
export async function openCases(send: Send, customer: string, limit: number): Promise<{ count: number; cases: CaseLine[] }> {
  const data = await request(send, OpenCasesOfCustomerDocument, { customer: [{ shortName: customer }], first: limit });
  const page = data.searchCases;
  // Null edges: the field failed on its own (its error is in `errors`) or, for an answer, nothing to show.
  return {
    count: page?.totalCount ?? 0,
    cases: (page?.nodes ?? []).map((c) => ({
      id: c.id,
      subject: c.subject,
      fields: Object.fromEntries((c.fields ?? []).map((f) => [f.descriptor.name, JSON.stringify(f.value ?? null)])),
      lastComment: c.comments?.nodes[0]?.comment ?? null,
      readers: (c.accessEntries ?? []).map((e) => `${e.level}:${e.subject.shortName ?? '(hidden)'}`),
    })),
  };
}

export interface DocumentLine {
  path: string;
  revision: number;
  author: string;
}

/** Picture (c): every document three levels below a customer's root folder, with its latest revision and who wrote it. */
export async function folderTree(send: Send, customer: string): Promise<DocumentLine[]> {
  const data = await request(send, FolderTreeDocument, { customer: { shortName: customer } });
  const lines: DocumentLine[] = [];
  type Entry = { name: string; elementType: string; latestRevision?: { number: number; createdBy?: { shortName?: string | null } | null } | null };
  const visit = (entry: Entry, path: string) => {
    const revision = entry.latestRevision;
    if (entry.elementType === 'DOCUMENT' && revision) lines.push({ path: `${path}/${entry.name}`, revision: revision.number, author: revision.createdBy?.shortName ?? '(hidden)' });
  };
  for (const a of data.documentRootFolder?.children?.nodes ?? []) {
    visit(a, '');
    for (const b of a.children?.nodes ?? []) {
      visit(b, `/${a.name}`);
      for (const c of b.children?.nodes ?? []) visit(c, `/${a.name}/${b.name}`);
    }
  }
  return lines;
}
