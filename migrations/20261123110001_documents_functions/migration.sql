-- The documents area's functions (src/domains/documents/functions.ts).
-- Role-based levels: viewDocuments = read, editDocuments = write;
-- manageDocuments (through DOCUMENT-MANAGER) manages access and breaks locks.

INSERT INTO "function_node" ("name", "description", "minimum_security_level", "flags") VALUES
    ('viewDocuments', 'Read the document space of a customer (role-based read level)', 'EXTERNAL', ARRAY[]::text[]),
    ('editDocuments', 'Add, update and delete folders and documents (role-based write level)', 'EXTERNAL', ARRAY[]::text[]),
    ('manageDocuments', 'Manage access to document elements and break locks', 'STANDARD', ARRAY[]::text[])
ON CONFLICT ("name") DO NOTHING;

INSERT INTO "function_edge" ("parent_id", "child_id")
SELECT p."id", c."id"
FROM (VALUES
    ('STANDARD-USER', 'viewDocuments'),
    ('STANDARD-USER', 'editDocuments'),
    ('editDocuments', 'viewDocuments'),
    ('DOCUMENT-MANAGER', 'manageDocuments'),
    ('DOCUMENT-MANAGER', 'editDocuments')
) AS e("parent", "child")
JOIN "function_node" p ON p."name" = e."parent"
JOIN "function_node" c ON c."name" = e."child"
ON CONFLICT DO NOTHING;
