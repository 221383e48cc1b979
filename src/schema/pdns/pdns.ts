// Passive DNS: records, lookups, existence checks, submission and request
// limits. Each field consumes one request of the caller's quota before
// anything else (REST and GraphQL alike), then calls the domain.
import type { RequestContext } from '../../context.ts';
import type { Tlp } from '../../domains/pdns/normalize.ts';
import { consumePdnsQuota, type QuotaState } from '../../domains/pdns/rate-limit.ts';
import { maxLimitFor, searchPdns, seenPdns, type PdnsRecordResult, type PdnsSearchPage } from '../../domains/pdns/search.ts';
import { submitPdnsRecords, type PdnsSubmitResult } from '../../domains/pdns/submit.ts';
import type { RecordFailure } from '../../domains/pdns/records.ts';
import { setPdnsUserLimits, type UserLimits } from '../../domains/pdns/user-limits.ts';
import { toNdjson } from '../../domains/pdns/cof.ts';
import { builder } from '../builder.ts';
import { restInt } from '../common/rest-int.ts';
import { CustomerInfo } from '../customers/customer.ts';
import { CustomerRef, UserRef } from '../common/reference-input.ts';
import { pageCost } from '../common/cost.ts';
import { pageType } from '../common/page.ts';
import { payloadOf } from '../common/mutation-payload.ts';
import { connectionMaximum } from '../common/connections.ts';
import { restEnum } from '../common/rest-enum.ts';
import { inputRule } from '../common/input-rules.ts';
import { OFFSET } from '../common/descriptions.ts';
import { orderInput } from '../common/order.ts';
import { restSortBy, restSortByInput } from '../common/rest-sort.ts';
import { SORT_FIELDS } from '../../domains/pdns/search-sql.ts';

/** `orderBy`'s input, its fields from the domain's sortable map. */
const PdnsOrder = orderInput('PdnsRecord', SORT_FIELDS, { list: 'passive DNS records', defaultOrder: 'lastSeenTimestamp descending (most recently seen first)', tieBreaker: 'ties broken by the record tuple (query, answer, rrclass, rrtype, tlp, customer)' });

const QUOTA = 'Each call takes one request from the caller\'s passive DNS quota (per minute and per day; RESOURCE_LIMIT when spent).';
const RATE_LIMIT_META = 'rateLimit: limitPerMinute, remainingPerMinute, limitPerDay, remainingPerDay (null where a window is unlimited).';

export const PdnsTlp = restEnum('PdnsTlp', { WHITE: 'white', GREEN: 'green', AMBER: 'amber', RED: 'red' }, 'Traffic Light Protocol level; white records are public.', {
  WHITE: 'Public: everyone sees it, unauthenticated callers included (REST: white).',
  GREEN: 'Community: holders of viewPassiveDNS for the record\'s customer (REST: green).',
  AMBER: 'Limited: holders of viewPassiveDNS for the record\'s customer (REST: amber).',
  RED: 'Restricted: holders of viewPassiveDNS for the record\'s customer (REST: red).',
});

const lowerTlps = (values: readonly string[] | null | undefined): Tlp[] | null => (values ? values.map((v) => v.toLowerCase() as Tlp) : null);

function quota(ctx: RequestContext): Promise<QuotaState> {
  return consumePdnsQuota(ctx.db, ctx.config, ctx.limiters, { userId: ctx.viewer?.userId ?? null, clientIp: ctx.http.clientIp });
}

// A record's customer is the customers area's CustomerInfo reference: the same
// type wherever a customer appears, so it leads on (its edges load by id, batched).
const PdnsCustomer = CustomerInfo;

const PdnsRecord = builder.objectRef<PdnsRecordResult>('PdnsRecord').implement({
  description: 'An observed DNS query/answer tuple, aggregated (first/last seen, times, TTL range).',
  fields: (t) => ({
    rrclass: t.exposeString('rrclass', { description: 'DNS class, lower case (in).' }),
    rrtype: t.exposeString('rrtype', { description: 'DNS type, lower case (a, aaaa, cname ...).' }),
    query: t.exposeString('query', { description: 'The name queried, lower case with the trailing period (COF rrname).' }),
    answer: t.exposeString('answer', { description: 'The answer (rdata): an address, a host name with the trailing period, or free-form data for other types.' }),
    firstSeenTimestamp: t.expose('firstSeenTimestamp', { type: 'Timestamp', description: 'When it was first observed.' }),
    lastSeenTimestamp: t.expose('lastSeenTimestamp', { type: 'Timestamp', description: 'When it was last observed.' }),
    maxTtl: t.exposeInt('maxTtl', { description: 'The largest TTL observed, in seconds.' }),
    minTtl: t.exposeInt('minTtl', { description: 'The smallest TTL observed, in seconds.' }),
    times: t.exposeFloat('times', { description: 'Number of observations (may exceed 32 bits).' }),
    tlp: t.field({ type: PdnsTlp, description: 'Its TLP; aggregated over several rows, the strictest of them.', resolve: (r) => r.tlp.toUpperCase() as 'WHITE' }),
    customer: t.field({ type: PdnsCustomer, nullable: true, description: 'Owner; null for anonymous data and for records of customers the caller may not see.', resolve: (r) => r.customer }),
    createdTimestamp: t.exposeInt('createdTimestamp', { description: 'Always 0.' }),
    lastUpdatedTimestamp: t.exposeInt('lastUpdatedTimestamp', { description: 'Always 0.' }),
  }),
});

type SearchPageWithQuota = PdnsSearchPage & { quota: QuotaState };

// The search's own page (truncated, partial, COF, quota) as a connection: pageType's fields and these.
const searchPage = (c: { page: unknown }) => c.page as SearchPageWithQuota;
const PdnsRecordPage = pageType('PdnsRecord', PdnsRecord, (t) => ({
  totalCount: t.int({ description: 'True total of matching records; -1 when the search read its maximum of rows (partial).', resolve: (c) => searchPage(c).count }),
  truncated: t.boolean({ description: 'Whether more matching records exist than this page holds (pageInfo.hasNextPage says the same).', resolve: (c) => (c as unknown as { hasNextPage: boolean }).hasNextPage }),
  partial: t.boolean({ description: 'More rows matched than a search reads (PDNS_SEARCH_MAX_MATCHES): records and count come from those read. Narrow the query (a longer name, rrType, time fences).', resolve: (c) => searchPage(c).partial }),
  nextOffset: t.int({ nullable: true, description: 'The offset of the next page, or null on the last one.', resolve: (c) => searchPage(c).nextOffset }),
  limit: t.int({ description: 'Page size applied (0: all up to the caller\'s maximum); with first/last, the size of the window asked for.', resolve: (c) => (c as unknown as { limit: number }).limit }),
  cof: t.string({
    // Every record of the page once more, as text.
    complexity: 1,
    description: 'This page in the Passive DNS Common Output Format (NDJSON, as GET /pdns/v3/cof/{query} answers).',
    resolve: (c) => toNdjson(c.items),
  }),
  metaData: t.field({
    type: 'JSON',
    description: 'As REST answers it: truncated (more matches beyond this page), partial and maxMatches (the search read only its maximum of matching rows), nextOffset, maxLimit (the caller\'s largest page), aggregated, includeAnonymous, and ' + RATE_LIMIT_META,
    resolve: (c) => {
      const p = searchPage(c);
      return {
        truncated: (c as unknown as { hasNextPage: boolean }).hasNextPage, partial: p.partial, maxMatches: p.maxMatches, nextOffset: p.nextOffset,
        maxLimit: p.maxLimit, aggregated: p.aggregated, includeAnonymous: p.includeAnonymous, rateLimit: p.quota,
      };
    },
  }),
}));

const PdnsSearchInput = builder.inputType('PdnsSearchInput', {
  ...restSortByInput(),
  description: 'A passive DNS lookup (the JSON body of POST /pdns/v3/search).',
  fields: (t) => ({
    query: t.string({
      required: true,
      description:
        'What to look up, in the query or the answer part: a domain name or an IPv4/IPv6 address (exact, case-insensitive, trailing period optional); ' +
        'a left-hand wildcard `*.example.com` (every name below example.com) or a right-hand one `www.example.*`; ' +
        'or an address range `192.0.2.0/24`, `2001:db8::/32` (also `192.0.2.0,24`), matched against A and AAAA answers.',
    }),
    rrClass: t.stringList({ description: 'Any of these classes (case-insensitive).' }),
    rrType: t.stringList({ description: 'Any of these types (case-insensitive).' }),
    customerID: t.idList({ description: 'Narrows private data to these customers, by global id or numeric id (only those the caller may see count).', ...restInt() }),
    tlp: t.field({ type: [PdnsTlp], description: 'Only records of these TLPs; absent: every TLP the caller may see.' }),
    aggregateResult: t.boolean({ description: 'Default true: one record per tuple across customers.' }),
    includeAnonymousResults: t.boolean({ description: 'Default true; false: only data of customers the caller may see.' }),
    limit: t.int({ description: 'Default 25; 0: all up to the maximum (1000 public, 10000 authenticated); above the maximum: INVALID_FIELD on limit.' }),
    offset: t.int({ description: OFFSET }),
    firstSeenAfter: t.field({ type: 'Timestamp', description: 'Only records first seen at or after this time (DNSDB time_first_after).' }),
    firstSeenBefore: t.field({ type: 'Timestamp', description: 'Only records first seen at or before this time (time_first_before).' }),
    lastSeenAfter: t.field({ type: 'Timestamp', description: 'Only records last seen at or after this time (time_last_after).' }),
    lastSeenBefore: t.field({ type: 'Timestamp', description: 'Only records last seen at or before this time (time_last_before).' }),
    seenAfter: t.field({ type: 'Timestamp', description: 'Time window start (dnsdbq -A): records seen in the window; with strictTimeFence, records first seen at or after it.' }),
    seenBefore: t.field({ type: 'Timestamp', description: 'Time window end (dnsdbq -B): records seen in the window; with strictTimeFence, records last seen at or before it.' }),
    strictTimeFence: t.boolean({ description: 'Default false: a record overlapping the seenAfter/seenBefore window matches (loose); true: only one lying completely inside it (dnsdbq -c).' }),
    orderBy: t.field({ type: [PdnsOrder.input], description: PdnsOrder.description }),
  }),
});

interface SeenResult {
  exists: boolean;
  quota: QuotaState;
}

const PdnsSeen = builder.objectRef<SeenResult>('PdnsSeen').implement({
  description: 'Whether a name or address was seen.',
  fields: (t) => ({
    exists: t.exposeBoolean('exists', { description: 'True when some record the caller may see matches.' }),
    metaData: t.field({ type: 'JSON', description: RATE_LIMIT_META, resolve: (s) => ({ rateLimit: s.quota }) }),
  }),
});

const PdnsRecordFailure = builder.objectRef<RecordFailure>('PdnsRecordFailure').implement({
  description: 'A submitted record that was not stored, and why.',
  fields: (t) => ({
    index: t.exposeInt('index', { description: 'Position in the submitted list (0-based).' }),
    field: t.exposeString('field', { nullable: true, description: 'The field at fault, as records[i].<field>; null when the record as a whole is.' }),
    message: t.exposeString('message', { description: 'Why it was refused.' }),
  }),
});

type SubmitWithQuota = PdnsSubmitResult & { quota: QuotaState };

const PdnsSubmitResultRef = builder.objectRef<SubmitWithQuota>('PdnsSubmitResult').implement({
  description: 'The outcome of a bulk submission.',
  fields: (t) => ({
    submitted: t.exposeInt('submitted', { description: 'Records in the request.' }),
    accepted: t.exposeInt('accepted', { description: 'Records stored (new or merged into an existing observation).' }),
    failed: t.exposeInt('failed', { description: 'Records not stored (only with ignoreOnFailed).' }),
    failedRecords: t.field({ type: [PdnsRecordFailure], description: 'Every record not stored, with the reason (empty when all were stored).', resolve: (r) => r.failedRecords }),
    customer: t.field({ type: PdnsCustomer, description: 'The customer the records were stored for.', resolve: (r) => r.customer }),
    metaData: t.field({ type: 'JSON', description: RATE_LIMIT_META, resolve: (r) => ({ rateLimit: r.quota }) }),
  }),
});

const PdnsRateLimitRef = builder.objectRef<UserLimits>('PdnsRateLimit').implement({
  description: 'A user\'s own passive DNS request limits (replacing the configured defaults).',
  fields: (t) => ({
    userId: t.exposeInt('userId', { description: 'The user id.' }),
    perMinute: t.exposeInt('perMinute', { description: 'Requests per minute; 0: unlimited.' }),
    perDay: t.exposeInt('perDay', { description: 'Requests per day; 0: unlimited.' }),
  }),
});

builder.queryFields((t) => ({
  pdnsSearch: t.field({
    type: PdnsRecordPage,
    nullable: true,
    description: `Passive DNS records whose query or answer matches (REST POST /pdns/v3/search). Public: everyone sees white records; other TLPs need viewPassiveDNS for the record's customer, and a record of a customer you may not see shows customer null. ${QUOTA}`,
    args: { ...t.arg.connectionArgs(), input: t.arg({ type: PdnsSearchInput, required: true, description: 'The lookup.' }) },
    complexity: pageCost({ max: maxLimitFor }),
    // Each run counts against the caller's quota: read once (no `last` without `before`).
    ...connectionMaximum(maxLimitFor, { readOnce: true }),
    resolve: async (_root, { input }, ctx) => {
      const q = await quota(ctx);
      const page = await searchPdns(ctx, { ...input, sortBy: restSortBy(ctx), tlp: lowerTlps(input.tlp) });
      return { ...page, quota: q };
    },
  }),
  pdnsSeen: t.field({
    type: PdnsSeen,
    nullable: true,
    description: `Whether a name or address was seen in records of the given TLPs (default white), leaving out the caller's own customer's records unless ignoreOwnRecords is false (REST GET /pdns/v3/{query}/seen). Public. ${QUOTA}`,
    args: {
      query: t.arg.string({ required: true, description: 'A domain name or an IPv4/IPv6 address (exact, case-insensitive, trailing period optional).' }),
      tlp: t.arg({ type: [PdnsTlp], description: 'Look in records of these TLPs (default WHITE), as far as the caller may see them.' }),
      ignoreOwnRecords: t.arg.boolean({ description: 'Leave out the records of your own customer (not of its sub-customers); default true.' }),
    },
    resolve: async (_root, args, ctx) => {
      const q = await quota(ctx);
      return { exists: await seenPdns(ctx, { query: args.query, tlp: lowerTlps(args.tlp), ignoreOwnRecords: args.ignoreOwnRecords }), quota: q };
    },
  }),
}));

builder.relayMutationField(
  'submitPdnsRecords',
  {
    description: 'A bulk submission (the JSON body of REST POST /pdns/v3/record).',
    inputFields: (t) => ({
      records: t.field({
        type: ['JSON'],
        required: true,
        description: 'Records (at most PDNS_MAX_SUBMISSION, default 100 000): query, answer, firstSeen (epoch ms or ISO 8601), times, minTtl, maxTtl, tlp, recordType required; recordClass (default in), lastSeen (default now) optional. Checked one by one.',
        // At most PDNS_MAX_SUBMISSION records, not the general list maximum.
        extensions: inputRule({ maxItems: (config) => config.pdns.maxSubmission }),
      }),
      ignoreOnFailed: t.boolean({ description: 'Store the valid records and list the failed ones (default false: one invalid record fails all).' }),
      customer: t.field({ type: CustomerRef, description: 'The customer the records belong to (`{ id }` or `{ shortName }`); default the caller\'s.' }),
    }),
  },
  {
    nullable: true,
    description: `Bulk submission (REST POST /pdns/v3/record); needs submitPassiveDNS for the customer (FORBIDDEN otherwise; an unknown customer, or one you may not see, is NOT_FOUND). Existing observations are merged (min/max seen and TTL, times added). ${QUOTA}`,
    resolve: async (_root, { input }, ctx) => {
      const q = await quota(ctx);
      const result = await submitPdnsRecords(ctx, { records: input.records, ignoreOnFailed: input.ignoreOnFailed, customer: input.customer });
      return { report: { ...result, quota: q } };
    },
  },
  payloadOf('report', PdnsSubmitResultRef, { payload: 'What submitPdnsRecords answers.', field: 'The outcome of the submission: counts, the records not stored and why, the customer, the quota left.' }),
);

builder.relayMutationField(
  'setPdnsRateLimit',
  {
    description: 'A user and their new passive DNS request limits.',
    inputFields: (t) => ({
      user: t.field({ type: UserRef, required: true, description: 'The user: `{ id }` or `{ shortName }`.' }),
      perMinute: t.int({ required: true, description: 'Requests per minute; 0: unlimited.' }),
      perDay: t.int({ required: true, description: 'Requests per day; 0: unlimited.' }),
    }),
  },
  {
    nullable: true,
    description: 'Sets a user\'s passive DNS request limits; needs managePassiveDNSLimits for the user\'s customer.',
    resolve: async (_root, { input }, ctx) => ({ limits: await setPdnsUserLimits(ctx, input) }),
  },
  payloadOf('limits', PdnsRateLimitRef, { payload: 'What setPdnsRateLimit answers.', field: 'The user\'s limits as they are now.' }),
);
