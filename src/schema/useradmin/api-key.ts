// API keys of a user. The secret is in `key`, answered once by issueApiKey.
import type { ApiKey as ApiKeyRow } from '../../generated/prisma/client.ts';
import { issueUserApiKey, listUserApiKeys, revokeUserApiKey } from '../../domains/useradmin/api-keys.ts';
import { builder } from '../builder.ts';

export const ApiKey = builder.prismaObject('ApiKey', {
  description: 'An API key (its secret is never shown again after creation).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    userId: t.exposeInt('userId'),
    description: t.exposeString('description'),
    expiresTimestamp: t.expose('expiresAt', { type: 'Timestamp', nullable: true, description: 'Null: never expires.' }),
    sourceNetworks: t.exposeStringList('sourceNetworks', { description: 'CIDR prefixes it may be used from; empty: anywhere.' }),
    createdTimestamp: t.expose('createdAt', { type: 'Timestamp' }),
    lastUsedTimestamp: t.expose('lastUsedAt', { type: 'Timestamp', nullable: true }),
    revokedTimestamp: t.expose('revokedAt', { type: 'Timestamp', nullable: true }),
  }),
});

const IssuedApiKey = builder.objectRef<ApiKeyRow & { key: string }>('IssuedApiKey').implement({
  description: 'A new API key with its secret: store `key` now, it cannot be read back.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    userId: t.exposeInt('userId'),
    key: t.exposeString('key', { description: 'The full Service-API-Key header value (userID/keyID/secret).' }),
    description: t.exposeString('description'),
    expiresTimestamp: t.expose('expiresAt', { type: 'Timestamp', nullable: true }),
    sourceNetworks: t.exposeStringList('sourceNetworks'),
    createdTimestamp: t.expose('createdAt', { type: 'Timestamp' }),
  }),
});

const IssueApiKeyInput = builder.inputType('IssueApiKeyInput', {
  fields: (t) => ({
    description: t.string(),
    expiresInDays: t.int({ description: 'Days until expiry; 0: never (needs issuePermanentApiKeys); absent: the configured default.' }),
    sourceNetworks: t.stringList({ description: 'IP addresses or CIDR prefixes the key may be used from.' }),
  }),
});

builder.queryFields((t) => ({
  apiKeys: t.prismaField({
    type: [ApiKey],
    nullable: true,
    description: 'API keys of a user (your own, or with manageApiKeys for their customer).',
    args: { user: t.arg.id({ required: true }), includeRevoked: t.arg.boolean() },
    resolve: (query, _root, args, ctx) => listUserApiKeys(ctx, args.user, args.includeRevoked ?? false, query),
  }),
}));

builder.mutationFields((t) => ({
  issueApiKey: t.field({
    type: IssuedApiKey,
    nullable: true,
    args: { user: t.arg.id({ required: true }), input: t.arg({ type: IssueApiKeyInput, required: true }) },
    resolve: (_root, args, ctx) => issueUserApiKey(ctx, args.user, args.input),
  }),
  revokeApiKey: t.prismaField({
    type: ApiKey,
    nullable: true,
    args: { user: t.arg.id({ required: true }), id: t.arg.int({ required: true }) },
    resolve: (query, _root, args, ctx) => revokeUserApiKey(ctx, args.user, args.id, query),
  }),
}));
