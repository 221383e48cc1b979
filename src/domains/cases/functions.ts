// Names of the cases area's functions (seeded by
// migrations/20261123150001_cases_functions). Each case service also names
// its own read, write and tech roles (rows of function_node made with it).
export const CASE_FUNCTIONS = {
  /** The case "admin" role for a customer's cases. */
  caseAdministrator: 'caseAdministrator',
  manageCaseServices: 'manageCaseServices',
  manageCaseFields: 'manageCaseFields',
  /** System administrators still reach explicit cases. */
  systemAdministrator: 'SYSTEM-ADMINISTRATOR',
} as const;
