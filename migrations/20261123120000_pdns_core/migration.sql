-- CreateTable
CREATE TABLE "pdns_record" (
    "id" BIGSERIAL NOT NULL,
    "customer_id" INTEGER,
    "query" TEXT NOT NULL,
    "answer" TEXT NOT NULL,
    "rrclass" TEXT NOT NULL,
    "rrtype" TEXT NOT NULL,
    "tlp" TEXT NOT NULL,
    "first_seen" BIGINT NOT NULL,
    "last_seen" BIGINT NOT NULL,
    "min_ttl" INTEGER NOT NULL,
    "max_ttl" INTEGER NOT NULL,
    "times" BIGINT NOT NULL,

    CONSTRAINT "pdns_record_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pdns_rate_limit" (
    "user_id" INTEGER NOT NULL,
    "per_minute" INTEGER NOT NULL,
    "per_day" INTEGER NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pdns_rate_limit_pkey" PRIMARY KEY ("user_id")
);

-- AddForeignKey
ALTER TABLE "pdns_record" ADD CONSTRAINT "pdns_record_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pdns_rate_limit" ADD CONSTRAINT "pdns_rate_limit_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: checks, the aggregation key and the lookup indexes.
-- Values are normalised by the service (lower case; names end with a period;
-- addresses canonical), so lookups are exact matches on plain btrees:
-- the unique key leads with query (lookups by query), pdns_record_answer_idx
-- serves lookups by answer; a lookup for X is "query = X OR answer = X"
-- (a BitmapOr of the two).
ALTER TABLE "pdns_record" ADD CONSTRAINT "pdns_record_tlp_check" CHECK ("tlp" IN ('white', 'green', 'amber', 'red'));
ALTER TABLE "pdns_record" ADD CONSTRAINT "pdns_record_times_check" CHECK ("times" >= 1 AND "min_ttl" >= 0 AND "max_ttl" >= "min_ttl" AND "last_seen" >= "first_seen");
ALTER TABLE "pdns_rate_limit" ADD CONSTRAINT "pdns_rate_limit_check" CHECK ("per_minute" >= 0 AND "per_day" >= 0);
CREATE UNIQUE INDEX "pdns_record_key" ON "pdns_record" ("query", "answer", "rrclass", "rrtype", "tlp", "customer_id") NULLS NOT DISTINCT;
CREATE INDEX "pdns_record_answer_idx" ON "pdns_record" ("answer");
