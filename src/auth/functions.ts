// Names of the platform's functions and roles in the function catalogue
// (seeded by migrations/*_platform_functions). Areas keep theirs beside their
// domain code, under the same rule: the name here equals the row's name.
export const PLATFORM_FUNCTIONS = {
  /** Root of the function graph: holds everything. */
  systemAdministrator: 'SYSTEM-ADMINISTRATOR',
  mssAnalyst: 'MSS-ANALYST',
  customerAdministrator: 'CUSTOMER-ADMINISTRATOR',
  standardUser: 'STANDARD-USER',
  viewCustomers: 'viewCustomers',
  // Catalogue roles (migrations/*_catalogue_roles) that areas attach to.
  powerUser: 'POWER-USER',
  networkManager: 'NETWORK-MANAGER',
  documentManager: 'DOCUMENT-MANAGER',
} as const;
