-- CreateTable
CREATE TABLE "case_service" (
    "id" SERIAL NOT NULL,
    "short_name" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "read_role" TEXT NOT NULL,
    "write_role" TEXT NOT NULL,
    "tech_role" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "case_service_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "case_service_subscription" (
    "service_id" INTEGER NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "case_service_subscription_pkey" PRIMARY KEY ("service_id","customer_id")
);

-- CreateTable
CREATE TABLE "support_case" (
    "id" SERIAL NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "service_id" INTEGER NOT NULL,
    "subject" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "type" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "priority" TEXT NOT NULL,
    "access_mode" TEXT NOT NULL DEFAULT 'roleBased',
    "reporter_id" INTEGER NOT NULL,
    "assigned_user_id" INTEGER,
    "assigned_tech_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closed_at" TIMESTAMPTZ(3),

    CONSTRAINT "support_case_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "case_watcher" (
    "case_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,

    CONSTRAINT "case_watcher_pkey" PRIMARY KEY ("case_id","user_id")
);

-- CreateTable
CREATE TABLE "case_tag" (
    "id" UUID NOT NULL,
    "case_id" INTEGER NOT NULL,
    "tag" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "case_tag_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "case_comment" (
    "id" UUID NOT NULL,
    "case_id" INTEGER NOT NULL,
    "author_id" INTEGER NOT NULL,
    "comment" TEXT NOT NULL,
    "internal" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "case_comment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "case_access_entry" (
    "id" UUID NOT NULL,
    "case_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "group_id" INTEGER,
    "level" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "case_access_entry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "case_field_descriptor" (
    "id" UUID NOT NULL,
    "domain_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "value_type" TEXT NOT NULL,
    "multivalue" BOOLEAN NOT NULL DEFAULT false,
    "read_role" TEXT NOT NULL DEFAULT 'user',
    "write_role" TEXT NOT NULL DEFAULT 'user',
    "validators" JSONB NOT NULL DEFAULT '{}',
    "value_source" JSONB,
    "renderer_options" JSONB,
    "default_value" JSONB,
    "customer_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "case_field_descriptor_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "case_field_value" (
    "id" UUID NOT NULL,
    "case_id" INTEGER NOT NULL,
    "descriptor_id" UUID NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "key" TEXT NOT NULL,
    "value" JSONB NOT NULL,
    "label" TEXT,

    CONSTRAINT "case_field_value_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "case_field_policy" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "service_id" INTEGER NOT NULL,
    "customer_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "case_field_policy_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "case_field_binding" (
    "id" UUID NOT NULL,
    "policy_id" UUID NOT NULL,
    "descriptor_id" UUID NOT NULL,
    "display_name" TEXT,
    "requirement_policy" TEXT NOT NULL DEFAULT 'optional',

    CONSTRAINT "case_field_binding_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "case_service_short_name_key" ON "case_service"("short_name");

-- CreateIndex
CREATE INDEX "case_service_subscription_customer_id_idx" ON "case_service_subscription"("customer_id");

-- CreateIndex
CREATE INDEX "support_case_customer_id_created_at_idx" ON "support_case"("customer_id", "created_at");

-- CreateIndex
CREATE INDEX "support_case_service_id_idx" ON "support_case"("service_id");

-- CreateIndex
CREATE INDEX "support_case_reporter_id_idx" ON "support_case"("reporter_id");

-- CreateIndex
CREATE INDEX "case_watcher_user_id_idx" ON "case_watcher"("user_id");

-- CreateIndex
CREATE INDEX "case_tag_tag_idx" ON "case_tag"("tag");

-- CreateIndex
CREATE UNIQUE INDEX "case_tag_case_id_tag_key" ON "case_tag"("case_id", "tag");

-- CreateIndex
CREATE INDEX "case_comment_case_id_created_at_idx" ON "case_comment"("case_id", "created_at");

-- CreateIndex
CREATE INDEX "case_access_entry_user_id_idx" ON "case_access_entry"("user_id");

-- CreateIndex
CREATE INDEX "case_access_entry_group_id_idx" ON "case_access_entry"("group_id");

-- CreateIndex
CREATE UNIQUE INDEX "case_access_entry_case_id_user_id_key" ON "case_access_entry"("case_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "case_access_entry_case_id_group_id_key" ON "case_access_entry"("case_id", "group_id");

-- CreateIndex
CREATE UNIQUE INDEX "case_field_descriptor_domain_id_name_key" ON "case_field_descriptor"("domain_id", "name");

-- CreateIndex
CREATE INDEX "case_field_value_descriptor_id_idx" ON "case_field_value"("descriptor_id");

-- CreateIndex
CREATE UNIQUE INDEX "case_field_value_case_id_descriptor_id_key_key" ON "case_field_value"("case_id", "descriptor_id", "key");

-- CreateIndex
CREATE INDEX "case_field_policy_service_id_idx" ON "case_field_policy"("service_id");

-- CreateIndex
CREATE UNIQUE INDEX "case_field_binding_policy_id_descriptor_id_key" ON "case_field_binding"("policy_id", "descriptor_id");

-- AddForeignKey
ALTER TABLE "case_service_subscription" ADD CONSTRAINT "case_service_subscription_service_id_fkey" FOREIGN KEY ("service_id") REFERENCES "case_service"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "case_service_subscription" ADD CONSTRAINT "case_service_subscription_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "support_case" ADD CONSTRAINT "support_case_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "support_case" ADD CONSTRAINT "support_case_service_id_fkey" FOREIGN KEY ("service_id") REFERENCES "case_service"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "support_case" ADD CONSTRAINT "support_case_reporter_id_fkey" FOREIGN KEY ("reporter_id") REFERENCES "user_account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "support_case" ADD CONSTRAINT "support_case_assigned_user_id_fkey" FOREIGN KEY ("assigned_user_id") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "support_case" ADD CONSTRAINT "support_case_assigned_tech_id_fkey" FOREIGN KEY ("assigned_tech_id") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "case_watcher" ADD CONSTRAINT "case_watcher_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "support_case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "case_watcher" ADD CONSTRAINT "case_watcher_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "case_tag" ADD CONSTRAINT "case_tag_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "support_case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "case_comment" ADD CONSTRAINT "case_comment_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "support_case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "case_comment" ADD CONSTRAINT "case_comment_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "user_account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "case_access_entry" ADD CONSTRAINT "case_access_entry_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "support_case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "case_access_entry" ADD CONSTRAINT "case_access_entry_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "case_field_descriptor" ADD CONSTRAINT "case_field_descriptor_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "case_field_value" ADD CONSTRAINT "case_field_value_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "support_case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "case_field_value" ADD CONSTRAINT "case_field_value_descriptor_id_fkey" FOREIGN KEY ("descriptor_id") REFERENCES "case_field_descriptor"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "case_field_policy" ADD CONSTRAINT "case_field_policy_service_id_fkey" FOREIGN KEY ("service_id") REFERENCES "case_service"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "case_field_policy" ADD CONSTRAINT "case_field_policy_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "case_field_binding" ADD CONSTRAINT "case_field_binding_policy_id_fkey" FOREIGN KEY ("policy_id") REFERENCES "case_field_policy"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "case_field_binding" ADD CONSTRAINT "case_field_binding_descriptor_id_fkey" FOREIGN KEY ("descriptor_id") REFERENCES "case_field_descriptor"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: value constraints (text columns, CHECK-constrained).
ALTER TABLE "support_case" ADD CONSTRAINT "support_case_type_check"
    CHECK ("type" IN ('securityIncident', 'operationalIncident', 'informational', 'change'));
ALTER TABLE "support_case" ADD CONSTRAINT "support_case_status_check"
    CHECK ("status" IN ('pendingCustomer', 'pendingSoc', 'pendingVendor', 'workingSoc', 'workingCustomer', 'pendingClose', 'closed'));
ALTER TABLE "support_case" ADD CONSTRAINT "support_case_priority_check"
    CHECK ("priority" IN ('low', 'medium', 'high', 'critical'));
ALTER TABLE "support_case" ADD CONSTRAINT "support_case_access_mode_check"
    CHECK ("access_mode" IN ('roleBased', 'writeRestricted', 'readRestricted', 'explicit'));
ALTER TABLE "case_access_entry" ADD CONSTRAINT "case_access_entry_level_check" CHECK ("level" IN ('read', 'write'));
ALTER TABLE "case_access_entry" ADD CONSTRAINT "case_access_entry_subject_check" CHECK (("user_id" IS NULL) <> ("group_id" IS NULL));
ALTER TABLE "case_field_descriptor" ADD CONSTRAINT "case_field_descriptor_value_type_check"
    CHECK ("value_type" IN ('stringType', 'textType', 'integerType', 'floatType', 'timestampType', 'booleanType', 'subjectType', 'assetType', 'documentType', 'caseType', 'jsonType'));
ALTER TABLE "case_field_descriptor" ADD CONSTRAINT "case_field_descriptor_roles_check"
    CHECK ("read_role" IN ('user', 'tech', 'admin') AND "write_role" IN ('user', 'tech', 'admin'));
ALTER TABLE "case_field_binding" ADD CONSTRAINT "case_field_binding_requirement_check"
    CHECK ("requirement_policy" IN ('optional', 'requiredOnCreate', 'requiredOnClose'));
-- One service policy per service, one override per service and customer.
CREATE UNIQUE INDEX "case_field_policy_service_key" ON "case_field_policy" ("service_id") WHERE "customer_id" IS NULL;
CREATE UNIQUE INDEX "case_field_policy_service_customer_key" ON "case_field_policy" ("service_id", "customer_id") WHERE "customer_id" IS NOT NULL;
