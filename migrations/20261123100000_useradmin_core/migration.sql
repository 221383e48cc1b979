-- AlterTable
ALTER TABLE "function_node" ADD COLUMN     "custom" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "function_closure" (
    "ancestor_id" INTEGER NOT NULL,
    "descendant_id" INTEGER NOT NULL,

    CONSTRAINT "function_closure_pkey" PRIMARY KEY ("ancestor_id","descendant_id")
);

-- CreateIndex
CREATE INDEX "function_closure_descendant_id_idx" ON "function_closure"("descendant_id");

-- Hand-written: the closure of the function graph, kept by triggers.
-- Adding an edge (p, c) adds every (ancestor of p, descendant of c) pair;
-- removing one rebuilds the closure (the graph is small and edges are removed
-- rarely, by administrators). Changes to the graph are serialised by a
-- transaction-scoped advisory lock, so two concurrent additions cannot miss
-- each other's pairs, and an edge closing a cycle is refused.

CREATE FUNCTION "function_closure_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM "function_closure";
    INSERT INTO "function_closure" ("ancestor_id", "descendant_id")
    WITH RECURSIVE walk("ancestor_id", "descendant_id") AS (
        SELECT "id", "id" FROM "function_node"
        UNION
        SELECT w."ancestor_id", e."child_id" FROM walk w JOIN "function_edge" e ON e."parent_id" = w."descendant_id"
    )
    SELECT "ancestor_id", "descendant_id" FROM walk;
END;
$$;

SELECT "function_closure_rebuild"();

CREATE FUNCTION "function_closure_node_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "function_closure" ("ancestor_id", "descendant_id") VALUES (NEW."id", NEW."id") ON CONFLICT DO NOTHING;
    RETURN NULL;
END;
$$;

CREATE TRIGGER "function_closure_node_added" AFTER INSERT ON "function_node"
    FOR EACH ROW EXECUTE FUNCTION "function_closure_node_added"();

CREATE FUNCTION "function_closure_node_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM "function_closure" WHERE "ancestor_id" = OLD."id" OR "descendant_id" = OLD."id";
    RETURN NULL;
END;
$$;

CREATE TRIGGER "function_closure_node_removed" AFTER DELETE ON "function_node"
    FOR EACH ROW EXECUTE FUNCTION "function_closure_node_removed"();

CREATE FUNCTION "function_closure_edge_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_advisory_xact_lock(72707371);
    IF EXISTS (SELECT 1 FROM "function_closure" WHERE "ancestor_id" = NEW."child_id" AND "descendant_id" = NEW."parent_id") THEN
        RAISE EXCEPTION 'function % is below function %: the link would close a cycle', NEW."parent_id", NEW."child_id" USING ERRCODE = 'check_violation';
    END IF;
    INSERT INTO "function_closure" ("ancestor_id", "descendant_id")
    SELECT a."ancestor_id", d."descendant_id"
      FROM "function_closure" a, "function_closure" d
     WHERE a."descendant_id" = NEW."parent_id" AND d."ancestor_id" = NEW."child_id"
    ON CONFLICT DO NOTHING;
    RETURN NULL;
END;
$$;

CREATE TRIGGER "function_closure_edge_added" AFTER INSERT ON "function_edge"
    FOR EACH ROW EXECUTE FUNCTION "function_closure_edge_added"();

CREATE FUNCTION "function_closure_edge_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_advisory_xact_lock(72707371);
    PERFORM "function_closure_rebuild"();
    RETURN NULL;
END;
$$;

CREATE TRIGGER "function_closure_edge_removed" AFTER DELETE OR UPDATE ON "function_edge"
    FOR EACH STATEMENT EXECUTE FUNCTION "function_closure_edge_removed"();
