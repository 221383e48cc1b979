// Where a field declares how the input policy treats it (a longer limit for a
// content-like field, a rule of its own): in its definition, as an extension
// the schema pass reads (src/graphql/input-policy-pass.ts). Fields that
// declare nothing follow their type and name (src/domains/common/input-policy.ts).
import { INPUT_RULES, type InputRule, type RuleName } from '../../domains/common/input-policy.ts';

export const INPUT_RULE_EXTENSION = 'vigilInputRule';

export interface DeclaredRule {
  /** A named rule replacing the one the type and name would give. */
  base?: RuleName;
  /** Changes on top of it. */
  changes?: InputRule;
}

/**
 * Extensions for `t.arg.*({ extensions })` and input fields: `inputRule('description')`,
 * `inputRule('line', { maxLength: 500 })`, or `inputRule({ maxItems: 10_000 })` (the
 * type's and name's rule with a change).
 */
export function inputRule(base: RuleName | InputRule, changes?: InputRule): Record<string, DeclaredRule> {
  const declared: DeclaredRule = typeof base === 'string' ? { base, ...(changes ? { changes } : {}) } : { changes: base };
  if (declared.base && !(declared.base in INPUT_RULES)) throw new Error(`Unknown input rule ${declared.base}`);
  return { [INPUT_RULE_EXTENSION]: declared };
}
