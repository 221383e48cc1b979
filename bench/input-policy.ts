// What the input policy costs per request: the check of a root field's
// arguments (src/graphql/input-policy-pass.ts) on representative inputs,
// beside a floor every such request pays anyway: JSON.parse of the same body.
// Prints microseconds per request for both and their ratio.
//
//   npm run bench:input-policy [-- iterations]
import { getNamedType } from 'graphql';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../src/config.ts';
import { argumentCheckOf } from '../src/graphql/input-policy-pass.ts';
import { schema } from '../src/schema/index.ts';

const config = loadConfig({ NODE_ENV: 'production' });
const iterations = Number(process.argv[2] ?? 2000);

function rootField(name: string) {
  const field = schema.getQueryType()!.getFields()[name] ?? schema.getMutationType()!.getFields()[name];
  if (!field) throw new Error(`no root field ${name}`);
  const check = argumentCheckOf(field as never);
  if (!check) throw new Error(`${name} has nothing to check`);
  return { check, argTypes: field.args.map((a) => getNamedType(a.type).name) };
}

const scenarios: Array<{ name: string; field: string; args: Record<string, unknown>; runs?: number }> = [
  {
    name: 'group search (REST POST /group/search body)',
    field: 'searchGroups',
    args: { input: { customer: [{ shortName: 'acme' }, { id: '4' }], keywords: ['staff', 'team', 'ops'], orderBy: [{ field: 'name', direction: 'DESC' }], limit: 25, subCriteria: [{ keywords: ['emea'], exclude: true }, { customer: [{ shortName: 'globex' }] }] } },
  },
  { name: 'one group by short name', field: 'group', args: { ref: { shortName: 'acme-staff' } } },
  { name: 'user search, 100 keywords', field: 'searchUsers', args: { input: { keywords: Array.from({ length: 100 }, (_, i) => `keyword-${i}`) } } },
  {
    name: 'case with a 10 000-character description and fields',
    field: 'addCase',
    args: { input: { customer: { shortName: 'acme' }, service: { shortName: 'support' }, subject: 'Printer on fire', description: 'line\n'.repeat(2000), type: 'CHANGE', priority: 'LOW', tags: ['a', 'b'], fields: { asset: 'srv-1', notes: 'x'.repeat(5000) } } },
  },
  {
    name: 'bulk of 10 000 networks with descriptions',
    field: 'addCustomerNetworksLenient',
    args: { input: { customer: { shortName: 'acme' }, networks: Array.from({ length: 10_000 }, (_, i) => ({ networkAddress: `10.${i >> 8}.${i & 255}.0/24`, description: `site ${i} office LAN` })) } },
    runs: 20,
  },
  {
    name: 'passive DNS submission of 10 000 records',
    field: 'submitPdnsRecords',
    args: {
      input: {
        records: Array.from({ length: 10_000 }, (_, i) => ({ query: `host${i}.example.com.`, answer: `192.0.2.${i & 255}`, recordType: 'a', firstSeen: 1_700_000_000_000, times: 3, minTtl: 60, maxTtl: 300, tlp: 'white' })),
      },
    },
    runs: 20,
  },
];

const ROUNDS = 7;

/** µs per call: the fastest of ROUNDS rounds (the one least disturbed by other work on the machine). */
function time(runs: number, work: () => void): number {
  for (let i = 0; i < Math.min(runs, 50); i += 1) work();
  let best = Infinity;
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    for (let i = 0; i < runs; i += 1) work();
    best = Math.min(best, ((performance.now() - start) * 1000) / runs);
  }
  return best;
}

console.log(`input policy check vs JSON.parse of the same body: µs per request, fastest of ${ROUNDS} rounds of ${iterations} (fewer for the bulk ones); load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
for (const s of scenarios) {
  const { check } = rootField(s.field);
  const body = JSON.stringify(s.args);
  const runs = s.runs ?? iterations;
  const policy = time(runs, () => check(s.args, config));
  const floor = time(runs, () => JSON.parse(body));
  console.log(`${s.name.padEnd(52)} policy ${policy.toFixed(1).padStart(9)}  JSON.parse ${floor.toFixed(1).padStart(9)}  ratio ${(policy / floor).toFixed(2)}`);
}
