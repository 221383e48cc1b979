-- The useradmin area's functions, and the sensors permission names the
-- function catalogue (issue #3, item 6) must hold. Same two statements as
-- migrations/*_platform_functions; ON CONFLICT keeps a later area migration
-- that adds the same names harmless.

INSERT INTO "function_node" ("name", "description", "minimum_security_level", "flags") VALUES
    ('viewGroups', 'View groups, their members and permissions (GET /useradmin/v2/group)', 'EXTERNAL', ARRAY[]::text[]),
    ('manageGroups', 'Add, update, disable and re-enable groups and change their members', 'ADMINISTRATIVE', ARRAY[]::text[]),
    ('viewUsers', 'View users (GET /useradmin/v2/user)', 'EXTERNAL', ARRAY[]::text[]),
    ('manageUsers', 'Add, update, disable and re-enable users', 'ADMINISTRATIVE', ARRAY[]::text[]),
    ('viewPermissions', 'View the permissions granted to users and groups', 'STANDARD', ARRAY[]::text[]),
    ('grantPermissions', 'Grant and revoke functions and roles (never more than the granter holds)', 'ADMINISTRATIVE', ARRAY[]::text[]),
    ('manageApiKeys', 'Issue, list and revoke API keys of other users', 'ADMINISTRATIVE', ARRAY[]::text[]),
    ('issuePermanentApiKeys', 'Issue API keys that never expire', 'ADMINISTRATIVE', ARRAY[]::text[]),
    ('viewFunctions', 'View the function graph (GET /useradmin/v2/function)', 'STANDARD', ARRAY[]::text[]),
    ('manageFunctions', 'Add, change and delete functions and roles and their links', 'ADMINISTRATIVE', ARRAY[]::text[]),
    ('registerApplication', 'Register a sensor type (application)', 'ADMINISTRATIVE', ARRAY[]::text[]),
    ('viewApplications', 'View sensor types (applications)', 'EXTERNAL', ARRAY[]::text[]),
    ('updateApplication', 'Update a sensor type (application)', 'ADMINISTRATIVE', ARRAY[]::text[]),
    ('addLocation', 'Add a location of a customer', 'STANDARD', ARRAY[]::text[]),
    ('addGlobalLocation', 'Add a global location', 'ADMINISTRATIVE', ARRAY[]::text[]),
    ('viewLocations', 'View locations of a customer', 'EXTERNAL', ARRAY[]::text[]),
    ('viewGlobalLocations', 'View global locations', 'EXTERNAL', ARRAY[]::text[]),
    ('updateLocation', 'Update a location of a customer', 'STANDARD', ARRAY[]::text[]),
    ('updateGlobalLocation', 'Update a global location', 'ADMINISTRATIVE', ARRAY[]::text[]),
    ('removeLocation', 'Remove a location of a customer', 'STANDARD', ARRAY[]::text[]),
    ('removeGlobalLocation', 'Remove a global location', 'ADMINISTRATIVE', ARRAY[]::text[]),
    ('addSensor', 'Add a sensor', 'STANDARD', ARRAY[]::text[]),
    ('viewSensors', 'View sensors', 'EXTERNAL', ARRAY[]::text[]),
    ('updateSensor', 'Update a sensor', 'STANDARD', ARRAY[]::text[]),
    ('viewSensorInterface', 'View sensor interfaces', 'EXTERNAL', ARRAY[]::text[]),
    ('addSensorInterface', 'Add a sensor interface', 'STANDARD', ARRAY[]::text[]),
    ('updateSensorInterface', 'Update a sensor interface', 'STANDARD', ARRAY[]::text[]),
    ('removeSensorInterface', 'Remove a sensor interface', 'STANDARD', ARRAY[]::text[])
ON CONFLICT ("name") DO NOTHING;

INSERT INTO "function_edge" ("parent_id", "child_id")
SELECT p."id", c."id"
FROM (VALUES
    ('STANDARD-USER', 'viewGroups'),
    ('STANDARD-USER', 'viewUsers'),
    ('CUSTOMER-ADMINISTRATOR', 'manageGroups'),
    ('CUSTOMER-ADMINISTRATOR', 'manageUsers'),
    ('CUSTOMER-ADMINISTRATOR', 'viewPermissions'),
    ('CUSTOMER-ADMINISTRATOR', 'grantPermissions'),
    ('CUSTOMER-ADMINISTRATOR', 'manageApiKeys'),
    ('MSS-ANALYST', 'viewPermissions'),
    ('MSS-ANALYST', 'viewFunctions'),
    ('POWER-USER', 'viewFunctions'),
    ('SYSTEM-ADMINISTRATOR', 'manageFunctions'),
    ('SYSTEM-ADMINISTRATOR', 'issuePermanentApiKeys'),
    ('NETWORK-MANAGER', 'registerApplication'),
    ('NETWORK-MANAGER', 'updateApplication'),
    ('NETWORK-MANAGER', 'addLocation'),
    ('NETWORK-MANAGER', 'addGlobalLocation'),
    ('NETWORK-MANAGER', 'updateLocation'),
    ('NETWORK-MANAGER', 'updateGlobalLocation'),
    ('NETWORK-MANAGER', 'removeLocation'),
    ('NETWORK-MANAGER', 'removeGlobalLocation'),
    ('NETWORK-MANAGER', 'addSensor'),
    ('NETWORK-MANAGER', 'updateSensor'),
    ('NETWORK-MANAGER', 'addSensorInterface'),
    ('NETWORK-MANAGER', 'updateSensorInterface'),
    ('NETWORK-MANAGER', 'removeSensorInterface'),
    ('NETWORK-MANAGER', 'viewApplications'),
    ('NETWORK-MANAGER', 'viewLocations'),
    ('NETWORK-MANAGER', 'viewGlobalLocations'),
    ('NETWORK-MANAGER', 'viewSensors'),
    ('NETWORK-MANAGER', 'viewSensorInterface'),
    ('STANDARD-USER', 'viewApplications'),
    ('STANDARD-USER', 'viewLocations'),
    ('STANDARD-USER', 'viewGlobalLocations'),
    ('STANDARD-USER', 'viewSensors'),
    ('STANDARD-USER', 'viewSensorInterface')
) AS e("parent", "child")
JOIN "function_node" p ON p."name" = e."parent"
JOIN "function_node" c ON c."name" = e."child"
ON CONFLICT DO NOTHING;
