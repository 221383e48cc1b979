// Names of the passive DNS functions (migrations/20261123120001_pdns_functions).
export const PDNS_FUNCTIONS = {
  /** See a customer's private (non-white) records. */
  viewPassiveDNS: 'viewPassiveDNS',
  /** Submit records belonging to a customer. */
  submitPassiveDNS: 'submitPassiveDNS',
  /** Set per-user request limits. */
  managePassiveDNSLimits: 'managePassiveDNSLimits',
} as const;
