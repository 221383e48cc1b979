-- The cases area's functions. caseAdministrator is the case "admin" role for
-- a customer's cases (owner, full write, tech); manageCaseServices and
-- manageCaseFields administer services, field descriptors and policies.
-- Each service brings its own read/write/tech roles (created with it).

INSERT INTO "function_node" ("name", "description", "minimum_security_level", "flags") VALUES
    ('caseAdministrator', 'Administrator of the customer''s cases: owner level, full write level and the tech role (except explicit cases)', 'ADMINISTRATIVE', ARRAY[]::text[]),
    ('manageCaseServices', 'Create and update case services and their customer subscriptions', 'ADMINISTRATIVE', ARRAY[]::text[]),
    ('manageCaseFields', 'Create and update case field descriptors and field policies', 'ADMINISTRATIVE', ARRAY[]::text[])
ON CONFLICT ("name") DO NOTHING;

INSERT INTO "function_edge" ("parent_id", "child_id")
SELECT p."id", c."id"
FROM (VALUES
    ('SYSTEM-ADMINISTRATOR', 'caseAdministrator'),
    ('CUSTOMER-ADMINISTRATOR', 'caseAdministrator'),
    ('SYSTEM-ADMINISTRATOR', 'manageCaseServices'),
    ('SYSTEM-ADMINISTRATOR', 'manageCaseFields')
) AS e("parent", "child")
JOIN "function_node" p ON p."name" = e."parent"
JOIN "function_node" c ON c."name" = e."child"
ON CONFLICT DO NOTHING;
