// What a case looks like to a caller, and the one statement shape that loads
// it: info objects, tags and watchers come as JSON in the same row, and the
// access laterals decide (and report) the caller's level and role.
import type { AccessService } from '../../auth/access.ts';
import type { AccessLevel, AccessMode, AccessRole, CasePriority, CaseStatus, CaseTypeValue } from './enums.ts';

export interface InfoRef {
  id: number;
  shortName: string;
  name: string;
}
export interface UserInfo extends InfoRef {
  customer: InfoRef;
}
export interface TagView {
  id: string;
  tag: string;
}
export interface CurrentUserAccess {
  level: AccessLevel;
  role: AccessRole;
}

export interface CaseView {
  id: number;
  customer: InfoRef & { path: number[]; domainId: number };
  service: InfoRef;
  subject: string;
  description: string;
  type: CaseTypeValue;
  status: CaseStatus;
  priority: CasePriority;
  accessMode: AccessMode;
  reporter: UserInfo;
  assignedUser: UserInfo | null;
  assignedTech: UserInfo | null;
  watchers: UserInfo[];
  tags: TagView[];
  createdAt: Date;
  updatedAt: Date;
  closedAt: Date | null;
  currentUserAccess: CurrentUserAccess;
  /** Facts the domain needs; not shown as such. */
  access: { read: boolean; write: boolean; owner: boolean; role: AccessRole };
}

export interface CaseRow {
  id: number;
  customer: CaseView['customer'];
  service: InfoRef;
  subject: string;
  description: string;
  type: CaseTypeValue;
  status: CaseStatus;
  priority: CasePriority;
  access_mode: AccessMode;
  reporter: UserInfo;
  assigned_user: UserInfo | null;
  assigned_tech: UserInfo | null;
  watchers: UserInfo[] | null;
  tags: TagView[] | null;
  created_at: Date | string;
  updated_at: Date | string;
  closed_at: Date | string | null;
  lv_read: boolean;
  lv_write: boolean;
  lv_owner: boolean;
  lv_role: AccessRole;
}

const userInfo = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'shortName', ${alias}.short_name, 'name', ${alias}.name,
     'customer', (SELECT json_build_object('id', x.id, 'shortName', x.short_name, 'name', x.name) FROM customer x WHERE x.id = ${alias}.customer_id))`;

/** SELECT list over `c` (case), `cu` (customer), `s` (service) and `lv` (access). */
export const CASE_COLUMNS = `
  c.id, c.subject, c.description, c.type, c.status, c.priority, c.access_mode,
  c.created_at, c.updated_at, c.closed_at,
  json_build_object('id', cu.id, 'shortName', cu.short_name, 'name', cu.name, 'path', cu.path, 'domainId', cu.domain_id) AS customer,
  json_build_object('id', s.id, 'shortName', s.short_name, 'name', s.name) AS service,
  (SELECT ${userInfo('u')} FROM user_account u WHERE u.id = c.reporter_id) AS reporter,
  (SELECT ${userInfo('u')} FROM user_account u WHERE u.id = c.assigned_user_id) AS assigned_user,
  (SELECT ${userInfo('u')} FROM user_account u WHERE u.id = c.assigned_tech_id) AS assigned_tech,
  (SELECT json_agg(${userInfo('u')} ORDER BY u.short_name) FROM case_watcher w JOIN user_account u ON u.id = w.user_id WHERE w.case_id = c.id) AS watchers,
  (SELECT json_agg(json_build_object('id', t.id, 'tag', t.tag) ORDER BY t.tag) FROM case_tag t WHERE t.case_id = c.id) AS tags,
  lv.read AS lv_read, lv.write AS lv_write, lv.owner AS lv_owner, lv.role AS lv_role`;

/**
 * A case's watchers in the order its answer shows them: those the caller may see by
 * short name (the statement's order), then those it may not (stubs: the reference rule,
 * src/auth/references.ts, the same `reaches`) in user id order. A stub's place must tell
 * nothing: ordered by name with the hidden ones among them, a stub's place between the
 * visible names spelt its name out letter by letter (found by a probe; REST answers
 * through this field too). The `reaches` look-ups are those the screening of the answer
 * makes anyway (one batch, cached for the request).
 */
export async function watchersInOrder(access: AccessService, view: Pick<CaseView, 'watchers'>): Promise<UserInfo[]> {
  const seen = await Promise.all(view.watchers.map((w) => access.reaches(w.customer.id)));
  const visible = view.watchers.filter((_, i) => seen[i]);
  const hidden = view.watchers.filter((_, i) => !seen[i]).sort((a, b) => a.id - b.id);
  return [...visible, ...hidden];
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export function caseFromRow(row: CaseRow): CaseView {
  const level: AccessLevel = row.lv_owner ? 'owner' : row.lv_write ? 'write' : 'read';
  return {
    id: Number(row.id),
    customer: json(row.customer),
    service: json(row.service),
    subject: row.subject,
    description: row.description,
    type: row.type,
    status: row.status,
    priority: row.priority,
    accessMode: row.access_mode,
    reporter: json(row.reporter),
    assignedUser: row.assigned_user ? json(row.assigned_user) : null,
    assignedTech: row.assigned_tech ? json(row.assigned_tech) : null,
    watchers: row.watchers ? json(row.watchers) : [],
    tags: row.tags ? json(row.tags) : [],
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
    closedAt: row.closed_at ? date(row.closed_at) : null,
    currentUserAccess: { level, role: row.lv_role },
    access: { read: row.lv_read, write: row.lv_write || row.lv_owner, owner: row.lv_owner, role: row.lv_role },
  };
}
