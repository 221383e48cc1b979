// The data of the dashboard benchmark (bench/graphql-dashboard.ts): picture
// (a) 50 groups in two child customers of acme (dash-a, dash-b), each with a
// user member, a member group and two grants; (b) 50 open cases of dash-a, each with two field
// values, five comments and two access entries; (c) acme's folder tree three
// levels down: 3 folders, 3 subfolders each, 4 documents in each subfolder.
import type { BenchTarget } from './setup.ts';

export interface Seeded {
  acmeId: number;
  /** The customer of picture (b)'s cases (dash-a: no demo cases, so both reads hold the same ones). */
  casesCustomerId: number;
  rootFolderId: number;
}

const GROUPS = 50;
const CASES = 50;

async function rest(target: BenchTarget, as: string, method: string, path: string, body: unknown): Promise<any> {
  const res = await fetch(`${target.baseUrl}${path}`, { method, headers: { 'content-type': 'application/json', 'service-api-key': target.keys[as]! }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await res.json()) as { data?: unknown };
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

async function seedGroups(target: BenchTarget, acmeId: number): Promise<void> {
  const prisma = target.database.prisma;
  const acme = await prisma.customer.findUniqueOrThrow({ where: { id: acmeId } });
  const customers = await prisma.customer.createManyAndReturn({ data: ['dash-a', 'dash-b'].map((shortName) => ({ shortName, name: shortName, domainId: acme.domainId, parentId: acme.id })) });
  const users = await prisma.user.createManyAndReturn({ data: Array.from({ length: GROUPS }, (_, i) => ({ shortName: `dash-u-${i}`, name: `Dash user ${i}`, customerId: customers[i % 2]!.id, domainId: acme.domainId })) });
  const groups = await prisma.group.createManyAndReturn({ data: Array.from({ length: GROUPS }, (_, i) => ({ shortName: `dash-g-${i}`, name: `Dash ${i}`, customerId: customers[i % 2]!.id })) });
  await prisma.groupMember.createMany({ data: groups.flatMap((g, i) => [{ groupId: g.id, userId: users[i]!.id }, ...(i > 0 ? [{ groupId: g.id, memberGroupId: groups[i - 1]!.id }] : [])]) });
  const fns = await prisma.functionNode.findMany({ select: { id: true }, orderBy: { id: 'asc' }, take: 2 });
  await prisma.permission.createMany({ data: groups.flatMap((g) => fns.map((f) => ({ groupId: g.id, functionId: f.id, customerId: g.customerId }))) });
}

async function seedCases(target: BenchTarget, customerId: number): Promise<void> {
  const prisma = target.database.prisma;
  for (const name of ['dashTicket', 'dashSeverity']) await rest(target, 'admin', 'POST', '/cases/v2/field', { name, valueType: 'stringType' });
  const descriptors = await prisma.caseFieldDescriptor.findMany({ where: { name: { in: ['dashTicket', 'dashSeverity'] } } });
  const service = await prisma.caseService.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const reporter = await prisma.user.findUniqueOrThrow({ where: { shortName: 'acme-admin' } });
  const reader = await prisma.user.findUniqueOrThrow({ where: { shortName: 'acme-user' } });
  const cases = await prisma.case.createManyAndReturn({
    data: Array.from({ length: CASES }, (_, i) => ({ customerId, serviceId: service.id, subject: `Dashboard case ${i}`, type: 'securityIncident', status: 'pendingSoc', priority: 'medium', reporterId: reporter.id })),
  });
  await prisma.caseFieldValue.createMany({ data: cases.flatMap((c) => descriptors.map((d) => ({ caseId: c.id, descriptorId: d.id, key: `v${c.id}`, value: `v${c.id}` }))) });
  await prisma.caseComment.createMany({ data: cases.flatMap((c) => Array.from({ length: 5 }, (_, i) => ({ caseId: c.id, authorId: reporter.id, comment: `comment ${i} on ${c.id}`, createdAt: new Date(Date.now() - (5 - i) * 60_000) }))) });
  await prisma.caseAccessEntry.createMany({ data: cases.flatMap((c) => [{ caseId: c.id, userId: reporter.id, level: 'write' }, { caseId: c.id, userId: reader.id, level: 'read' }]) });
}

async function seedTree(target: BenchTarget): Promise<number> {
  const V1 = '/documents/v1';
  const root = (await rest(target, 'acme-user', 'GET', `${V1}/folder/path/meta/`, undefined)).id as number;
  for (let a = 0; a < 3; a++) {
    const folder = (await rest(target, 'acme-user', 'POST', `${V1}/folder/${root}`, { name: `dash-${a}` })).id as number;
    for (let b = 0; b < 3; b++) {
      const sub = (await rest(target, 'acme-user', 'POST', `${V1}/folder/${folder}`, { name: `sub-${b}` })).id as number;
      for (let d = 0; d < 4; d++) await rest(target, 'acme-user', 'POST', `${V1}/folder/${sub}/documents`, { name: `doc-${d}.txt`, text: `document ${a}.${b}.${d}` });
    }
  }
  return root;
}

export async function seedPictures(target: BenchTarget): Promise<Seeded> {
  const acme = await target.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } });
  await seedGroups(target, acme.id);
  const dashA = await target.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'dash-a' } });
  await seedCases(target, dashA.id);
  const rootFolderId = await seedTree(target);
  return { acmeId: acme.id, casesCustomerId: dashA.id, rootFolderId };
}
