// zod failures as the spec's 412: each field zod refused, named (its first
// issue; a lone one answers as it always has). zod reports every issue of an
// object, so the fields it checks are collected already (field-errors.ts).
import type { z } from 'zod';
import { InvalidFieldError } from '../../errors.ts';
import { FieldErrors } from '../common/field-errors.ts';

export function zodToField<S extends z.ZodType>(schema: S, raw: unknown, prefix = ''): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const errors = new FieldErrors();
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    const field = [prefix, path].filter(Boolean).join('.') || 'body';
    errors.add(new InvalidFieldError(field, `${field}: ${issue.message}`));
  }
  errors.throwIfAny();
  throw new Error('zod refused the input without an issue'); // unreachable: a failed parse has issues
}
