// zod failures as the spec's 412: the first issue names its field.
import type { z } from 'zod';
import { InvalidFieldError } from '../../errors.ts';

export function zodToField<S extends z.ZodType>(schema: S, raw: unknown, prefix = ''): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const path = issue.path.map(String).join('.');
  const field = [prefix, path].filter(Boolean).join('.') || 'body';
  throw new InvalidFieldError(field, `${field}: ${issue.message}`);
}
