// The cases area's enums: UPPER_SNAKE in GraphQL, the spec's spelling in REST
// and in the database (one list each, in src/domains/cases/enums.ts).
import {
  ACCESS_LEVELS,
  ACCESS_MODES,
  ACCESS_ROLES,
  CASE_PRIORITIES,
  CASE_STATUSES,
  CASE_TYPES,
  ENTRY_LEVELS,
  fromGraphql,
  graphqlName,
  REQUIREMENT_POLICIES,
  spellings,
  VALUE_TYPES,
} from '../../domains/cases/enums.ts';
import { restEnum } from '../common/rest-enum.ts';

export const CaseTypeEnum = restEnum('CaseType', spellings(CASE_TYPES), 'What kind of case it is.');
export const CaseStatusEnum = restEnum('CaseStatus', spellings(CASE_STATUSES), 'Where the case stands; closed only through closeCase.');
export const CasePriorityEnum = restEnum('CasePriority', spellings(CASE_PRIORITIES));
export const CaseAccessModeEnum = restEnum('CaseAccessMode', spellings(ACCESS_MODES), 'Who gets which level (spec, Authentication point 6).');
export const CaseAccessLevelEnum = restEnum('CaseAccessLevel', spellings(ACCESS_LEVELS), 'write implies read; owner implies both.');
export const CaseAccessRoleEnum = restEnum('CaseAccessRole', spellings(ACCESS_ROLES), 'tech implies user; admin implies both.');
export const CaseEntryLevelEnum = restEnum('CaseAccessEntryLevel', spellings(ENTRY_LEVELS));
export const CaseFieldValueTypeEnum = restEnum('CaseFieldValueType', spellings(VALUE_TYPES));
export const CaseRequirementEnum = restEnum('CaseFieldRequirementPolicy', spellings(REQUIREMENT_POLICIES));

/** Spec spelling -> GraphQL enum value. */
export const gql = <T extends string>(spelling: T): string => graphqlName(spelling);
/** GraphQL enum value -> spec spelling. */
export const spec = {
  type: (v: string) => fromGraphql(CASE_TYPES, v),
  status: (v: string) => fromGraphql(CASE_STATUSES, v),
  priority: (v: string) => fromGraphql(CASE_PRIORITIES, v),
  mode: (v: string) => fromGraphql(ACCESS_MODES, v),
  entryLevel: (v: string) => fromGraphql(ENTRY_LEVELS, v),
  role: (v: string) => fromGraphql(ACCESS_ROLES, v),
  valueType: (v: string) => fromGraphql(VALUE_TYPES, v),
  requirement: (v: string) => fromGraphql(REQUIREMENT_POLICIES, v),
};
export const specList = <T>(values: readonly string[] | null | undefined, map: (v: string) => T): T[] | null => (values ? values.map(map) : null);
