// Element paths in URLs: relative to the customer's root, each element
// percent-encoded on its own, so a name may hold spaces, unicode, `%` and
// `/` (as %2F). Fastify's wildcard parameter decodes %2F into a separator, so
// the names are read from the raw URL instead.
import { InvalidFieldError } from '../../../src/errors.ts';

/** The names after `prefix` in the raw URL (the query string dropped). */
export function pathNames(rawUrl: string | undefined, prefix: string): string[] {
  const url = (rawUrl ?? '').split('?')[0]!;
  const at = url.indexOf(prefix);
  if (at < 0) return [];
  const rest = url.slice(at + prefix.length);
  return rest
    .split('/')
    .filter((segment) => segment.length > 0)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        throw new InvalidFieldError('path', `Path element ${JSON.stringify(segment)} is not valid percent-encoding`);
      }
    });
}

/** `If-Match: "3"`, `W/"3"` or `3`: the revision an update is based on. */
export function ifMatchRevision(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined) return undefined;
  const match = /^\s*(?:W\/)?"?(\d+)"?\s*$/.exec(value);
  if (!match) throw new InvalidFieldError('If-Match', 'If-Match must carry a revision number, e.g. "3"');
  return match[1];
}
