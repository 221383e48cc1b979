// Names of the useradmin area's functions (seeded by
// migrations/20261123100001_useradmin_functions); the name here equals the
// row's name.
export const USERADMIN_FUNCTIONS = {
  viewGroups: 'viewGroups',
  manageGroups: 'manageGroups',
  viewUsers: 'viewUsers',
  manageUsers: 'manageUsers',
  viewPermissions: 'viewPermissions',
  grantPermissions: 'grantPermissions',
  manageApiKeys: 'manageApiKeys',
  issuePermanentApiKeys: 'issuePermanentApiKeys',
  viewFunctions: 'viewFunctions',
  manageFunctions: 'manageFunctions',
} as const;

/** Sensors permission names the catalogue holds (issue #3, item 6), below NETWORK-MANAGER (view* also below STANDARD-USER). */
export const SENSOR_FUNCTIONS = [
  'registerApplication', 'viewApplications', 'updateApplication', 'addLocation', 'addGlobalLocation', 'viewLocations',
  'viewGlobalLocations', 'updateLocation', 'updateGlobalLocation', 'removeLocation', 'removeGlobalLocation', 'addSensor',
  'viewSensors', 'updateSensor', 'viewSensorInterface', 'addSensorInterface', 'updateSensorInterface', 'removeSensorInterface',
] as const;
