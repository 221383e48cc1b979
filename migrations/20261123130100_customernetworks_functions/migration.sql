-- The customernetworks part of the function catalogue (issue #6). Viewing is
-- part of every customer user's standard role; customer administrators add,
-- update and delete their networks; verifying is separate and held by the
-- NETWORK-MANAGER role (and the operator's SYSTEM-ADMINISTRATOR above it).

INSERT INTO "function_node" ("name", "description", "minimum_security_level", "flags") VALUES
    ('viewCustomerNetworks', 'View customer networks and search them (GET /customernetworks/v1/network)', 'EXTERNAL', ARRAY[]::text[]),
    ('addCustomerNetwork', 'Add customer networks, singly or in bulk (POST /customernetworks/v1/network)', 'EXTERNAL', ARRAY[]::text[]),
    ('updateCustomerNetwork', 'Update description, flags, zone and location of customer networks', 'EXTERNAL', ARRAY[]::text[]),
    ('verifyCustomerNetwork', 'Verify and unverify customer networks', 'STANDARD', ARRAY[]::text[]),
    ('deleteCustomerNetwork', 'Delete (soft) customer networks', 'EXTERNAL', ARRAY[]::text[])
ON CONFLICT ("name") DO NOTHING;

INSERT INTO "function_edge" ("parent_id", "child_id")
SELECT p."id", c."id"
FROM (VALUES
    ('STANDARD-USER', 'viewCustomerNetworks'),
    ('CUSTOMER-ADMINISTRATOR', 'addCustomerNetwork'),
    ('CUSTOMER-ADMINISTRATOR', 'updateCustomerNetwork'),
    ('CUSTOMER-ADMINISTRATOR', 'deleteCustomerNetwork'),
    ('NETWORK-MANAGER', 'viewCustomerNetworks'),
    ('NETWORK-MANAGER', 'addCustomerNetwork'),
    ('NETWORK-MANAGER', 'updateCustomerNetwork'),
    ('NETWORK-MANAGER', 'deleteCustomerNetwork'),
    ('NETWORK-MANAGER', 'verifyCustomerNetwork')
) AS e("parent", "child")
JOIN "function_node" p ON p."name" = e."parent"
JOIN "function_node" c ON c."name" = e."child"
ON CONFLICT DO NOTHING;
