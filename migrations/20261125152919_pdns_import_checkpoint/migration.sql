-- CreateTable
CREATE TABLE "pdns_import_checkpoint" (
    "name" TEXT NOT NULL,
    "lines" int8multirange NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pdns_import_checkpoint_pkey" PRIMARY KEY ("name")
);
