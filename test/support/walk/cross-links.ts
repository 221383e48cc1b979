// The set-up of the cross-tenant walk: as the administrator (and, where only
// the other side can make a link, as globex-user after being given access),
// link acme and globex objects every way the API allows. Every globex object
// made here carries MARKER in its name; the demo's globex objects carry
// "globex" already. Links the API refuses are recorded (a refusal is a
// finding too: the link cannot be made, so it cannot leak).
import { expect } from 'vitest';
import type { TestApp } from '../app.ts';
import type { Seen } from './answers.ts';

export const MARKER = 'globexmark';

export interface Links {
  /** What was linked, and what the API refused (name -> message). */
  made: string[];
  refused: Record<string, string>;
  /** Document paths (under the customer's root) made here: acme's and globex's. */
  documentPaths: { customer: string; path: string[] }[];
  /** Objects made here that no list reaches from the administrator's roots (documents of other customers). */
  seeds: Seen[];
}

async function gql(t: TestApp, query: string, variables: Record<string, unknown> = {}, as = 'admin') {
  const res = await t.graphql(query, variables, { as });
  return res.body as { data?: Record<string, any>; errors?: { message: string; extensions?: { code?: string } }[] };
}

/** Errors that say the document itself is wrong (a field or argument the schema lacks), not the API refusing the link. */
const REQUEST_ERRORS = new Set(['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED', 'BAD_USER_INPUT']);

export async function linkAcmeAndGlobex(t: TestApp): Promise<Links> {
  const links: Links = { made: [], refused: {}, documentPaths: [], seeds: [] };
  const step = async (name: string, query: string, variables: Record<string, unknown> = {}, as = 'admin') => {
    const body = await gql(t, query, variables, as);
    // A link may be refused by the API (that is what some steps probe), never by the schema:
    // a step written for another shape would silently link nothing and the walk would miss its edges.
    expect(body.errors?.filter((e) => REQUEST_ERRORS.has(e.extensions?.code ?? '')) ?? [], name).toEqual([]);
    if (body.errors?.length) links.refused[name] = body.errors.map((e) => e.message).join('; ');
    else links.made.push(name);
    return body.data;
  };
  const must = async (name: string, query: string, variables: Record<string, unknown> = {}, as = 'admin') => {
    const data = await step(name, query, variables, as);
    expect(links.refused[name], name).toBeUndefined();
    return data!;
  };

  const ids = (await must('ids', '{ globexUser: user(ref: { shortName: "globex-user" }) { id } acmeUser: user(ref: { shortName: "acme-user" }) { id } globex: customer(ref: { shortName: "globex" }) { id } acme: customer(ref: { shortName: "acme" }) { id } }')) as {
    globexUser: { id: number };
    acmeUser: { id: number };
    globex: { id: number };
    acme: { id: number };
  };
  const globexUserId = ids.globexUser.id;

  // useradmin: members both ways, grants naming the other customer's subject
  const team = await must('globex group', 'mutation { addGroup(input: { customer: { shortName: "globex" }, shortName: "globexmark-team", name: "globexmark team" }) { group { id } } }');
  const teamId = team.addGroup.group.id as string;
  await must('globex subjects in an acme group', 'mutation { addGroupMembers(input: { group: { shortName: "acme-staff" }, subject: [{ user: { shortName: "globex-user" } }, { group: { shortName: "globex-staff" } }, { group: { shortName: "globexmark-team" } }] }) { __typename } }');
  await must('acme user in a globex group', 'mutation { addGroupMembers(input: { group: { shortName: "globexmark-team" }, subject: [{ user: { shortName: "acme-user" } }] }) { __typename } }');
  await must('grant to a globex user on acme', 'mutation { grantPermission(input: { subject: { user: { shortName: "globex-user" } }, function: { name: "viewSensors" }, customer: { shortName: "acme" } }) { permission { id } } }');
  await must('grant to a globex group on acme', 'mutation { grantPermission(input: { subject: { group: { shortName: "globexmark-team" } }, function: { name: "viewCustomerNetworks" }, customer: { shortName: "acme" } }) { permission { id } } }');

  // documents: a folder and a document of acme, access entries naming globex subjects,
  // a lock and a revision by globex-user
  const folder = await must('acme folder', 'mutation { addDocumentFolder(input: { parent: { path: { customer: { shortName: "acme" }, names: [] } }, name: "walk" }) { folder { id } } }');
  links.seeds.push({ typename: 'DocumentElement', object: { id: folder.addDocumentFolder.folder.id, name: 'walk' }, globex: false });
  const doc = await must('acme document', 'mutation { addDocument(input: { parent: { path: { customer: { shortName: "acme" }, names: ["walk"] } }, name: "walk.txt", text: "acme text" }) { document { id } } }');
  const docId = doc.addDocument.document.id as string;
  links.seeds.push({ typename: 'DocumentElement', object: { id: docId, name: 'walk.txt' }, globex: false });
  links.documentPaths.push({ customer: 'acme', path: ['walk'] }, { customer: 'acme', path: ['walk', 'walk.txt'] });
  await must('globex user on an acme document', 'mutation($r: DocumentElementRef!, $s: ID!) { grantDocumentAccess(input: { ref: $r, level: WRITE, subjectID: $s, subjectType: USER }) { accessEntry { id } } }', { r: { id: docId }, s: globexUserId });
  await step('globex group on an acme document', 'mutation($r: DocumentElementRef!, $s: ID!) { grantDocumentAccess(input: { ref: $r, level: READ, subjectID: $s, subjectType: GROUP }) { accessEntry { id } } }', { r: { id: docId }, s: teamId });
  await step('globex revision of an acme document', 'mutation($r: DocumentElementRef!) { updateDocument(input: { ref: $r, text: "text by a user of another customer" }) { document { id } } }', { r: { id: docId } }, 'globex-user');
  await step('globex lock on an acme document', 'mutation($r: DocumentElementRef!) { lockDocument(input: { ref: $r, seconds: 3600 }) { document { id } } }', { r: { id: docId } }, 'globex-user');
  const globexFolder = await must('globex folder', 'mutation { addDocumentFolder(input: { parent: { path: { customer: { shortName: "globex" }, names: [] } }, name: "globexmark-folder" }) { folder { id } } }');
  links.seeds.push({ typename: 'DocumentElement', object: { id: globexFolder.addDocumentFolder.folder.id, name: 'globexmark-folder' }, globex: true });
  links.documentPaths.push({ customer: 'globex', path: ['globexmark-folder'] });
  // A document of globex, for a case value naming it (documentType names documents, not folders).
  const globexDoc = await must('globex document', 'mutation { addDocument(input: { parent: { path: { customer: { shortName: "globex" }, names: ["globexmark-folder"] } }, name: "globexmark.txt", text: "globex text" }) { document { id } } }');
  const globexDocId = globexDoc.addDocument.document.id as string;
  links.seeds.push({ typename: 'DocumentElement', object: { id: globexDocId, name: 'globexmark.txt' }, globex: true });
  links.documentPaths.push({ customer: 'globex', path: ['globexmark-folder', 'globexmark.txt'] });

  // cases: an acme case with globex watchers and assignee, access entries, a field value
  // naming a globex user and group, a comment by globex-user
  const field = await step('subject field', 'mutation { addCaseField(input: { name: "walkref", valueType: SUBJECT_TYPE, multivalue: true }) { field { id } } }');
  await step('subject field whose default names globex-user', 'mutation($d: JSON) { addCaseField(input: { name: "walkdefault", valueType: SUBJECT_TYPE, defaultValue: $d }) { field { id } } }', { d: { type: 'user', id: 'globex-user' } });
  const made = await step(
    'acme case with globex watcher and assignee',
    'mutation { addCase(input: { customer: { shortName: "acme" }, service: { shortName: "support" }, subject: "walk case", priority: LOW, type: INFORMATIONAL, watchers: [{ shortName: "globex-user" }], assignedUser: { shortName: "globex-user" } }) { case { id } } }',
  );
  let caseId = made?.addCase?.case?.id as string | undefined;
  if (caseId === undefined) {
    const plain = await must('acme case', 'mutation { addCase(input: { customer: { shortName: "acme" }, service: { shortName: "support" }, subject: "walk case", priority: LOW, type: INFORMATIONAL }) { case { id } } }');
    caseId = plain.addCase.case.id as string;
  }
  await step('globex user on an acme case', `mutation { grantCaseAccess(input: { case: "${caseId}", level: WRITE, subjectID: "${globexUserId}", subjectType: USER }) { accessEntry { id } } }`);
  await step('globex group on an acme case', `mutation { grantCaseAccess(input: { case: "${caseId}", level: READ, subjectID: "${teamId}", subjectType: GROUP }) { accessEntry { id } } }`);
  if (field) {
    await must('acme case value naming globex subjects', `mutation($v: [JSON!]) { setCaseField(input: { case: "${caseId}", fieldName: "walkref", valuesToSet: $v }) { field { displayName } } }`, {
      v: [{ type: 'user', id: 'globex-user' }, { type: 'group', id: 'globexmark-team' }, { type: 'user', id: 'acme-user' }],
    });
  }
  // acme's own entries, comments, policies, watchers and locations, so the walk has these edges to follow
  await step('acme case with acme watcher and assignee', 'mutation { addCase(input: { customer: { shortName: "acme" }, service: { shortName: "support" }, subject: "walk case 2", priority: LOW, type: INFORMATIONAL, watchers: [{ shortName: "acme-user" }], assignedUser: { shortName: "acme-user" }, assignedTech: { shortName: "acme-admin" } }) { case { id } } }');
  await step('acme network at a global location', 'mutation { addCustomerNetwork(input: { customer: { shortName: "acme" }, networkAddress: "10.76.0.0/16", location: { shortName: "global-internet" }, description: "walk" }) { network { id } } }');
  await must('acme user on an acme case', `mutation { grantCaseAccess(input: { case: "${caseId}", level: WRITE, subjectID: "${ids.acmeUser.id}", subjectType: USER }) { accessEntry { id } } }`);
  await must('acme comment on an acme case', `mutation { addCaseComment(input: { case: "${caseId}", comment: "walk comment" }) { comment { id } } }`, {}, 'acme-user');
  await step('acme field policy', 'mutation { addCaseFieldPolicy(input: { customer: { shortName: "acme" }, service: { shortName: "support" }, name: "walk policy", bindings: [{ field: { name: "walkref" }, displayName: "Walk reference" }] }) { policy { id } } }');
  // values naming a globex case and a globex document
  const globexRefs = await must('globex case', '{ searchCases(input: { customer: [{ shortName: "globex" }] }) { nodes { id } } }');
  for (const [name, type, value] of [
    ['walkcase', 'CASE_TYPE', globexRefs.searchCases.nodes[0]?.id],
    ['walkdoc', 'DOCUMENT_TYPE', globexDocId],
  ] as const) {
    await step(`${name} field`, `mutation { addCaseField(input: { name: "${name}", valueType: ${type} }) { field { id } } }`);
    await step(`acme case value naming a globex ${name}`, `mutation($v: JSON) { setCaseField(input: { case: "${caseId}", fieldName: "${name}", value: $v }) { field { displayName } } }`, { v: value });
  }
  // The administrator reads every document, so this link can be made (a folder, as before, cannot: 412).
  expect(links.refused['acme case value naming a globex walkdoc'], 'a case value naming a globex document').toBeUndefined();
  await step('globex comment on an acme case', `mutation { addCaseComment(input: { case: "${caseId}", comment: "globexmark comment" }) { comment { id } } }`, {}, 'globex-user');
  await step('globex tag on an acme case', `mutation { addCaseTag(input: { case: "${caseId}", tag: "globexmark" }) { tag { id } } }`, {}, 'globex-user');
  await step('globex watcher added later', `mutation { updateCase(input: { case: "${caseId}", watchersToAdd: [{ shortName: "globex-user" }, { shortName: "acme-user" }] }) { case { id } } }`);

  // sensors and networks: a globex location used by acme objects (the API is expected to refuse)
  await must('globex location', `mutation { addSensorLocation(input: { customerID: "${ids.globex.id}", shortName: "globexmark-loc", name: "globexmark location", networkZone: INTERNAL, timeZoneDescription: "Etc/UTC" }) { location { id } } }`);
  await step('acme sensor at a globex location', 'mutation { addSensor(input: { customer: { shortName: "acme" }, shortName: "walk-sensor", location: { shortName: "globexmark-loc" }, sensorType: { shortName: "nids" }, hostname: "walk.acme.example" }) { sensor { id } } }');
  await step('acme network at a globex location', 'mutation { addCustomerNetwork(input: { customer: { shortName: "acme" }, networkAddress: "10.77.0.0/16", location: { shortName: "globexmark-loc" }, description: "walk" }) { network { id } } }');
  await step('acme network changed by globex-user', 'mutation { addCustomerNetwork(input: { customer: { shortName: "acme" }, networkAddress: "10.78.0.0/16", description: "walk by globex" }) { network { id } } }', {}, 'globex-user');
  // Functions on acme granted to globex-user, so it can leave its name on acme objects
  // (creator, verifier, reporter, comment author); acme users must still see a stub.
  for (const fn of ['addCustomerNetwork', 'viewCustomerNetworks', 'verifyCustomerNetwork', 'CASES-SUPPORT-WRITE']) {
    await step(`grant ${fn} on acme to globex-user`, `mutation { grantPermission(input: { subject: { user: { shortName: "globex-user" } }, function: { name: "${fn}" }, customer: { shortName: "acme" } }) { permission { id } } }`);
  }
  const byGlobex = await step('acme network made by globex-user', 'mutation { addCustomerNetwork(input: { customer: { shortName: "acme" }, networkAddress: "10.79.0.0/16", description: "walk network" }) { network { id } } }', {}, 'globex-user');
  if (byGlobex?.addCustomerNetwork) await step('acme network verified by globex-user', `mutation { verifyCustomerNetwork(input: { network: "${byGlobex.addCustomerNetwork.network.id}" }) { network { id } } }`, {}, 'globex-user');
  const reported = await step('acme case reported by globex-user', 'mutation { addCase(input: { customer: { shortName: "acme" }, service: { shortName: "support" }, subject: "walk case reported", priority: LOW, type: INFORMATIONAL }) { case { id } } }', {}, 'globex-user');
  const reportedId = reported?.addCase?.case?.id as string | undefined;
  if (reportedId !== undefined) {
    await step('globex comment on a case it reported', `mutation { addCaseComment(input: { case: "${reportedId}", comment: "comment" }) { comment { id } } }`, {}, 'globex-user');
    await step('globex tag on a case it reported', `mutation { addCaseTag(input: { case: "${reportedId}", tag: "walk" }) { tag { id } } }`, {}, 'globex-user');
  }
  await step('globex comment on an acme case (with the role)', `mutation { addCaseComment(input: { case: "${caseId}", comment: "comment" }) { comment { id } } }`, {}, 'globex-user');

  // passive DNS: a public record of globex (anyone may see the record, not whose it is)
  await must('public globex record', 'mutation($r: [JSON!]!) { submitPdnsRecords(input: { customer: { shortName: "globex" }, records: $r }) { __typename } }', {
    r: [{ query: 'walk.example', answer: '192.0.2.77', recordType: 'A', tlp: 'white', firstSeen: 1_700_000_000_000, lastSeen: 1_700_000_060_000, times: 1, minTtl: 60, maxTtl: 60 }],
  });
  return links;
}
