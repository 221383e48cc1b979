// Issue 20 item 5: one mutation shape. Every mutation is `verbNoun(input: VerbNounInput!)`
// answering a `VerbNounPayload` object (docs/graphql.md, "Mutations"), checked on the
// schema the server serves, so a new mutation in another shape fails here by name.
import { getNamedType, isInputObjectType, isNonNullType, isObjectType, type GraphQLField } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../src/schema/index.ts';

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** What is wrong with a mutation's shape, or nothing. */
function shapeProblems(field: GraphQLField<unknown, unknown>): string[] {
  const problems: string[] = [];
  const name = capitalised(field.name);
  const args = field.args.map((a) => a.name);
  // logout needs nothing: no input at all, rather than an empty one (GraphQL has no empty input objects).
  if (args.length > 0) {
    if (args.length !== 1 || args[0] !== 'input') problems.push(`arguments ${args.join(', ')} (one: input)`);
    const input = field.args[0]!;
    if (!isNonNullType(input.type) || !isInputObjectType(input.type.ofType) || input.type.ofType.name !== `${name}Input`) {
      problems.push(`input is ${String(input.type)} (${name}Input!)`);
    }
  }
  const payload = getNamedType(field.type);
  if (!isObjectType(payload) || payload.name !== `${name}Payload`) problems.push(`answers ${String(field.type)} (${name}Payload)`);
  return problems.map((p) => `Mutation.${field.name}: ${p}`);
}

describe('one mutation shape', () => {
  const mutations = Object.values(schema.getMutationType()?.getFields() ?? {});

  it('every mutation takes one input named for it and answers a payload named for it', () => {
    expect(mutations.flatMap(shapeProblems)).toEqual([]);
  });

  it('checks every mutation (a check over none would pass for nothing)', () => {
    expect(mutations.length).toBeGreaterThan(60);
    // The check itself refuses the old shapes.
    const old = { name: 'disableGroup', args: [{ name: 'idOrShortName', type: schema.getType('ID') }], type: schema.getType('Group') } as unknown as GraphQLField<unknown, unknown>;
    expect(shapeProblems(old)).toEqual(['Mutation.disableGroup: arguments idOrShortName (one: input)', 'Mutation.disableGroup: input is ID (DisableGroupInput!)', 'Mutation.disableGroup: answers Group (DisableGroupPayload)']);
  });

  it('every payload holds at least one field', () => {
    const empty = mutations.map((m) => getNamedType(m.type)).filter((t) => isObjectType(t) && Object.keys(t.getFields()).length === 0);
    expect(empty).toEqual([]);
  });
});
