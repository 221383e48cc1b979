// Names of the customernetworks functions in the function catalogue (seeded by
// migrations/20261123130100_customernetworks_functions): name here = row name.
export const NETWORK_FUNCTIONS = {
  view: 'viewCustomerNetworks',
  add: 'addCustomerNetwork',
  update: 'updateCustomerNetwork',
  verify: 'verifyCustomerNetwork',
  delete: 'deleteCustomerNetwork',
} as const;
