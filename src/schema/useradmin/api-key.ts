// API keys of a user. The secret is in `key`, answered once by issueApiKey.
import type { ApiKey as ApiKeyRow } from '../../generated/prisma/client.ts';
import { getApiKey, issueUserApiKey, listUserApiKeys, revokeUserApiKey } from '../../domains/useradmin/api-keys.ts';
import { builder } from '../builder.ts';
import { CREATED, DATABASE_ID } from '../common/descriptions.ts';
import { NodeInterface, globalIdField, registerNode } from '../common/node.ts';
import { globalId } from '../../domains/common/global-id.ts';
import { intId } from '../../domains/common/identifiers.ts';
import { restInt } from '../common/rest-int.ts';
import { queryFromInfo } from '@pothos/plugin-prisma';
import { payloadOf, payloadQuery } from '../common/mutation-payload.ts';
import { UserRef } from '../common/reference-input.ts';

const KEY_ACCESS =
  "Your own keys, or another user's with manageApiKeys for that user's customer (a user you may not see, without viewUsers or manageApiKeys for it, is NOT_FOUND).";
const KEY_OWNER = 'The key owner: `{ id }` (a user\'s global id or numeric id) or `{ shortName }`.';

export const ApiKey = builder.prismaObject('ApiKey', {
  description: 'An API key (its secret is never shown again after creation).',
  // Select mode (docs/adding-an-area.md): every column the fields show, never the secret's hash.
  select: { id: true, userId: true, description: true, expiresAt: true, sourceNetworks: true, createdAt: true, lastUsedAt: true, revokedAt: true },
  interfaces: [NodeInterface],
  fields: (t) => ({
    id: t.id(globalIdField('ApiKey')),
    databaseId: t.exposeInt('id', { description: `${DATABASE_ID} The middle part of the Service-API-Key header value.` }),
    userId: t.exposeInt('userId', { description: 'Id of the user the key acts as.' }),
    description: t.exposeString('description', { description: 'What the key is for (free text; empty when none was given).' }),
    expiresTimestamp: t.expose('expiresAt', { type: 'Timestamp', nullable: true, description: 'Null: never expires.' }),
    sourceNetworks: t.exposeStringList('sourceNetworks', { description: 'CIDR prefixes it may be used from; empty: anywhere.' }),
    createdTimestamp: t.expose('createdAt', { type: 'Timestamp', description: CREATED }),
    lastUsedTimestamp: t.expose('lastUsedAt', { type: 'Timestamp', nullable: true, description: 'When it last authenticated a request (kept to the minute); null: never used.' }),
    revokedTimestamp: t.expose('revokedAt', { type: 'Timestamp', nullable: true, description: 'When it was revoked; null: not revoked.' }),
  }),
});

const IssuedApiKey = builder.objectRef<ApiKeyRow & { key: string }>('IssuedApiKey').implement({
  description: 'A new API key with its secret: store `key` now, it cannot be read back.',
  fields: (t) => ({
    id: t.id({ description: 'The global id (the ApiKey\'s `id`).', resolve: (k) => globalId('ApiKey', k.id) }),
    databaseId: t.exposeInt('id', { description: `${DATABASE_ID} The middle part of the Service-API-Key header value.` }),
    userId: t.exposeInt('userId', { description: 'Id of the user the key acts as.' }),
    key: t.exposeString('key', { description: 'The full Service-API-Key header value (userID/keyID/secret).' }),
    description: t.exposeString('description', { description: 'What the key is for.' }),
    expiresTimestamp: t.expose('expiresAt', { type: 'Timestamp', nullable: true, description: 'Null: never expires.' }),
    sourceNetworks: t.exposeStringList('sourceNetworks', { description: 'CIDR prefixes it may be used from; empty: anywhere.' }),
    createdTimestamp: t.expose('createdAt', { type: 'Timestamp', description: CREATED }),
  }),
});

registerNode('ApiKey', (ctx, id, info) => getApiKey(ctx, intId(id, 'ApiKey', 'id'), queryFromInfo({ context: ctx, info, typeName: 'ApiKey' })));

builder.queryFields((t) => ({
  apiKeys: t.prismaField({
    type: [ApiKey],
    nullable: true,
    description: `API keys of a user, by id. ${KEY_ACCESS}`,
    args: {
      user: t.arg({ type: UserRef, required: true, description: KEY_OWNER }),
      includeRevoked: t.arg.boolean({ description: 'Also revoked keys (default false).' }),
    },
    resolve: (query, _root, args, ctx) => listUserApiKeys(ctx, args.user, args.includeRevoked ?? false, query),
  }),
}));

builder.relayMutationField(
  'issueApiKey',
  {
    description: 'The owner and options of a new API key.',
    inputFields: (t) => ({
      user: t.field({ type: UserRef, required: true, description: KEY_OWNER }),
      description: t.string({ description: 'What the key is for (optional; cut to 255 characters).' }),
      expiresInDays: t.int({ description: 'Days until expiry, 0 to 3650; 0: never (needs issuePermanentApiKeys); absent: the configured default.' }),
      sourceNetworks: t.stringList({ description: 'IP addresses or CIDR prefixes the key may be used from; absent or empty: anywhere.' }),
    }),
  },
  {
    nullable: true,
    description: `Issues an API key for a user and answers its secret, once. ${KEY_ACCESS}`,
    resolve: async (_root, { input: { user, ...options } }, ctx) => ({ apiKey: await issueUserApiKey(ctx, user, options) }),
  },
  payloadOf('apiKey', IssuedApiKey, { payload: 'What issueApiKey answers.', field: 'The new key with its secret: store `key` now, it cannot be read back.' }),
);

builder.relayMutationField(
  'revokeApiKey',
  {
    description: 'The API key to revoke.',
    inputFields: (t) => ({
      user: t.field({ type: UserRef, required: true, description: KEY_OWNER }),
      apiKey: t.id({ required: true, description: 'The key: its global id or numeric id; one that is not this user\'s is NOT_FOUND.', ...restInt() }),
    }),
  },
  {
    nullable: true,
    description: `Revokes a key at once: the next request with it is UNAUTHENTICATED. Revoking twice answers the key as it is. ${KEY_ACCESS}`,
    resolve: async (_root, { input }, ctx, info) => ({
      apiKey: await revokeUserApiKey(ctx, input.user, intId(input.apiKey, 'ApiKey', 'apiKey'), payloadQuery(ctx, info, 'apiKey')),
    }),
  },
  payloadOf('apiKey', ApiKey, { payload: 'What revokeApiKey answers.', field: 'The key as it is after the change (revokedTimestamp set).' }),
);
