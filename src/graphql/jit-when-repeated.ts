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
import { useGraphQlJit } from '@envelop/graphql-jit';
import type { Plugin } from '@envelop/core';
import { Kind, type DocumentNode } from 'graphql';

function holdsOneOperation(document: DocumentNode): boolean {
  let operations = 0;
  for (const definition of document.definitions) if (definition.kind === Kind.OPERATION_DEFINITION) operations += 1;
  return operations === 1;
}

export function useJitWhenRepeated(): Plugin {
  const seen = new WeakSet<DocumentNode>();
  return useGraphQlJit(
    {},
    {
      enableIf: ({ document }) => {
        if (seen.has(document)) return true;
        if (holdsOneOperation(document)) seen.add(document);
        return false;
      },
    },
  );
}
