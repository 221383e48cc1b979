// The case access matrix as SQL (spec, Authentication point 6). Every read of
// a case (by id, in search, through a reference) joins these laterals, so the
// decision who sees a case is taken by the database in the same statement
// that loads it: never by filtering rows after loading them.
//
// Facts per case and viewer:
//   reporter      the viewer reported the case
//   acl_read      the viewer (or a group it belongs to, transitively) has an ACL entry
//   acl_write     ... with level write
//   svc_read      the viewer holds the service's read, write or tech role for the case's customer
//   svc_write     ... the write or tech role
//   svc_tech      ... the tech role
//   admin         caseAdministrator for the customer (not in explicit mode) or a system administrator
// Levels per access mode:
//   read:  reporter | admin | acl_read | roleBased,writeRestricted: svc_read | readRestricted: svc_tech
//   write: reporter | admin | acl_write | roleBased: svc_write | writeRestricted,readRestricted: svc_tech
//          | explicit: svc_tech and acl_read (a tech user must first be let in by the ACL)
//   owner: reporter | admin
// Role: admin if admin; tech if svc_tech; otherwise user.
import { memberGroupsSql } from '../../auth/group-membership.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { CASE_FUNCTIONS } from './functions.ts';
import type { SqlParams } from './sql-params.ts';

export interface AccessSql {
  /** CTEs to put after `WITH RECURSIVE`. */
  ctes: string;
  /** Laterals to join after the case `c`, its customer `cu` and service `s`; they define lv.read, lv.write, lv.owner, lv.role. */
  laterals: string;
}

/** The viewer's effective grants as JSON [[function, customerRoot], ...]. */
function viewerGrantPairs(viewer: Viewer): string {
  const pairs: [string, number][] = [];
  for (const [name, roots] of viewer.grants ?? new Map<string, Set<number>>()) for (const root of roots) pairs.push([name, root]);
  return JSON.stringify(pairs);
}

export function accessSql(viewer: Viewer, params: SqlParams): AccessSql {
  const user = params.add(viewer.userId, 'int');
  const grants = params.add(viewerGrantPairs(viewer), 'jsonb');
  // Per service, the customer roots the viewer holds each of its roles on,
  // and the roots of the administrator functions: computed once per
  // statement, so each case row costs array overlaps, not sub-queries.
  const ctes = `
  viewer_group(group_id) AS (${memberGroupsSql(user)}),
  viewer_grant(name, root) AS (
    SELECT e->>0, (e->>1)::int FROM jsonb_array_elements(${grants}) e
  ),
  viewer_service(service_id, read_roots, write_roots, tech_roots) AS (
    SELECT sv.id,
      COALESCE(array_agg(g.root) FILTER (WHERE g.name IN (sv.read_role, sv.write_role, sv.tech_role)), '{}'),
      COALESCE(array_agg(g.root) FILTER (WHERE g.name IN (sv.write_role, sv.tech_role)), '{}'),
      COALESCE(array_agg(g.root) FILTER (WHERE g.name = sv.tech_role), '{}')
      FROM case_service sv LEFT JOIN viewer_grant g ON g.name IN (sv.read_role, sv.write_role, sv.tech_role)
     GROUP BY sv.id
  ),
  viewer_admin(case_admin_roots, system_admin_roots) AS (
    SELECT COALESCE(array_agg(root) FILTER (WHERE name = '${CASE_FUNCTIONS.caseAdministrator}'), '{}'),
           COALESCE(array_agg(root) FILTER (WHERE name = '${CASE_FUNCTIONS.systemAdministrator}'), '{}')
      FROM viewer_grant
  )`;
  const laterals = `
  JOIN viewer_service vs ON vs.service_id = c.service_id
  CROSS JOIN viewer_admin va
  CROSS JOIN LATERAL (
    SELECT c.reporter_id = ${user} AS reporter,
      EXISTS (SELECT 1 FROM case_access_entry e WHERE e.case_id = c.id
               AND (e.user_id = ${user} OR e.group_id IN (SELECT group_id FROM viewer_group))) AS acl_read,
      EXISTS (SELECT 1 FROM case_access_entry e WHERE e.case_id = c.id AND e.level = 'write'
               AND (e.user_id = ${user} OR e.group_id IN (SELECT group_id FROM viewer_group))) AS acl_write,
      cu.path && vs.read_roots AS svc_read,
      cu.path && vs.write_roots AS svc_write,
      cu.path && vs.tech_roots AS svc_tech,
      (cu.path && va.system_admin_roots OR (c.access_mode <> 'explicit' AND cu.path && va.case_admin_roots)) AS admin
  ) f
  CROSS JOIN LATERAL (
    SELECT
      (f.reporter OR f.admin OR f.acl_read OR CASE c.access_mode
         WHEN 'roleBased' THEN f.svc_read WHEN 'writeRestricted' THEN f.svc_read
         WHEN 'readRestricted' THEN f.svc_tech ELSE false END) AS read,
      (f.reporter OR f.admin OR f.acl_write OR CASE c.access_mode
         WHEN 'roleBased' THEN f.svc_write WHEN 'explicit' THEN (f.svc_tech AND f.acl_read)
         ELSE f.svc_tech END) AS write,
      (f.reporter OR f.admin) AS owner,
      CASE WHEN f.admin THEN 'admin' WHEN f.svc_tech THEN 'tech' ELSE 'user' END AS role
  ) lv`;
  return { ctes, laterals };
}
