// The shapes a field descriptor's JSON parts may take, per value type (zod).
import { z } from 'zod';
import type { ValueType } from '../enums.ts';
import { isCheckablePattern, PATTERN_SYNTAX } from './value-pattern.ts';

const lengths = { minLength: z.number().int().min(0).optional(), maxLength: z.number().int().min(1).optional() };
const range = { min: z.number().optional(), max: z.number().optional() };
const pattern = z.string().max(1000).refine(isCheckablePattern, `must be ${PATTERN_SYNTAX}`);

/** Validators per value type; unknown keys are refused (a typo must not silently disable a check). */
export const VALIDATORS: Record<ValueType, z.ZodType> = {
  stringType: z.strictObject({ ...lengths, pattern: pattern.optional() }),
  textType: z.strictObject(lengths),
  integerType: z.strictObject(range),
  floatType: z.strictObject(range),
  timestampType: z.strictObject(range),
  booleanType: z.strictObject({}),
  subjectType: z.strictObject({ allowUsers: z.boolean().optional(), allowGroups: z.boolean().optional() }),
  assetType: z.strictObject({ ...lengths, pattern: pattern.optional() }),
  documentType: z.strictObject({}),
  caseType: z.strictObject({ sameCustomer: z.boolean().optional() }),
  jsonType: z.strictObject({ maxBytes: z.number().int().min(2).optional() }),
};

export interface StringValidators {
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}
export interface RangeValidators {
  min?: number;
  max?: number;
}

export const staticEntry = z.strictObject({ key: z.string().min(1).max(1000), label: z.string().max(1000).optional() });

export const VALUE_SOURCE = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('static'), values: z.array(staticEntry).min(1).max(10_000) }),
  z.strictObject({ type: z.literal('external'), url: z.url({ protocol: /^https?$/ }) }),
]);
export type ValueSource = z.infer<typeof VALUE_SOURCE>;
export type StaticEntry = z.infer<typeof staticEntry>;

/** Value sources make sense for scalar keys only. */
export const SOURCEABLE: readonly ValueType[] = ['stringType', 'integerType', 'assetType'];
