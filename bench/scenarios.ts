// The two reads, each as the three requests that must answer the same data,
// and the check that each request really does before it is measured.
import { FLOOR_LIST_PATH, FLOOR_SINGLE_PATH } from './floor.ts';

export type Variant = 'REST' | 'GraphQL' | 'floor';

export interface BenchRequest {
  variant: Variant;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** How many customers the answer must hold. */
  expectedItems: number;
  /** Ids of the customers in a parsed answer, or why it is not the expected shape. */
  idsIn(body: unknown): number[] | string;
}

export interface Read {
  name: string;
  requests: BenchRequest[];
}

export const PAGE_SIZE = 25;
export const SINGLE_SHORT_NAME = 'acme';

export const CUSTOMER_FIELDS = 'id shortName name domain { id name } parent { id shortName name } flags createdTimestamp lastUpdatedTimestamp';

function field(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function ids(value: unknown, what: string): number[] | string {
  if (!Array.isArray(value)) return `${what} is not a list`;
  const found = value.map((item) => field(item, 'id'));
  return found.every((id) => typeof id === 'number') ? (found as number[]) : `${what} holds an item without a numeric id`;
}

function oneObject(value: unknown, what: string): number[] | string {
  const id = field(value, 'id');
  return field(value, 'shortName') === SINGLE_SHORT_NAME && typeof id === 'number' ? [id] : `${what} is not customer ${SINGLE_SHORT_NAME}`;
}

export interface Endpoints {
  vigilUrl: string;
  floorUrl: string;
  apiKey: string;
}

export function reads({ vigilUrl, floorUrl, apiKey }: Endpoints): Read[] {
  const auth = { 'service-api-key': apiKey };
  const graphql = (query: string) => ({
    url: `${vigilUrl}/graphql`,
    method: 'POST' as const,
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return [
    {
      name: `list (${PAGE_SIZE} customers)`,
      requests: [
        {
          variant: 'REST',
          url: `${vigilUrl}/customers/v1/customer?limit=${PAGE_SIZE}`,
          method: 'GET',
          headers: auth,
          expectedItems: PAGE_SIZE,
          idsIn: (body) => ids(field(body, 'data'), 'envelope data'),
        },
        {
          variant: 'GraphQL',
          ...graphql(`{ customers(limit: ${PAGE_SIZE}) { totalCount limit offset nodes { ${CUSTOMER_FIELDS} } } }`),
          expectedItems: PAGE_SIZE,
          idsIn: (body) => ids(field(body, 'data', 'customers', 'nodes'), 'data.customers.nodes'),
        },
        {
          variant: 'floor',
          url: `${floorUrl}${FLOOR_LIST_PATH}?limit=${PAGE_SIZE}`,
          method: 'GET',
          headers: {},
          expectedItems: PAGE_SIZE,
          idsIn: (body) => ids(field(body, 'items'), 'items'),
        },
      ],
    },
    {
      name: `single (customer ${SINGLE_SHORT_NAME})`,
      requests: [
        {
          variant: 'REST',
          url: `${vigilUrl}/customers/v1/customer/${SINGLE_SHORT_NAME}`,
          method: 'GET',
          headers: auth,
          expectedItems: 1,
          idsIn: (body) => oneObject(field(body, 'data'), 'envelope data'),
        },
        {
          variant: 'GraphQL',
          ...graphql(`{ customer(ref: { shortName: "${SINGLE_SHORT_NAME}" }) { ${CUSTOMER_FIELDS} } }`),
          expectedItems: 1,
          idsIn: (body) => oneObject(field(body, 'data', 'customer'), 'data.customer'),
        },
        {
          variant: 'floor',
          url: `${floorUrl}${FLOOR_SINGLE_PATH.replace(':shortName', SINGLE_SHORT_NAME)}`,
          method: 'GET',
          headers: {},
          expectedItems: 1,
          idsIn: (body) => oneObject(body, 'the answer'),
        },
      ],
    },
  ];
}

export class VerificationError extends Error {}

/** One request: 200, JSON, and the expected number of customers; answers their ids. */
async function verifyOne(request: BenchRequest): Promise<number[]> {
  const label = `${request.variant} ${request.method} ${request.url}`;
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
  });
  const text = await response.text();
  if (response.status !== 200) throw new VerificationError(`${label}: status ${response.status}: ${text.slice(0, 500)}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new VerificationError(`${label}: not JSON: ${text.slice(0, 500)}`);
  }
  if (field(body, 'errors') !== undefined) throw new VerificationError(`${label}: GraphQL errors: ${text.slice(0, 500)}`);
  const found = request.idsIn(body);
  if (typeof found === 'string' || found.length !== request.expectedItems) {
    const got = typeof found === 'string' ? found : `${found.length} customers`;
    throw new VerificationError(`${label}: expected ${request.expectedItems} customers, got ${got}: ${text.slice(0, 500)}`);
  }
  return found;
}

/** Each request answers as expected, and all of a read's requests answer the same customers in the same order. */
export async function verifyRead(read: Read): Promise<void> {
  let reference: { variant: Variant; ids: string } | undefined;
  for (const request of read.requests) {
    const ids = (await verifyOne(request)).join(',');
    reference ??= { variant: request.variant, ids };
    if (ids !== reference.ids) {
      throw new VerificationError(`${read.name}: ${request.variant} answers customers [${ids}], ${reference.variant} [${reference.ids}]`);
    }
  }
}
