// The floor: the least a server can do to answer the same reads. A bare
// Fastify on the same Prisma client runs the same Prisma work as the
// customers queries (count + page, one customer by short name) and answers
// JSON, with no authentication, permission checks, GraphQL or envelope. What
// Vigil costs above this is the price of its layers.
import Fastify, { type FastifyInstance } from 'fastify';
import type { PrismaClient } from '../src/db/client.ts';
import type { InFlight } from './in-flight.ts';

// The fields the REST documents select (rest-compat/modules/customers/customers.graphql).
const CUSTOMER_SELECT = {
  id: true,
  shortName: true,
  name: true,
  domain: { select: { id: true, name: true } },
  parent: { select: { id: true, shortName: true, name: true } },
  flags: true,
  createdAt: true,
  updatedAt: true,
} as const;

export const FLOOR_LIST_PATH = '/floor/customers';
export const FLOOR_SINGLE_PATH = '/floor/customers/:shortName';

export interface Floor {
  app: FastifyInstance;
  baseUrl: string;
}

export async function startFloor(prisma: PrismaClient, inFlight: InFlight): Promise<Floor> {
  const app = Fastify({ logger: false });
  // The same bookkeeping as the Vigil app, so neither pays for it alone.
  inFlight.track(app);

  app.get<{ Querystring: { limit?: string } }>(FLOOR_LIST_PATH, async (req) => {
    const limit = Number(req.query.limit ?? 25);
    // One after the other, as Vigil's paginate does: the floor must not win by running them concurrently.
    const count = await prisma.customer.count();
    const items = await prisma.customer.findMany({ select: CUSTOMER_SELECT, orderBy: { id: 'asc' }, take: limit });
    return { count, limit, offset: 0, items };
  });

  app.get<{ Params: { shortName: string } }>(FLOOR_SINGLE_PATH, async (req, reply) => {
    const customer = await prisma.customer.findUnique({ where: { shortName: req.params.shortName }, select: CUSTOMER_SELECT });
    if (!customer) return reply.code(404).send({ error: 'not found' });
    return customer;
  });

  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, baseUrl };
}
