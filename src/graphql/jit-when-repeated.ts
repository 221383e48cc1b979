// graphql-jit compiles an operation to JavaScript once per document: a few
// milliseconds that pay off from the second execution on (REST's fixed
// documents, a dashboard's query with variables), but are pure cost for a
// document run once (a query typed in GraphiQL, values written into the
// query text). A document is compiled when it is seen the second time; the
// first run goes through graphql-js. Yoga's parse cache hands out the same
// DocumentNode for the same text, so identity is the key, and a WeakSet lets
// documents go when that cache drops them.
import { useGraphQlJit } from '@envelop/graphql-jit';
import type { Plugin } from '@envelop/core';
import type { DocumentNode } from 'graphql';

export function useJitWhenRepeated(): Plugin {
  const seen = new WeakSet<DocumentNode>();
  return useGraphQlJit(
    {},
    {
      enableIf: ({ document }) => {
        if (seen.has(document)) return true;
        seen.add(document);
        return false;
      },
    },
  );
}
