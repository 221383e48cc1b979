-- CreateTable
CREATE TABLE "customer_network" (
    "id" SERIAL NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "network" INET NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "zone" TEXT NOT NULL DEFAULT 'UNKNOWN',
    "location_id" INTEGER,
    "flags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "verified_at" TIMESTAMPTZ(3),
    "verified_by_id" INTEGER,
    "created_by_id" INTEGER,
    "updated_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "customer_network_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "customer_network_location_id_idx" ON "customer_network"("location_id");

-- CreateIndex
CREATE UNIQUE INDEX "customer_network_customer_id_network_key" ON "customer_network"("customer_id", "network");

-- AddForeignKey
ALTER TABLE "customer_network" ADD CONSTRAINT "customer_network_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customer_network" ADD CONSTRAINT "customer_network_verified_by_id_fkey" FOREIGN KEY ("verified_by_id") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customer_network" ADD CONSTRAINT "customer_network_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customer_network" ADD CONSTRAINT "customer_network_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Hand-written below.

-- Flags, zone and the stored form of the network are kept to their allowed
-- values by the database, whoever writes the rows.
ALTER TABLE "customer_network" ALTER COLUMN "flags" SET NOT NULL,
    ADD CONSTRAINT "customer_network_flags_known"
        CHECK ("flags" <@ ARRAY['CLIENT', 'PROXY', 'NAT', 'SCANNER', 'DNS', 'GUEST', 'UNASSIGNED', 'DELETED', 'UNVERIFIED']::text[]),
    ADD CONSTRAINT "customer_network_zone_known"
        CHECK ("zone" IN ('INTERNAL', 'EXTERNAL', 'DMZ', 'UNKNOWN')),
    -- The network address itself: no host bits set (10.0.0.0/8, never 10.0.0.1/8).
    ADD CONSTRAINT "customer_network_is_network"
        CHECK ("network" = network("network")::inet);

-- "Which networks contain this IP" (network >>= ip) and "which lie within
-- this prefix" (network <<= prefix): the GiST inet_ops index answers both,
-- on PostgreSQL and on PGlite alike.
CREATE INDEX "customer_network_network_gist" ON "customer_network" USING GIST ("network" inet_ops);
