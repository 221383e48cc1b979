-- CreateIndex
CREATE INDEX "customer_network_network_idx" ON "customer_network"("network");

-- The containment look-up finds supernets by equality with the address's
-- prefixes, so a stored network must be in canonical form (no host bits),
-- as every write path already makes it; the database now holds it to that.
ALTER TABLE "customer_network" ADD CONSTRAINT "customer_network_network_canonical" CHECK ("network" = network("network")::inet);
