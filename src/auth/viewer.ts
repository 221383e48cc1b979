// Who is calling: the request's Viewer, built once per request from the
// Service-API-Key header or the session cookie.
export interface Viewer {
  userId: number;
  shortName: string;
  name: string;
  customerId: number;
  customerShortName: string;
  domainId: number;
  /** How the caller proved who they are. */
  via: { kind: 'apiKey'; apiKeyId: number } | { kind: 'session'; sessionId: string; csrfToken: string };
}

/** The columns the authentication queries read about the user and its customer. */
export interface ViewerRow {
  user_id: number;
  user_short_name: string;
  user_name: string;
  user_flags: string[] | null;
  customer_id: number;
  customer_short_name: string;
  customer_flags: string[] | null;
  domain_id: number;
}

export function viewerFromRow(row: ViewerRow, via: Viewer['via']): Viewer {
  return {
    userId: row.user_id,
    shortName: row.user_short_name,
    name: row.user_name,
    customerId: row.customer_id,
    customerShortName: row.customer_short_name,
    domainId: row.domain_id,
    via,
  };
}

/** Why a known user may not act at all, or null. */
export function accountProblem(row: ViewerRow): string | null {
  if (row.user_flags?.includes('DISABLED')) return `User ${row.user_short_name} is disabled`;
  if (row.customer_flags?.includes('DISABLED')) return `Customer ${row.customer_short_name} is disabled`;
  return null;
}

/** SELECT list and joins shared by the key and session look-ups (one statement each). */
export const VIEWER_COLUMNS = `
  u.id AS user_id, u.short_name AS user_short_name, u.name AS user_name, u.flags::text[] AS user_flags,
  c.id AS customer_id, c.short_name AS customer_short_name, c.flags::text[] AS customer_flags, u.domain_id AS domain_id`;
export const VIEWER_JOINS = `
  JOIN user_account u ON u.id = s.user_id
  JOIN customer c ON c.id = u.customer_id`;
