// Demo data of the sensors area (issue #7): a sensor type, a global location,
// and per demo customer a location and one sensor with an interface.
// Permissions come with the demo users' roles (migration *_sensors_functions):
// acme-admin (CUSTOMER-ADMINISTRATOR) manages acme's, acme-user and
// globex-user (STANDARD-USER) view their own, analyst views all, admin holds
// everything including global locations and sensor types.
// Idempotent: adds what is missing, changes nothing that exists.
import type { DemoContext, DemoSeeder, Tx } from './demo-context.ts';

const CUSTOMERS = [
  { customer: 'acme', timeZone: 'America/New_York', ip: '198.51.100.10' },
  { customer: 'acme-emea', timeZone: 'Europe/Oslo', ip: '198.51.100.20' },
  { customer: 'globex', timeZone: 'Europe/Berlin', ip: '203.0.113.10' },
] as const;

async function seed(tx: Tx, ctx: DemoContext, progress: (done: number, total: number) => void) {
  const total = 2 + CUSTOMERS.length;
  const type = await tx.sensorType.upsert({
    where: { shortName: 'nids' },
    update: {},
    create: { shortName: 'nids', name: 'Network intrusion detection sensor', url: 'https://sensors.example/nids', expectedSensorUpdateTime: 300, department: 'INFRASTRUCTURE' },
  });
  progress(1, total);
  await tx.sensorLocation.upsert({
    where: { shortName: 'global-internet' },
    update: {},
    create: { shortName: 'global-internet', name: 'Internet edge (global)', networkZone: 'EXTERNAL', timeZoneDescription: 'Etc/UTC', customerId: null },
  });
  progress(2, total);
  let done = 2;
  for (const c of CUSTOMERS) {
    const customer = ctx.customers.get(c.customer);
    if (!customer) continue;
    const location = await tx.sensorLocation.upsert({
      where: { shortName: `${c.customer}-hq` },
      update: {},
      create: { shortName: `${c.customer}-hq`, name: `${c.customer} headquarters`, networkZone: 'INTERNAL', timeZoneDescription: c.timeZone, customerId: customer.id },
    });
    const sensor = await tx.sensor.upsert({
      where: { shortName: `${c.customer}-sensor-1` },
      update: {},
      create: {
        shortName: `${c.customer}-sensor-1`,
        hostname: `sensor1.${c.customer}.example`,
        ipAddress: c.ip,
        customerId: customer.id,
        sensorTypeId: type.id,
        locationId: location.id,
        description: `Demo sensor of ${c.customer}`,
      },
    });
    await tx.sensorInterface.upsert({
      where: { sensorId_interfaceName: { sensorId: sensor.id, interfaceName: 'eth0' } },
      update: {},
      create: { sensorId: sensor.id, interfaceName: 'eth0', locationId: location.id, customerId: customer.id },
    });
    progress(++done, total);
  }
}

export function sensorsDemoSeeders(_passwordHash: string): DemoSeeder[] {
  return [{ name: 'sensors', run: seed }];
}
