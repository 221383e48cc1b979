-- CreateTable
CREATE TABLE "document_element" (
    "id" SERIAL NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "parent_id" INTEGER,
    "path" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "name" TEXT NOT NULL,
    "element_type" TEXT NOT NULL,
    "access_mode" TEXT NOT NULL DEFAULT 'ROLE_BASED',
    "flags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "mime_type" TEXT,
    "size" BIGINT,
    "sha256" TEXT,
    "revision" INTEGER NOT NULL DEFAULT 0,
    "locked_by_id" INTEGER,
    "locked_until" TIMESTAMPTZ(3),
    "created_by_id" INTEGER,
    "updated_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_at" TIMESTAMPTZ(3),
    "deleted_by_id" INTEGER,

    CONSTRAINT "document_element_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "document_revision" (
    "id" SERIAL NOT NULL,
    "element_id" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "mime_type" TEXT NOT NULL,
    "size" BIGINT NOT NULL,
    "sha256" TEXT NOT NULL,
    "blob_id" INTEGER NOT NULL,
    "restored_from" INTEGER,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "document_revision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "document_blob" (
    "id" SERIAL NOT NULL,
    "sha256" TEXT,
    "size" BIGINT NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "document_blob_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "document_blob_chunk" (
    "blob_id" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,

    CONSTRAINT "document_blob_chunk_pkey" PRIMARY KEY ("blob_id","seq")
);

-- CreateTable
CREATE TABLE "document_access" (
    "id" SERIAL NOT NULL,
    "element_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "group_id" INTEGER,
    "level" TEXT NOT NULL,
    "implied" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_id" INTEGER,

    CONSTRAINT "document_access_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "document_element_parent_id_idx" ON "document_element"("parent_id");

-- CreateIndex
CREATE INDEX "document_element_customer_id_idx" ON "document_element"("customer_id");

-- CreateIndex
CREATE INDEX "document_element_path_idx" ON "document_element" USING GIN ("path");

-- CreateIndex
CREATE INDEX "document_revision_blob_id_idx" ON "document_revision"("blob_id");

-- CreateIndex
CREATE UNIQUE INDEX "document_revision_element_id_number_key" ON "document_revision"("element_id", "number");

-- CreateIndex
CREATE UNIQUE INDEX "document_blob_sha256_key" ON "document_blob"("sha256");

-- CreateIndex
CREATE INDEX "document_access_user_id_idx" ON "document_access"("user_id");

-- CreateIndex
CREATE INDEX "document_access_group_id_idx" ON "document_access"("group_id");

-- CreateIndex
CREATE UNIQUE INDEX "document_access_element_id_user_id_key" ON "document_access"("element_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "document_access_element_id_group_id_key" ON "document_access"("element_id", "group_id");

-- AddForeignKey
ALTER TABLE "document_element" ADD CONSTRAINT "document_element_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_element" ADD CONSTRAINT "document_element_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "document_element"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_element" ADD CONSTRAINT "document_element_locked_by_id_fkey" FOREIGN KEY ("locked_by_id") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_element" ADD CONSTRAINT "document_element_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_element" ADD CONSTRAINT "document_element_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_revision" ADD CONSTRAINT "document_revision_element_id_fkey" FOREIGN KEY ("element_id") REFERENCES "document_element"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_revision" ADD CONSTRAINT "document_revision_blob_id_fkey" FOREIGN KEY ("blob_id") REFERENCES "document_blob"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_revision" ADD CONSTRAINT "document_revision_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_blob_chunk" ADD CONSTRAINT "document_blob_chunk_blob_id_fkey" FOREIGN KEY ("blob_id") REFERENCES "document_blob"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_access" ADD CONSTRAINT "document_access_element_id_fkey" FOREIGN KEY ("element_id") REFERENCES "document_element"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_access" ADD CONSTRAINT "document_access_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written below.

ALTER TABLE "document_element" ALTER COLUMN "path" SET NOT NULL;
ALTER TABLE "document_element" ALTER COLUMN "flags" SET NOT NULL;
ALTER TABLE "document_element" ADD CONSTRAINT "document_element_type_check" CHECK ("element_type" IN ('FOLDER', 'DOCUMENT'));
ALTER TABLE "document_element" ADD CONSTRAINT "document_element_access_mode_check" CHECK ("access_mode" IN ('ROLE_BASED', 'EXPLICIT'));
ALTER TABLE "document_element" ADD CONSTRAINT "document_element_flags_check" CHECK ("flags" <@ ARRAY['ROOT_FOLDER']::text[]);
ALTER TABLE "document_element" ADD CONSTRAINT "document_element_name_check" CHECK (char_length("name") BETWEEN 1 AND 255 OR "parent_id" IS NULL);
ALTER TABLE "document_element" ADD CONSTRAINT "document_element_root_check" CHECK (("parent_id" IS NULL) = ('ROOT_FOLDER' = ANY("flags")));
ALTER TABLE "document_access" ADD CONSTRAINT "document_access_level_check" CHECK ("level" IN ('FOLDER', 'READ', 'WRITE'));
ALTER TABLE "document_access" ADD CONSTRAINT "document_access_subject_check" CHECK (("user_id" IS NULL) <> ("group_id" IS NULL));

-- Names are unique among a folder's live entries: a race cannot create two.
CREATE UNIQUE INDEX "document_element_live_name_key" ON "document_element" ("parent_id", "name") WHERE "deleted_at" IS NULL;
-- One root folder per customer.
CREATE UNIQUE INDEX "document_element_root_key" ON "document_element" ("customer_id") WHERE "parent_id" IS NULL;

-- Every customer has a root folder, whoever creates the customer.
CREATE FUNCTION "document_root_for_customer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "document_element" ("customer_id", "name", "element_type", "flags")
    VALUES (NEW."id", NEW."short_name", 'FOLDER', ARRAY['ROOT_FOLDER'])
    ON CONFLICT DO NOTHING;
    RETURN NULL;
END;
$$;

CREATE TRIGGER "document_root_for_customer" AFTER INSERT ON "customer"
    FOR EACH ROW EXECUTE FUNCTION "document_root_for_customer"();

INSERT INTO "document_element" ("customer_id", "name", "element_type", "flags")
SELECT "id", "short_name", 'FOLDER', ARRAY['ROOT_FOLDER'] FROM "customer"
ON CONFLICT DO NOTHING;
