// graphql-jit compiles an operation to JavaScript once per document: a few
// milliseconds that pay off from the second execution on (REST's fixed
// documents, a dashboard's query with variables), but are pure cost for a
// document run once (a query typed in GraphiQL, values written into the
// query text). A document is compiled when it is seen the second time; the
// first run goes through graphql-js. Yoga's parse cache hands out the same
// DocumentNode for the same text, so identity is the key, and a WeakSet lets
// documents go when that cache drops them.
//
// Only documents holding one operation are compiled: the plugin keeps one
// compiled operation per document, chosen by the operation name of the
// request that compiled it, so a document of several operations (GraphiQL
// sends whole tabs) would answer every later request with that first
// operation, whatever name it asks for. Such documents stay with graphql-js.
//
// A request that leaves out a variable used as an input object's field
// (`input: { name: $n, shortName: $s }` without `s`, as clients send an
// optional value they do not have) runs through graphql-js too: the GraphQL
// specification makes that field absent, and graphql-jit (0.8.7) sets it to
// null instead, which turns "leave the short name as it is" into "set it to
// null" (test/platform/library-contracts.test.ts holds the defect;
// test/platform/jit-omitted-variables.test.ts the answers).
import { useGraphQlJit } from '@envelop/graphql-jit';
import type { Plugin } from '@envelop/core';
import { Kind, visit, type DocumentNode } from 'graphql';

function holdsOneOperation(document: DocumentNode): boolean {
  let operations = 0;
  for (const definition of document.definitions) if (definition.kind === Kind.OPERATION_DEFINITION) operations += 1;
  return operations === 1;
}

/** The variables without a default that the document uses as an input object's field (at any depth). */
function fieldVariables(document: DocumentNode): readonly string[] {
  const used = new Set<string>();
  visit(document, {
    ObjectField(field) {
      if (field.value.kind === Kind.VARIABLE) used.add(field.value.name.value);
    },
  });
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) if (variable.defaultValue) used.delete(variable.variable.name.value);
  }
  return [...used];
}

export function useJitWhenRepeated(): Plugin {
  const seen = new WeakMap<DocumentNode, readonly string[]>();
  return useGraphQlJit(
    {},
    {
      enableIf: ({ document, variableValues }) => {
        const variables = seen.get(document);
        if (variables) return variables.every((name) => variableValues != null && Object.hasOwn(variableValues, name));
        if (holdsOneOperation(document)) seen.set(document, fieldVariables(document));
        return false;
      },
    },
  );
}
