-- CreateEnum
CREATE TYPE "SensorDepartment" AS ENUM ('NONE', 'LOG', 'INFRASTRUCTURE');

-- CreateEnum
CREATE TYPE "SensorNetworkZone" AS ENUM ('INTERNAL', 'DMZ', 'EXTERNAL');

-- CreateTable
CREATE TABLE "sensor_type" (
    "id" SERIAL NOT NULL,
    "short_name" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT NOT NULL DEFAULT '',
    "expected_sensor_update_time" INTEGER NOT NULL,
    "department" "SensorDepartment" NOT NULL DEFAULT 'NONE',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sensor_type_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sensor_location" (
    "id" SERIAL NOT NULL,
    "short_name" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "network_zone" "SensorNetworkZone" NOT NULL,
    "time_zone_description" TEXT NOT NULL,
    "customer_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sensor_location_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sensor" (
    "id" SERIAL NOT NULL,
    "short_name" TEXT NOT NULL,
    "hostname" TEXT,
    "ip_address" TEXT,
    "customer_id" INTEGER NOT NULL,
    "sensor_type_id" INTEGER NOT NULL,
    "location_id" INTEGER NOT NULL,
    "shared_customer_data" BOOLEAN NOT NULL DEFAULT false,
    "expected_update_time" INTEGER,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "monitored" BOOLEAN NOT NULL DEFAULT true,
    "description" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sensor_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sensor_interface" (
    "id" SERIAL NOT NULL,
    "sensor_id" INTEGER NOT NULL,
    "interface_name" TEXT NOT NULL,
    "location_id" INTEGER NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sensor_interface_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "sensor_type_short_name_key" ON "sensor_type"("short_name");

-- CreateIndex
CREATE UNIQUE INDEX "sensor_location_short_name_key" ON "sensor_location"("short_name");

-- CreateIndex
CREATE INDEX "sensor_location_customer_id_idx" ON "sensor_location"("customer_id");

-- CreateIndex
CREATE UNIQUE INDEX "sensor_short_name_key" ON "sensor"("short_name");

-- CreateIndex
CREATE INDEX "sensor_location_id_idx" ON "sensor"("location_id");

-- CreateIndex
CREATE INDEX "sensor_sensor_type_id_idx" ON "sensor"("sensor_type_id");

-- CreateIndex
CREATE UNIQUE INDEX "sensor_customer_id_hostname_key" ON "sensor"("customer_id", "hostname");

-- CreateIndex
CREATE UNIQUE INDEX "sensor_customer_id_ip_address_key" ON "sensor"("customer_id", "ip_address");

-- CreateIndex
CREATE INDEX "sensor_interface_location_id_idx" ON "sensor_interface"("location_id");

-- CreateIndex
CREATE INDEX "sensor_interface_customer_id_idx" ON "sensor_interface"("customer_id");

-- CreateIndex
CREATE UNIQUE INDEX "sensor_interface_sensor_id_interface_name_key" ON "sensor_interface"("sensor_id", "interface_name");

-- AddForeignKey
ALTER TABLE "sensor_location" ADD CONSTRAINT "sensor_location_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sensor" ADD CONSTRAINT "sensor_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sensor" ADD CONSTRAINT "sensor_sensor_type_id_fkey" FOREIGN KEY ("sensor_type_id") REFERENCES "sensor_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sensor" ADD CONSTRAINT "sensor_location_id_fkey" FOREIGN KEY ("location_id") REFERENCES "sensor_location"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sensor_interface" ADD CONSTRAINT "sensor_interface_sensor_id_fkey" FOREIGN KEY ("sensor_id") REFERENCES "sensor"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sensor_interface" ADD CONSTRAINT "sensor_interface_location_id_fkey" FOREIGN KEY ("location_id") REFERENCES "sensor_location"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sensor_interface" ADD CONSTRAINT "sensor_interface_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Hand-written: a sensor is reachable by hostname or IP address, at least one.
ALTER TABLE "sensor" ADD CONSTRAINT "sensor_hostname_or_ip_check" CHECK ("hostname" IS NOT NULL OR "ip_address" IS NOT NULL);
