// Issuing API keys. The secret is random (32 bytes), shown once in the
// returned header value and stored only as its SHA-256.
import { formatApiKey } from '../../auth/api-key.ts';
import { newSecret, sha256 } from '../../auth/secrets.ts';
import { normaliseNetwork } from '../../auth/source-networks.ts';
import type { Config } from '../../config.ts';
import { InvalidFieldError } from '../../errors.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';

type Db = Pick<PrismaClient, 'apiKey'>;

export interface IssueApiKeyInput {
  userId: number;
  /** Days until expiry; 0: never; absent: the configured default. */
  expiresInDays?: number | null;
  sourceNetworks?: readonly string[] | null;
  description?: string | null;
  createdById?: number | null;
}

export interface IssuedApiKey {
  id: number;
  userId: number;
  /** The full Service-API-Key header value. Shown once: it cannot be read back. */
  key: string;
  expiresAt: Date | null;
  sourceNetworks: string[];
}

export function validateKeyOptions(config: Pick<Config, 'auth'>, input: Pick<IssueApiKeyInput, 'expiresInDays' | 'sourceNetworks'>) {
  const days = input.expiresInDays ?? config.auth.apiKeyDefaultExpiryDays;
  if (!Number.isInteger(days) || days < 0 || days > 3650) {
    throw new InvalidFieldError('expiresInDays', 'expiresInDays must be a whole number of days from 0 (never) to 3650', 'invalid.field.value', String(days));
  }
  const sourceNetworks = (input.sourceNetworks ?? []).map((network) => {
    const normalised = normaliseNetwork(network);
    if (!normalised) throw new InvalidFieldError('sourceNetworks', `${JSON.stringify(network)} is not an IP address or CIDR prefix`, 'invalid.field.value', network);
    return normalised;
  });
  return { expiresAt: days === 0 ? null : new Date(Date.now() + days * 86_400_000), sourceNetworks };
}

export async function issueApiKey(db: Db, config: Pick<Config, 'auth'>, input: IssueApiKeyInput): Promise<IssuedApiKey> {
  const { expiresAt, sourceNetworks } = validateKeyOptions(config, input);
  const secret = newSecret(32);
  const row = await db.apiKey.create({
    data: {
      userId: input.userId,
      secretHash: new Uint8Array(sha256(secret)),
      description: input.description ?? '',
      expiresAt,
      sourceNetworks,
      createdById: input.createdById ?? null,
    },
    select: { id: true },
  });
  return { id: row.id, userId: input.userId, key: formatApiKey({ userId: input.userId, keyId: row.id, secret }), expiresAt, sourceNetworks };
}
