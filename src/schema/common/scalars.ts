// Scalars shared by every domain.
import { GraphQLError, Kind, type ValueNode } from 'graphql';
import { builder } from '../builder.ts';

function toDate(value: unknown): Date {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value);
  if (typeof value === 'string') {
    if (/^-?\d+$/.test(value)) return new Date(Number(value));
    const parsed = Date.parse(value);
    if (!Number.isNaN(parsed) && /^\d{4}-\d{2}-\d{2}/.test(value)) return new Date(parsed);
  }
  throw new GraphQLError(`Expected epoch milliseconds or an ISO 8601 timestamp, got ${JSON.stringify(value)}`);
}

builder.scalarType('Timestamp', {
  description: 'A point in time: epoch milliseconds on output; epoch milliseconds or ISO 8601 on input.',
  serialize: (value) => (value instanceof Date ? value.getTime() : value),
  parseValue: toDate,
  parseLiteral: (ast) => {
    if (ast.kind === Kind.INT || ast.kind === Kind.STRING) return toDate(ast.kind === Kind.INT ? Number(ast.value) : ast.value);
    throw new GraphQLError('Expected epoch milliseconds or an ISO 8601 timestamp');
  },
});

function literalToJson(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.NULL:
      return null;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.STRING:
    case Kind.ENUM:
      return ast.value;
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.LIST:
      return ast.values.map(literalToJson);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literalToJson(f.value)]));
    default:
      throw new GraphQLError('Variables inside JSON literals are not supported; pass the whole value as a variable');
  }
}

builder.scalarType('JSON', {
  description: 'Any JSON value. The field that takes it says which shapes it accepts.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literalToJson,
});
