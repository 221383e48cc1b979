-- AlterTable
ALTER TABLE "customer" ADD COLUMN     "path" INTEGER[] DEFAULT ARRAY[]::INTEGER[];

-- CreateIndex
CREATE INDEX "customer_path_idx" ON "customer" USING GIN ("path");

-- Hand-written below: the path is kept by the database, whoever writes customers.

-- Paths of the customers that exist, root first.
WITH RECURSIVE tree(id, path) AS (
    SELECT id, ARRAY[id] FROM "customer" WHERE "parent_id" IS NULL
    UNION ALL
    SELECT c.id, t.path || c.id FROM "customer" c JOIN tree t ON c."parent_id" = t.id
)
UPDATE "customer" SET "path" = tree.path FROM tree WHERE "customer"."id" = tree.id;

ALTER TABLE "customer" ALTER COLUMN "path" SET NOT NULL;

-- A new or moved customer takes its parent's path plus itself. Moving a
-- customer below itself (a cycle) is refused.
CREATE FUNCTION "customer_set_path"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    parent_path integer[];
BEGIN
    IF NEW."parent_id" IS NULL THEN
        NEW."path" := ARRAY[NEW."id"];
    ELSE
        SELECT "path" INTO parent_path FROM "customer" WHERE "id" = NEW."parent_id";
        IF parent_path IS NULL THEN
            RAISE EXCEPTION 'parent customer % does not exist', NEW."parent_id" USING ERRCODE = 'foreign_key_violation';
        END IF;
        IF NEW."id" = ANY(parent_path) THEN
            RAISE EXCEPTION 'customer % cannot be placed below itself', NEW."id" USING ERRCODE = 'check_violation';
        END IF;
        NEW."path" := parent_path || NEW."id";
    END IF;
    RETURN NEW;
END;
$$;

CREATE TRIGGER "customer_set_path" BEFORE INSERT OR UPDATE OF "parent_id" ON "customer"
    FOR EACH ROW EXECUTE FUNCTION "customer_set_path"();

-- A moved customer takes its whole subtree along.
CREATE FUNCTION "customer_move_subtree"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE "customer"
       SET "path" = NEW."path" || "path"[array_position("path", NEW."id") + 1:]
     WHERE "path" @> ARRAY[NEW."id"] AND "id" <> NEW."id";
    RETURN NULL;
END;
$$;

CREATE TRIGGER "customer_move_subtree" AFTER UPDATE OF "parent_id" ON "customer"
    FOR EACH ROW WHEN (OLD."parent_id" IS DISTINCT FROM NEW."parent_id")
    EXECUTE FUNCTION "customer_move_subtree"();
