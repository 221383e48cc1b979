// graphql-js 16 validates `subscription { ... }` against a schema without
// subscriptions as if it were fine (its field rules have no parent type to
// check against) and only execution finds the operation impossible: graphql-js
// answers an error without a code, graphql-jit's compiler throws. Refusing such
// an operation is a validation error like any other (graphql-js 17 has the same
// rule built in).
import { GraphQLError, type ValidationRule } from 'graphql';

export const KnownOperationTypesRule: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (context.getSchema().getRootType(node.operation)) return;
    context.reportError(new GraphQLError(`The schema has no ${node.operation} operations.`, { nodes: node }));
  },
});
