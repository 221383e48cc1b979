// GraphiQL, served from the bundled assets (no CDN: SOC networks are often
// closed). The page sends the session's CSRF token with every request, so a
// user who logged in (the `login` mutation) can run mutations; API-key users
// put their key in the Headers tab instead.
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import type { GraphiQLOptions } from 'graphql-yoga';
import { CSRF_COOKIE, CSRF_HEADER } from '../auth/session.ts';

const DEFAULT_QUERY = `# Welcome to Vigil.
#
# Authenticate in one of two ways:
#  - an API key: open "Headers" below and enter
#      { "Service-API-Key": "<userID>/<keyID>/<secret>" }
#  - a session: run the login mutation, e.g.
#      mutation { login(input: { userName: "acme-user", password: "..." }) { session { expiresTimestamp } } }
#
query Me {
  currentUser { id shortName name customer { shortName name } }
  customers(first: 10) { totalCount nodes { id shortName name parent { shortName } } }
}
`;

const CSRF_SCRIPT = `<script>
(function () {
  var original = window.fetch;
  window.fetch = function (input, init) {
    var match = document.cookie.match(/(?:^|; )${CSRF_COOKIE}=([^;]*)/);
    if (match) {
      init = init || {};
      var headers = new Headers(init.headers || {});
      if (!headers.has('${CSRF_HEADER}')) headers.set('${CSRF_HEADER}', decodeURIComponent(match[1]));
      init.headers = headers;
    }
    return original.call(this, input, init);
  };
})();
</script>`;

export const graphiqlOptions: GraphiQLOptions = {
  title: 'Vigil GraphiQL',
  defaultQuery: DEFAULT_QUERY,
  shouldPersistHeaders: true,
  credentials: 'same-origin',
};

let cached: string | null = null;

/** The page is several megabytes of inlined assets: render it once. */
export function renderVigilGraphiQL(options: GraphiQLOptions): string {
  cached ??= renderGraphiQL(options).replace('</head>', `${CSRF_SCRIPT}</head>`);
  return cached;
}
