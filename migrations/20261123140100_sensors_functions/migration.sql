-- The sensors area's functions and roles (issue #7), below the platform's.
--   SENSOR-VIEWER   (under STANDARD-USER): the view functions.
--   SENSOR-MANAGER  (under CUSTOMER-ADMINISTRATOR and NETWORK-MANAGER): adds,
--                   changes and removes a customer's locations, sensors and
--                   interfaces.
--   SENSOR-CATALOGUE-ADMINISTRATOR (under SYSTEM-ADMINISTRATOR): sensor types
--                   and global locations.

INSERT INTO "function_node" ("name", "description", "minimum_security_level", "flags") VALUES
    ('SENSOR-VIEWER', 'Views sensor types, locations (own and global), sensors and sensor interfaces', 'EXTERNAL', ARRAY['ROLE']),
    ('SENSOR-MANAGER', 'Manages a customer''s locations, sensors and sensor interfaces', 'STANDARD', ARRAY['ROLE']),
    ('SENSOR-CATALOGUE-ADMINISTRATOR', 'Registers and updates sensor types; manages global locations', 'ADMINISTRATIVE', ARRAY['ROLE']),
    ('viewApplications', 'View sensor types (GET /sensors/v1/type)', 'EXTERNAL', ARRAY[]::text[]),
    ('registerApplication', 'Register a sensor type (POST /sensors/v1/type)', 'ADMINISTRATIVE', ARRAY[]::text[]),
    ('updateApplication', 'Update a sensor type (PUT /sensors/v1/type/{idOrShortname})', 'ADMINISTRATIVE', ARRAY[]::text[]),
    ('viewLocations', 'View a customer''s locations', 'EXTERNAL', ARRAY[]::text[]),
    ('addLocation', 'Add a location for a customer', 'STANDARD', ARRAY[]::text[]),
    ('updateLocation', 'Update a customer''s location', 'STANDARD', ARRAY[]::text[]),
    ('removeLocation', 'Remove a customer''s location', 'STANDARD', ARRAY[]::text[]),
    ('viewGlobalLocations', 'View global locations (reusable by every customer)', 'EXTERNAL', ARRAY[]::text[]),
    ('addGlobalLocation', 'Add a global location', 'ADMINISTRATIVE', ARRAY[]::text[]),
    ('updateGlobalLocation', 'Update a global location', 'ADMINISTRATIVE', ARRAY[]::text[]),
    ('removeGlobalLocation', 'Remove a global location', 'ADMINISTRATIVE', ARRAY[]::text[]),
    ('viewSensors', 'View a customer''s sensors', 'EXTERNAL', ARRAY[]::text[]),
    ('addSensor', 'Add a sensor for a customer', 'STANDARD', ARRAY[]::text[]),
    ('updateSensor', 'Update a customer''s sensor (also needed to change its interfaces)', 'STANDARD', ARRAY[]::text[]),
    ('removeSensor', 'Remove a customer''s sensor', 'STANDARD', ARRAY[]::text[]),
    ('viewSensorInterface', 'View the interfaces of a customer''s sensors', 'EXTERNAL', ARRAY[]::text[]),
    ('addSensorInterface', 'Add an interface to a customer''s sensor', 'STANDARD', ARRAY[]::text[]),
    ('updateSensorInterface', 'Update an interface of a customer''s sensor', 'STANDARD', ARRAY[]::text[]),
    ('removeSensorInterface', 'Remove an interface of a customer''s sensor', 'STANDARD', ARRAY[]::text[])
ON CONFLICT ("name") DO NOTHING;

INSERT INTO "function_edge" ("parent_id", "child_id")
SELECT p."id", c."id"
FROM (VALUES
    ('STANDARD-USER', 'SENSOR-VIEWER'),
    ('CUSTOMER-ADMINISTRATOR', 'SENSOR-MANAGER'),
    ('NETWORK-MANAGER', 'SENSOR-MANAGER'),
    ('SYSTEM-ADMINISTRATOR', 'SENSOR-CATALOGUE-ADMINISTRATOR'),
    ('SENSOR-MANAGER', 'SENSOR-VIEWER'),
    ('SENSOR-CATALOGUE-ADMINISTRATOR', 'SENSOR-MANAGER'),
    ('SENSOR-VIEWER', 'viewApplications'),
    ('SENSOR-VIEWER', 'viewLocations'),
    ('SENSOR-VIEWER', 'viewGlobalLocations'),
    ('SENSOR-VIEWER', 'viewSensors'),
    ('SENSOR-VIEWER', 'viewSensorInterface'),
    ('SENSOR-MANAGER', 'addLocation'),
    ('SENSOR-MANAGER', 'updateLocation'),
    ('SENSOR-MANAGER', 'removeLocation'),
    ('SENSOR-MANAGER', 'addSensor'),
    ('SENSOR-MANAGER', 'updateSensor'),
    ('SENSOR-MANAGER', 'removeSensor'),
    ('SENSOR-MANAGER', 'addSensorInterface'),
    ('SENSOR-MANAGER', 'updateSensorInterface'),
    ('SENSOR-MANAGER', 'removeSensorInterface'),
    ('SENSOR-CATALOGUE-ADMINISTRATOR', 'registerApplication'),
    ('SENSOR-CATALOGUE-ADMINISTRATOR', 'updateApplication'),
    ('SENSOR-CATALOGUE-ADMINISTRATOR', 'addGlobalLocation'),
    ('SENSOR-CATALOGUE-ADMINISTRATOR', 'updateGlobalLocation'),
    ('SENSOR-CATALOGUE-ADMINISTRATOR', 'removeGlobalLocation')
) AS e("parent", "child")
JOIN "function_node" p ON p."name" = e."parent"
JOIN "function_node" c ON c."name" = e."child"
ON CONFLICT DO NOTHING;
