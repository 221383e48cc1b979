// A reference in a zod-checked input (a customer, service or user a case or a
// service names): GraphQL gives a reference input (`{ id }`, `{ shortName }`),
// REST its text. Either way the key given passes the rule the text passed when
// the field took text, refused with the same message under the same name, and
// the reference is kept as given: the domain reads its key (identifiers.ts).
import { z } from 'zod';
import { referenceText, type ShortNameKey } from '../common/identifiers.ts';

/** `T`: the reference's type (`ShortNameKey`; a descriptor's `{ id } | { name }`). */
export function referenceOf<T = ShortNameKey>(text: z.ZodType<string>) {
  return z.custom<T>().superRefine((value, ctx) => {
    const key = value !== null && typeof value === 'object' ? referenceText(value as Record<string, string | number | null>) : value;
    const checked = text.safeParse(typeof key === 'number' ? String(key) : key);
    if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, input: value });
  });
}
