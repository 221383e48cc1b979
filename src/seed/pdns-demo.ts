// Demo data of the pdns area (issue #5): a few named records the docs and
// tests refer to, and 3000 generated ones, public and private, spread over
// anonymous data, acme, acme-emea and globex. Fixed timestamps and
// ON CONFLICT DO NOTHING: running it again changes nothing.
import type { DemoSeeder } from './demo-context.ts';

/** 2025-11-23T00:00:00Z: demo observations start here. */
export const PDNS_DEMO_EPOCH = 1_763_856_000_000;

export const PDNS_DEMO_RECORDS: { customer: string | null; query: string; answer: string; rrtype: string; tlp: string; times: number; ageHours: number }[] = [
  { customer: null, query: 'www.example.com.', answer: '93.184.216.34', rrtype: 'a', tlp: 'white', times: 120, ageHours: 1 },
  { customer: null, query: 'www.example.com.', answer: '2606:2800:220:1:248:1893:25c8:1946', rrtype: 'aaaa', tlp: 'white', times: 80, ageHours: 2 },
  { customer: null, query: 'mail.example.com.', answer: 'www.example.com.', rrtype: 'cname', tlp: 'white', times: 7, ageHours: 3 },
  { customer: 'acme', query: 'intranet.acme.example.', answer: '10.1.2.3', rrtype: 'a', tlp: 'amber', times: 40, ageHours: 4 },
  { customer: 'acme-emea', query: 'emea.acme.example.', answer: '10.2.0.1', rrtype: 'a', tlp: 'green', times: 9, ageHours: 5 },
  { customer: 'globex', query: 'vpn.globex.example.', answer: '10.9.9.9', rrtype: 'a', tlp: 'red', times: 3, ageHours: 6 },
  { customer: null, query: 'shared.example.', answer: '198.51.100.7', rrtype: 'a', tlp: 'white', times: 5, ageHours: 10 },
  { customer: 'acme', query: 'shared.example.', answer: '198.51.100.7', rrtype: 'a', tlp: 'white', times: 3, ageHours: 8 },
  { customer: 'globex', query: 'shared.example.', answer: '198.51.100.7', rrtype: 'a', tlp: 'amber', times: 2, ageHours: 7 },
];

export function pdnsDemoSeeders(_passwordHash: string): DemoSeeder[] {
  return [
    {
      name: 'passive DNS records',
      async run(tx, ctx, progress) {
        const id = (name: string | null) => (name === null ? null : ctx.customers.get(name)!.id);
        const named = PDNS_DEMO_RECORDS;
        await tx.$executeRawUnsafe(
          `INSERT INTO pdns_record (customer_id, query, answer, rrclass, rrtype, tlp, first_seen, last_seen, min_ttl, max_ttl, times)
           SELECT c, q, a, 'in', t, l, $7::bigint - h::bigint * 3600000 - 2592000000::bigint, $7::bigint - h::bigint * 3600000, 60, 3600, n
             FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $8::int[]) AS x(c, q, a, t, l, n, h)
           ON CONFLICT DO NOTHING`,
          named.map((r) => id(r.customer)),
          named.map((r) => r.query),
          named.map((r) => r.answer),
          named.map((r) => r.rrtype),
          named.map((r) => r.tlp),
          named.map((r) => r.times),
          String(PDNS_DEMO_EPOCH),
          named.map((r) => r.ageHours),
        );
        progress(1, 2);
        // 3000 generated records: host-N.demo.example. -> 203.0.113.(N % 250),
        // owners rotating anonymous / acme / acme-emea / globex, TLP white or green.
        const owners = [null, id('acme'), id('acme-emea'), id('globex')];
        await tx.$executeRawUnsafe(
          `INSERT INTO pdns_record (customer_id, query, answer, rrclass, rrtype, tlp, first_seen, last_seen, min_ttl, max_ttl, times)
           SELECT ($1::int[])[1 + n % 4], 'host-' || n || '.demo.example.', '203.0.113.' || (n % 250), 'in', 'a',
                  CASE WHEN n % 4 = 0 OR n % 3 = 0 THEN 'white' ELSE 'green' END,
                  $2::bigint - n * 60000 - 86400000, $2::bigint - n * 60000, 300, 300 + n % 600, 1 + n % 17
             FROM generate_series(1, 3000) AS n
           ON CONFLICT DO NOTHING`,
          owners,
          String(PDNS_DEMO_EPOCH),
        );
        progress(2, 2);
      },
    },
  ];
}
