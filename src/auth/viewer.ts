// Who is calling: the request's Viewer, built once per request from the
// Service-API-Key header or the session cookie, with its effective
// permissions loaded in the same statement.
import { grantsJson, parseGrants, type Grants } from './access.ts';

export interface Viewer {
  userId: number;
  shortName: string;
  name: string;
  customerId: number;
  customerShortName: string;
  /** The viewer's customer's path from the root (itself last): the customers above it are its service providers. */
  customerPath?: readonly number[];
  domainId: number;
  /** How the caller proved who they are. */
  via: { kind: 'apiKey'; apiKeyId: number } | { kind: 'session'; sessionId: string; csrfToken: string };
  /** Effective permissions, when authentication loaded them (it does); otherwise loaded on first use. */
  grants?: Grants;
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
  customer_path: number[] | null;
  domain_id: number;
  grants: unknown;
}

export function viewerFromRow(row: ViewerRow, via: Viewer['via']): Viewer {
  return {
    userId: row.user_id,
    shortName: row.user_short_name,
    name: row.user_name,
    customerId: row.customer_id,
    customerShortName: row.customer_short_name,
    ...(row.customer_path ? { customerPath: row.customer_path } : {}),
    domainId: row.domain_id,
    via,
    grants: parseGrants(row.grants),
  };
}

export interface AccountState {
  userShortName: string;
  userFlags: readonly string[] | null;
  customerShortName: string;
  customerFlags: readonly string[] | null;
}

/** Why a known user may not act at all (disabled user or customer), or null. */
export function accountProblem(account: AccountState): string | null {
  if (account.userFlags?.includes('DISABLED')) return `User ${account.userShortName} is disabled`;
  if (account.customerFlags?.includes('DISABLED')) return `Customer ${account.customerShortName} is disabled`;
  return null;
}

export function accountOf(row: ViewerRow): AccountState {
  return { userShortName: row.user_short_name, userFlags: row.user_flags, customerShortName: row.customer_short_name, customerFlags: row.customer_flags };
}

/** SELECT list and joins shared by the key and session look-ups (one statement each, grants included). */
export const VIEWER_COLUMNS = `
  u.id AS user_id, u.short_name AS user_short_name, u.name AS user_name, u.flags AS user_flags,
  c.id AS customer_id, c.short_name AS customer_short_name, c.flags AS customer_flags, c.path AS customer_path, u.domain_id AS domain_id,
  ${grantsJson('u.id')} AS grants`;
export const VIEWER_JOINS = `
  JOIN user_account u ON u.id = s.user_id
  JOIN customer c ON c.id = u.customer_id`;
