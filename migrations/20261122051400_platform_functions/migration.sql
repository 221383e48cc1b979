-- The platform part of the function catalogue. The root of the graph is the
-- SYSTEM-ADMINISTRATOR role: holding it means holding every function. Later
-- areas add their functions below these with the same two statements.

INSERT INTO "function_node" ("name", "description", "minimum_security_level", "flags") VALUES
    ('SYSTEM-ADMINISTRATOR', 'Root of the function graph: every function and role in every area', 'ADMINISTRATIVE', ARRAY['ROLE']),
    ('MSS-ANALYST', 'Analyst of the managed security service: reads all customers it is granted on', 'STANDARD', ARRAY['ROLE']),
    ('CUSTOMER-ADMINISTRATOR', 'Administrator of a customer and its sub-customers', 'ADMINISTRATIVE', ARRAY['ROLE']),
    ('STANDARD-USER', 'Standard user of a customer', 'EXTERNAL', ARRAY['ROLE']),
    ('viewCustomers', 'View customers (GET /customers/v1/customer)', 'EXTERNAL', ARRAY[]::text[])
ON CONFLICT ("name") DO NOTHING;

INSERT INTO "function_edge" ("parent_id", "child_id")
SELECT p."id", c."id"
FROM (VALUES
    ('SYSTEM-ADMINISTRATOR', 'MSS-ANALYST'),
    ('SYSTEM-ADMINISTRATOR', 'CUSTOMER-ADMINISTRATOR'),
    ('MSS-ANALYST', 'STANDARD-USER'),
    ('CUSTOMER-ADMINISTRATOR', 'STANDARD-USER'),
    ('STANDARD-USER', 'viewCustomers')
) AS e("parent", "child")
JOIN "function_node" p ON p."name" = e."parent"
JOIN "function_node" c ON c."name" = e."child"
ON CONFLICT DO NOTHING;
