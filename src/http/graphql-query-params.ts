// GET /graphql carries `variables` and `extensions` as JSON text in the query
// string. Yoga parses them with JSON.parse and lets the SyntaxError escape,
// which masking turns into a 500 for what is the client's mistake. Malformed
// JSON there is a 400 BAD_REQUEST naming the parameter.
import { createGraphQLError, type Plugin } from 'graphql-yoga';

const JSON_PARAMETERS = ['variables', 'extensions'] as const;

function malformedParameter(url: string): string {
  const search = new URLSearchParams(url.slice(url.indexOf('?') + 1));
  for (const name of JSON_PARAMETERS) {
    const text = search.get(name);
    if (!text) continue;
    try {
      JSON.parse(text);
    } catch {
      return name;
    }
  }
  return JSON_PARAMETERS.join(' or ');
}

export function useQueryParamsAsJson(): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser }) {
      if (request.method !== 'GET' || !requestParser) return;
      const parse = requestParser;
      setRequestParser(async (req) => {
        try {
          return await parse(req);
        } catch (error) {
          if (!(error instanceof SyntaxError)) throw error;
          const name = malformedParameter(req.url);
          throw createGraphQLError(`The ${name} parameter is not valid JSON: ${error.message}`, {
            extensions: { code: 'BAD_REQUEST', messageTemplate: 'invalid.json', http: { status: 400 } },
          });
        }
      });
    },
  };
}
