// The three pictures of bench/graphql-dashboard.ts: each a GraphQL document
// (as docs/graphql.md shows it) and the hand-written Prisma read of the same
// data that the GraphQL answer is compared with. `rows` counts the objects an
// answer holds, so the benchmark can check both read the same data.
import type { PrismaClient } from '../src/generated/prisma/client.ts';
import type { Seeded } from './dashboard-data.ts';

export interface Picture {
  name: string;
  /** The demo user the GraphQL request is made as. */
  caller: string;
  query: string;
  variables(seeded: Seeded): Record<string, unknown>;
  handWritten(prisma: PrismaClient, seeded: Seeded): Promise<unknown>;
  /** Objects in an answer: from the GraphQL `data`, or from the hand-written read when `handWritten`. */
  rows(answer: unknown, handWritten?: boolean): number;
}

const count = (lists: unknown[][]) => lists.reduce((n, l) => n + l.length, 0);

export const PICTURES: Picture[] = [
  {
    name: 'a-customers-groups',
    caller: 'acme-admin',
    query: `query CustomersGroupsMembers($keywords: [String!]) {
  customers(keywords: $keywords, first: 2) { nodes { shortName groups(first: 25) { nodes { shortName customer { shortName }
    members(first: 50) { nodes { ... on User { shortName hidden customer { shortName } } ... on Group { shortName hidden } } }
    permissions(first: 10) { nodes { function { name } customer { shortName hidden } subject { ... on Group { shortName } } } } } } } } }`,
    variables: () => ({ keywords: ['dash-'] }),
    handWritten: (prisma) =>
      prisma.customer.findMany({
        where: { shortName: { startsWith: 'dash-' } },
        orderBy: { shortName: 'asc' },
        take: 2,
        select: {
          shortName: true,
          groups: {
            orderBy: { shortName: 'asc' },
            select: {
              shortName: true,
              customer: { select: { shortName: true } },
              members: { select: { user: { select: { shortName: true, customer: { select: { shortName: true } } } }, memberGroup: { select: { shortName: true } } } },
              permissions: { select: { function: { select: { name: true } }, customer: { select: { shortName: true } }, group: { select: { shortName: true } } } },
            },
          },
        },
      }),
    rows: (answer, handWritten) => {
      // The graph answers customers and groups as connections: their nodes are the rows.
      const paged = (c: any) => ({ groups: c.groups.nodes.map((g: any) => ({ members: g.members.nodes, permissions: g.permissions.nodes })) });
      const customers = (handWritten ? answer : (answer as any).customers.nodes.map(paged)) as { groups: { members: unknown[]; permissions: unknown[] }[] }[];
      const groups = customers.flatMap((c) => c.groups);
      return customers.length + groups.length + count(groups.map((g) => g.members)) + count(groups.map((g) => g.permissions));
    },
  },
  {
    name: 'b-open-cases',
    caller: 'acme-admin',
    query: `query OpenCasesOfCustomer($customer: [CustomerRef!]) {
  searchCases(first: 50, input: { customer: $customer, open: true, orderBy: [{ field: ID }] }) { totalCount nodes {
    id subject status customer { shortName }
    fields { descriptor { name } displayName value values { key value hidden } }
    comments(first: 3) { totalCount nodes { comment author { shortName } createdTimestamp } }
    accessEntries { level subject { type shortName customer { shortName } } } } } }`,
    variables: () => ({ customer: [{ shortName: 'dash-a' }] }),
    handWritten: async (prisma, seeded) => {
      const where = { customerId: seeded.casesCustomerId, status: { not: 'closed' } };
      const [total, items] = await Promise.all([
        prisma.case.count({ where }),
        prisma.case.findMany({
          where,
          orderBy: { id: 'asc' },
          take: 50,
          select: {
            id: true,
            subject: true,
            status: true,
            customer: { select: { shortName: true } },
            fieldValues: { select: { key: true, value: true, descriptor: { select: { name: true } } } },
            comments: { orderBy: { createdAt: 'desc' }, take: 3, select: { comment: true, createdAt: true, author: { select: { shortName: true } } } },
            accessList: { select: { level: true, user: { select: { shortName: true, customer: { select: { shortName: true } } } } } },
          },
        }),
      ]);
      return { total, items };
    },
    rows: (answer, handWritten) => {
      if (handWritten) {
        const { items } = answer as { items: { comments: unknown[]; accessList: unknown[] }[] };
        return items.length + count(items.map((c) => c.comments)) + count(items.map((c) => c.accessList));
      }
      const items = (answer as any).searchCases.nodes as { comments: { nodes: unknown[] }; accessEntries: unknown[] }[];
      return items.length + count(items.map((c) => c.comments.nodes)) + count(items.map((c) => c.accessEntries));
    },
  },
  {
    name: 'c-folder-tree',
    caller: 'acme-user',
    query: `query FolderTree {
  documentRootFolder { name children { nodes { id name elementType children { nodes { id name elementType children { nodes { id name elementType
    latestRevision { number createdTimestamp createdBy { shortName name } } } } } } } } } }`,
    variables: () => ({}),
    handWritten: (prisma, seeded) => {
      const element = { id: true, name: true, elementType: true } as const;
      const latest = { revisions: { orderBy: { number: 'desc' as const }, take: 1, select: { number: true, createdAt: true, createdBy: { select: { shortName: true, name: true } } } } };
      const live = { deletedAt: null };
      return prisma.documentElement.findMany({
        where: { parentId: seeded.rootFolderId, ...live },
        orderBy: [{ elementType: 'desc' }, { name: 'asc' }],
        select: { ...element, children: { where: live, orderBy: [{ elementType: 'desc' }, { name: 'asc' }], select: { ...element, children: { where: live, orderBy: [{ elementType: 'desc' }, { name: 'asc' }], select: { ...element, ...latest } } } } },
      });
    },
    rows: (answer, handWritten) => {
      // The hand-written read nests lists; the graph nests connections (their nodes are the rows).
      type Node = { children?: Node[] | { nodes: Node[] } };
      const list = (children: Node['children']): Node[] => (Array.isArray(children) ? children : (children?.nodes ?? []));
      const walk = (nodes: Node[]): number => nodes.reduce((n, e) => n + 1 + walk(list(e.children)), 0);
      return walk(handWritten ? (answer as Node[]) : list((answer as any).documentRootFolder.children));
    },
  },
];
