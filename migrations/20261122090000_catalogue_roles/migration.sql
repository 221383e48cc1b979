-- Roles of the function catalogue that several areas attach their functions
-- to. Each area's own migration adds its functions below these (and below the
-- platform roles) with the same two statements.

INSERT INTO "function_node" ("name", "description", "minimum_security_level", "flags") VALUES
    ('POWER-USER', 'Power user: may view the function graph and other administrative catalogues', 'STANDARD', ARRAY['ROLE']),
    ('NETWORK-MANAGER', 'Manages sensors, locations and customer networks', 'STANDARD', ARRAY['ROLE']),
    ('DOCUMENT-MANAGER', 'Manages access to elements of the document space', 'STANDARD', ARRAY['ROLE'])
ON CONFLICT ("name") DO NOTHING;

INSERT INTO "function_edge" ("parent_id", "child_id")
SELECT p."id", c."id"
FROM (VALUES
    ('SYSTEM-ADMINISTRATOR', 'POWER-USER'),
    ('SYSTEM-ADMINISTRATOR', 'NETWORK-MANAGER'),
    ('SYSTEM-ADMINISTRATOR', 'DOCUMENT-MANAGER')
) AS e("parent", "child")
JOIN "function_node" p ON p."name" = e."parent"
JOIN "function_node" c ON c."name" = e."child"
ON CONFLICT DO NOTHING;
