-- Passive DNS functions (src/domains/pdns/functions.ts):
-- viewPassiveDNS: see a customer's private (non-white) records;
-- submitPassiveDNS: submit records for a customer (POST /pdns/v3/record);
-- managePassiveDNSLimits: set users' passive DNS request limits.
INSERT INTO "function_node" ("name", "description", "minimum_security_level", "flags") VALUES
    ('viewPassiveDNS', 'View a customer''s private passive DNS records (GET /pdns/v3/{query} and friends)', 'EXTERNAL', ARRAY[]::text[]),
    ('submitPassiveDNS', 'Submit passive DNS records for a customer (POST /pdns/v3/record)', 'STANDARD', ARRAY[]::text[]),
    ('managePassiveDNSLimits', 'Set users'' passive DNS request limits', 'ADMINISTRATIVE', ARRAY[]::text[])
ON CONFLICT ("name") DO NOTHING;

INSERT INTO "function_edge" ("parent_id", "child_id")
SELECT p."id", c."id"
FROM (VALUES
    ('STANDARD-USER', 'viewPassiveDNS'),
    ('CUSTOMER-ADMINISTRATOR', 'submitPassiveDNS'),
    ('MSS-ANALYST', 'submitPassiveDNS'),
    ('SYSTEM-ADMINISTRATOR', 'managePassiveDNSLimits')
) AS e("parent", "child")
JOIN "function_node" p ON p."name" = e."parent"
JOIN "function_node" c ON c."name" = e."child"
ON CONFLICT DO NOTHING;
