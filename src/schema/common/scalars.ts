// Scalars shared by every domain.
import { GraphQLError, Kind, type ValueNode } from 'graphql';
import { builder } from '../builder.ts';

/** Years 0 to 9999: what ISO 8601 writes with four digits, and far inside what PostgreSQL stores. */
const MIN_MS = Date.parse('0000-01-01T00:00:00.000Z');
const MAX_MS = Date.parse('9999-12-31T23:59:59.999Z');

/** The value as an error message shows it: JSON, cut to 80 characters (a message never echoes a whole 1 MB string). */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

function inRange(date: Date, value: unknown): Date {
  const ms = date.getTime();
  if (Number.isNaN(ms) || ms < MIN_MS || ms > MAX_MS) {
    throw new GraphQLError(`must be a time between the years 0000 and 9999, got ${shown(value)}`);
  }
  return date;
}

function toDate(value: unknown): Date {
  if (typeof value === 'number' && Number.isFinite(value)) return inRange(new Date(value), value);
  if (typeof value === 'string') {
    if (/^-?\d+$/.test(value)) return inRange(new Date(Number(value)), value);
    const parsed = Date.parse(value);
    if (!Number.isNaN(parsed) && /^\d{4}-\d{2}-\d{2}/.test(value)) return inRange(new Date(parsed), value);
  }
  throw new GraphQLError(`must be epoch milliseconds or an ISO 8601 timestamp, got ${shown(value)}`);
}

builder.scalarType('Timestamp', {
  description: 'A point in time: epoch milliseconds on output; epoch milliseconds or ISO 8601 on input.',
  serialize: (value) => (value instanceof Date ? value.getTime() : value),
  parseValue: toDate,
  parseLiteral: (ast) => {
    if (ast.kind === Kind.INT || ast.kind === Kind.STRING) return toDate(ast.kind === Kind.INT ? Number(ast.value) : ast.value);
    throw new GraphQLError('must be epoch milliseconds or an ISO 8601 timestamp');
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
