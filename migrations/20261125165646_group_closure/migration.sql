-- CreateTable
CREATE TABLE "group_closure" (
    "member_group_id" INTEGER NOT NULL,
    "group_id" INTEGER NOT NULL,

    CONSTRAINT "group_closure_pkey" PRIMARY KEY ("member_group_id","group_id")
);

-- CreateIndex
CREATE INDEX "group_closure_group_id_idx" ON "group_closure"("group_id");

-- Hand-written: "membership is transitive; a disabled group passes nothing
-- on", kept by the database in one place. A row (member_group_id M, group_id
-- G) says the members of M are members of G: every enabled group is its own
-- row, and G is reached from M through group_member links whose groups are
-- all enabled (M and G included). A user is in exactly the groups G of the
-- rows whose M is one of the groups it is a direct member of
-- (src/auth/group-membership.ts writes that join once for every area).
--
-- Adding a link (P contains C) adds every (M in C, P in G) pair; removing a
-- link between groups, or disabling or enabling a group, rebuilds the closure
-- (groups are few and such changes are rare, made by administrators); a user's
-- membership rows change nothing here. Changes are serialised by a
-- transaction-scoped advisory lock, so two concurrent additions cannot miss
-- each other's pairs. UNION stops the walk on cycles (the API refuses them;
-- rows written around it are still answered correctly).

CREATE FUNCTION "group_closure_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_advisory_xact_lock(72707373);
    DELETE FROM "group_closure";
    INSERT INTO "group_closure" ("member_group_id", "group_id")
    WITH RECURSIVE walk("member_group_id", "group_id") AS (
        SELECT "id", "id" FROM "user_group" WHERE NOT ('DISABLED' = ANY("flags"))
        UNION
        SELECT w."member_group_id", gm."group_id"
          FROM walk w
          JOIN "group_member" gm ON gm."member_group_id" = w."group_id"
          JOIN "user_group" g ON g."id" = gm."group_id"
         WHERE NOT ('DISABLED' = ANY(g."flags"))
    )
    SELECT "member_group_id", "group_id" FROM walk;
END;
$$;

SELECT "group_closure_rebuild"();

CREATE FUNCTION "group_closure_group_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "group_closure" ("member_group_id", "group_id") VALUES (NEW."id", NEW."id") ON CONFLICT DO NOTHING;
    RETURN NULL;
END;
$$;

CREATE TRIGGER "group_closure_group_added" AFTER INSERT ON "user_group"
    FOR EACH ROW WHEN (NOT ('DISABLED' = ANY(NEW."flags"))) EXECUTE FUNCTION "group_closure_group_added"();

CREATE FUNCTION "group_closure_group_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM "group_closure" WHERE "member_group_id" = OLD."id" OR "group_id" = OLD."id";
    RETURN NULL;
END;
$$;

-- The group's links go by ON DELETE CASCADE, whose removal rebuilds what passed through it.
CREATE TRIGGER "group_closure_group_removed" AFTER DELETE ON "user_group"
    FOR EACH ROW EXECUTE FUNCTION "group_closure_group_removed"();

CREATE FUNCTION "group_closure_rebuilt"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "group_closure_rebuild"();
    RETURN NULL;
END;
$$;

CREATE TRIGGER "group_closure_group_switched" AFTER UPDATE OF "flags" ON "user_group"
    FOR EACH ROW WHEN (('DISABLED' = ANY(OLD."flags")) IS DISTINCT FROM ('DISABLED' = ANY(NEW."flags")))
    EXECUTE FUNCTION "group_closure_rebuilt"();

CREATE FUNCTION "group_closure_link_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_advisory_xact_lock(72707373);
    INSERT INTO "group_closure" ("member_group_id", "group_id")
    SELECT m."member_group_id", g."group_id"
      FROM "group_closure" m, "group_closure" g
     WHERE m."group_id" = NEW."member_group_id" AND g."member_group_id" = NEW."group_id"
    ON CONFLICT DO NOTHING;
    RETURN NULL;
END;
$$;

CREATE TRIGGER "group_closure_link_added" AFTER INSERT ON "group_member"
    FOR EACH ROW WHEN (NEW."member_group_id" IS NOT NULL) EXECUTE FUNCTION "group_closure_link_added"();

CREATE FUNCTION "group_closure_links_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF EXISTS (SELECT 1 FROM "removed_links" WHERE "member_group_id" IS NOT NULL) THEN
        PERFORM "group_closure_rebuild"();
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER "group_closure_links_removed" AFTER DELETE ON "group_member"
    REFERENCING OLD TABLE AS "removed_links"
    FOR EACH STATEMENT EXECUTE FUNCTION "group_closure_links_removed"();

CREATE TRIGGER "group_closure_links_changed" AFTER UPDATE OR TRUNCATE ON "group_member"
    FOR EACH STATEMENT EXECUTE FUNCTION "group_closure_rebuilt"();

CREATE TRIGGER "group_closure_groups_truncated" AFTER TRUNCATE ON "user_group"
    FOR EACH STATEMENT EXECUTE FUNCTION "group_closure_rebuilt"();

-- Authentication's kept answers read the closure (src/auth/viewer-cache.ts AUTH_TABLES).
CREATE TRIGGER "group_closure_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "group_closure"
    FOR EACH STATEMENT EXECUTE FUNCTION "vigil_auth_changed"();
