// The GET requests of the REST walk: every GET route of the route table (and
// the plain routes beside it) with its path parameters filled from what the
// administrator's GraphQL walk saw, the way arguments are (arguments.ts): a
// parameter names an object of the type its path segment says (`/group/:x` a
// Group), or of ARG_SOURCES by its own name (`:fieldName`, `:query`,
// `:number`); a `*` takes the document paths the set-up made.
import type { Links } from './cross-links.ts';
import { ARG_SOURCES, type Pools } from './arguments.ts';

/** Path segments that are not a type's name: the type they name. */
const SEGMENT_TYPES: Record<string, string> = {
  folder: 'DocumentElement',
  document: 'DocumentElement',
  network: 'CustomerNetwork',
  type: 'SensorType',
  location: 'SensorLocation',
  interface: 'SensorInterface',
  field: 'CaseFieldDescriptor',
  policy: 'CaseFieldPolicy',
  service: 'CaseService',
};

const MAX_URLS_PER_ROUTE = 16;

export interface RestGet {
  route: string;
  url: string;
  /** The values put into the URL (an error may repeat them). */
  values: string[];
}

function valuesFor(pools: Pools, segment: string | undefined, param: string): unknown[] {
  const source = ARG_SOURCES[param];
  if (source) {
    const [type, field] = source.split('.') as [string, string];
    return pools.values(type, field);
  }
  const named = pools.types().find((t) => t.toLowerCase() === (segment ?? '').toLowerCase()) ?? SEGMENT_TYPES[segment ?? ''];
  return named ? pools.values(named, 'id') : [];
}

/** URLs for a route, or none when a parameter cannot be filled. */
export function urlsFor(pools: Pools, links: Links, path: string): RestGet[] {
  const parts = path.split('/');
  let urls: { url: string[]; values: string[]; query: string }[] = [{ url: [], values: [], query: '' }];
  parts.forEach((part, i) => {
    if (part === '*') {
      urls = urls.flatMap((u) =>
        links.documentPaths.map((p) => ({ url: [...u.url, ...p.path.map(encodeURIComponent)], values: [...u.values, ...p.path, p.customer], query: `?customer=${p.customer}` })),
      );
    } else if (part.startsWith(':')) {
      const values = valuesFor(pools, parts[i - 1], part.slice(1)).map(String);
      urls = urls.flatMap((u) => values.map((v) => ({ url: [...u.url, encodeURIComponent(v)], values: [...u.values, v], query: u.query })));
    } else urls = urls.map((u) => ({ ...u, url: [...u.url, part] }));
  });
  return urls.slice(0, MAX_URLS_PER_ROUTE).map((u) => ({ route: path, url: `${u.url.join('/')}${u.query}`, values: u.values }));
}
