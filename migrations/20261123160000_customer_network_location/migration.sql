-- AddForeignKey
ALTER TABLE "customer_network" ADD CONSTRAINT "customer_network_location_id_fkey" FOREIGN KEY ("location_id") REFERENCES "sensor_location"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
