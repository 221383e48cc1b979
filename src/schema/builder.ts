// The one Pothos builder: plugins, scalar typings and the context type.
// It defines no types; those live in src/schema/<domain>/.
import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import PrismaPlugin from '@pothos/plugin-prisma';
import type { RequestContext } from '../context.ts';
import type PrismaTypes from '../generated/pothos-types.ts';
import { getDatamodel } from '../generated/pothos-types.ts';
import { fieldCost } from './common/cost.ts';
import { HIDDEN_REFERENCES_PLUGIN } from './common/hidden-references.ts';

export const builder = new SchemaBuilder<{
  PrismaTypes: PrismaTypes;
  Context: RequestContext;
  DefaultFieldNullability: false;
  Scalars: {
    /**
     * Ids and short names. GraphQL's ID accepts a string or a whole number and
     * hands resolvers a string, whichever the caller sent (legacy clients send numbers).
     */
    ID: { Input: string; Output: string | number };
    /** Epoch milliseconds on the wire. */
    Timestamp: { Input: Date; Output: Date | number };
    /** Any JSON value (custom field values, observation data); areas validate it with zod. */
    JSON: { Input: unknown; Output: unknown };
    // Area scalars: one line per area, each under its own marker (keeps merges apart).
    // useradmin scalars

    // documents scalars

    // pdns scalars

    // customernetworks scalars

    // sensors scalars

    // cases scalars
  };
}>({
  // hiddenReferences: the reference rule on every edge (src/auth/references.ts); first, so that
  // it wraps outside the others and a hidden object's relations are never loaded.
  plugins: [HIDDEN_REFERENCES_PLUGIN, PrismaPlugin, ComplexityPlugin],
  defaultFieldNullability: false,
  // Every field's cost (src/schema/common/cost.ts); fields with a bound of their own say so.
  // The limit is enforced before execution on /graphql (src/graphql/cost-limit.ts), not by
  // the plugin's check in each root field, so a refusal is a request error like armour's.
  complexity: { fieldComplexity: fieldCost, disabled: true },
  prisma: {
    client: (ctx) => ctx.db,
    dmmf: getDatamodel(),
    exposeDescriptions: true,
    filterConnectionTotalCount: true,
    // A relation loaded outside the planned query would be a query per row.
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'error',
  },
});

export type VigilSchemaTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

// Root fields are nullable (each says so): an error in one of them must not
// null the whole answer of a query that asks for several.
builder.queryType({ description: 'Reads. Every root field is nullable: one that fails answers null with an error, and the others still answer.' });
builder.mutationType({ description: 'Changes. The mutations of one request run one after another, in the order written. Every root field is nullable, as in Query.' });
