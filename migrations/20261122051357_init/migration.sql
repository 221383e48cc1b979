-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "SecurityLevel" AS ENUM ('EXTERNAL', 'STANDARD', 'ADMINISTRATIVE');

-- CreateTable
CREATE TABLE "domain" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "domain_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "customer" (
    "id" SERIAL NOT NULL,
    "short_name" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "domain_id" INTEGER NOT NULL,
    "parent_id" INTEGER,
    "flags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "customer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_account" (
    "id" SERIAL NOT NULL,
    "short_name" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "domain_id" INTEGER NOT NULL,
    "email" TEXT,
    "language" TEXT NOT NULL DEFAULT 'en',
    "time_zone" TEXT NOT NULL DEFAULT 'UTC',
    "flags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "password_hash" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_account_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_key" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "secret_hash" BYTEA NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "expires_at" TIMESTAMPTZ(3),
    "source_networks" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_id" INTEGER,
    "last_used_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "api_key_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "session" (
    "id" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "csrf_token" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "user_agent" TEXT NOT NULL DEFAULT '',
    "client_ip" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_group" (
    "id" SERIAL NOT NULL,
    "short_name" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "flags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_group_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "group_member" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "member_group_id" INTEGER,

    CONSTRAINT "group_member_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "function_node" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "minimum_security_level" "SecurityLevel" NOT NULL DEFAULT 'STANDARD',
    "flags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "function_node_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "function_edge" (
    "parent_id" INTEGER NOT NULL,
    "child_id" INTEGER NOT NULL,

    CONSTRAINT "function_edge_pkey" PRIMARY KEY ("parent_id","child_id")
);

-- CreateTable
CREATE TABLE "permission" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER,
    "group_id" INTEGER,
    "function_id" INTEGER NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_id" INTEGER,

    CONSTRAINT "permission_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "domain_name_key" ON "domain"("name");

-- CreateIndex
CREATE UNIQUE INDEX "customer_short_name_key" ON "customer"("short_name");

-- CreateIndex
CREATE INDEX "customer_parent_id_idx" ON "customer"("parent_id");

-- CreateIndex
CREATE UNIQUE INDEX "user_account_short_name_key" ON "user_account"("short_name");

-- CreateIndex
CREATE INDEX "user_account_customer_id_idx" ON "user_account"("customer_id");

-- CreateIndex
CREATE INDEX "api_key_user_id_idx" ON "api_key"("user_id");

-- CreateIndex
CREATE INDEX "session_user_id_idx" ON "session"("user_id");

-- CreateIndex
CREATE INDEX "session_expires_at_idx" ON "session"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "user_group_short_name_key" ON "user_group"("short_name");

-- CreateIndex
CREATE INDEX "user_group_customer_id_idx" ON "user_group"("customer_id");

-- CreateIndex
CREATE INDEX "group_member_user_id_idx" ON "group_member"("user_id");

-- CreateIndex
CREATE INDEX "group_member_member_group_id_idx" ON "group_member"("member_group_id");

-- CreateIndex
CREATE UNIQUE INDEX "group_member_group_id_user_id_key" ON "group_member"("group_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "group_member_group_id_member_group_id_key" ON "group_member"("group_id", "member_group_id");

-- CreateIndex
CREATE UNIQUE INDEX "function_node_name_key" ON "function_node"("name");

-- CreateIndex
CREATE INDEX "function_edge_child_id_idx" ON "function_edge"("child_id");

-- CreateIndex
CREATE INDEX "permission_group_id_idx" ON "permission"("group_id");

-- CreateIndex
CREATE INDEX "permission_customer_id_idx" ON "permission"("customer_id");

-- CreateIndex
CREATE UNIQUE INDEX "permission_user_id_function_id_customer_id_key" ON "permission"("user_id", "function_id", "customer_id");

-- CreateIndex
CREATE UNIQUE INDEX "permission_group_id_function_id_customer_id_key" ON "permission"("group_id", "function_id", "customer_id");

-- AddForeignKey
ALTER TABLE "customer" ADD CONSTRAINT "customer_domain_id_fkey" FOREIGN KEY ("domain_id") REFERENCES "domain"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customer" ADD CONSTRAINT "customer_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "customer"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_account" ADD CONSTRAINT "user_account_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_account" ADD CONSTRAINT "user_account_domain_id_fkey" FOREIGN KEY ("domain_id") REFERENCES "domain"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_group" ADD CONSTRAINT "user_group_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "group_member" ADD CONSTRAINT "group_member_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "user_group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "group_member" ADD CONSTRAINT "group_member_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "group_member" ADD CONSTRAINT "group_member_member_group_id_fkey" FOREIGN KEY ("member_group_id") REFERENCES "user_group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "function_edge" ADD CONSTRAINT "function_edge_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "function_node"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "function_edge" ADD CONSTRAINT "function_edge_child_id_fkey" FOREIGN KEY ("child_id") REFERENCES "function_node"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "permission" ADD CONSTRAINT "permission_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "permission" ADD CONSTRAINT "permission_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "user_group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "permission" ADD CONSTRAINT "permission_function_id_fkey" FOREIGN KEY ("function_id") REFERENCES "function_node"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "permission" ADD CONSTRAINT "permission_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written below: what the Prisma schema language cannot express.

-- Flags are text[] (see schema.prisma), each column allows its own values only.
ALTER TABLE "customer" ALTER COLUMN "flags" SET NOT NULL,
    ADD CONSTRAINT "customer_flags_known" CHECK ("flags" <@ ARRAY['OPERATOR', 'DISABLED']::text[]);
ALTER TABLE "user_account" ALTER COLUMN "flags" SET NOT NULL,
    ADD CONSTRAINT "user_account_flags_known" CHECK ("flags" <@ ARRAY['DISABLED']::text[]);
ALTER TABLE "user_group" ALTER COLUMN "flags" SET NOT NULL,
    ADD CONSTRAINT "user_group_flags_known" CHECK ("flags" <@ ARRAY['DISABLED']::text[]);
ALTER TABLE "function_node" ALTER COLUMN "flags" SET NOT NULL,
    ADD CONSTRAINT "function_node_flags_known" CHECK ("flags" <@ ARRAY['ROLE']::text[]);
ALTER TABLE "api_key" ALTER COLUMN "source_networks" SET NOT NULL;

-- At most one operator customer: it is the root of the customer tree.
CREATE UNIQUE INDEX "customer_single_operator" ON "customer" ((true)) WHERE 'OPERATOR' = ANY("flags");

-- A member is exactly one of a user or a group, and a group never contains itself directly.
ALTER TABLE "group_member" ADD CONSTRAINT "group_member_one_subject"
    CHECK (num_nonnulls("user_id", "member_group_id") = 1);
ALTER TABLE "group_member" ADD CONSTRAINT "group_member_not_self"
    CHECK ("member_group_id" IS DISTINCT FROM "group_id");
-- A grant goes to exactly one subject.
ALTER TABLE "permission" ADD CONSTRAINT "permission_one_subject"
    CHECK (num_nonnulls("user_id", "group_id") = 1);
-- A function is never its own parent.
ALTER TABLE "function_edge" ADD CONSTRAINT "function_edge_not_self"
    CHECK ("parent_id" <> "child_id");
