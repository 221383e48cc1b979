// `npm run codegen`: the REST layer's operation documents (rest-compat/**/*.graphql)
// become typed document nodes, checked against the printed schema.graphql.
// (scripts/print-schema.ts writes schema.graphql from the Pothos schema first.)
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['rest-compat/modules/**/*.graphql'],
  errorsOnly: true,
  generates: {
    'rest-compat/generated/operations.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        skipTypename: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        scalars: { Timestamp: { input: 'number | string', output: 'number' } },
        documentMode: 'documentNode',
      },
    },
  },
  hooks: {},
};

export default config;
