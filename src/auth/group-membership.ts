// Group membership, the one place the areas read it from: "membership is
// transitive; a disabled group passes nothing on". The database keeps the
// rule in group_closure (triggers on user_group and group_member, migration
// *_group_closure), so a member's groups are one join of its direct
// group_member rows with the closure: no recursive walk per statement, and no
// copy of the rule in any area's SQL.

/**
 * SQL selecting, as column `group_id`, every group whose members include the
 * user (or, with `member` 'group', the group) whose id is the SQL expression
 * `id`: the groups it is a direct member of and every group they are nested
 * in, through enabled groups only.
 */
export function memberGroupsSql(id: string, member: 'user' | 'group' = 'user'): string {
  const column = member === 'user' ? 'user_id' : 'member_group_id';
  return `SELECT gc.group_id FROM group_member gm JOIN group_closure gc ON gc.member_group_id = gm.group_id WHERE gm.${column} = ${id}`;
}
