// POST /pdns/v3/record: bulk submission (spec rules 1-4).
// - The records belong to one customer: `customer` (id or short name),
//   default the caller's own; submitting needs submitPassiveDNS for it.
// - All or nothing by default: one invalid record fails the request with a
//   412 naming the first bad field; metaData.failedRecords lists every
//   failure (index, field, message). Nothing is stored.
// - ignoreOnFailed: the valid records are stored, the answer lists the
//   failed ones in data.failedRecords.
// - Valid records are stored by one merge statement per batch, all batches
//   in one transaction.
import type { ServiceContext } from '../../context.ts';
import { DomainError, InvalidFieldError, NotFoundError } from '../../errors.ts';
import { idOrShortName, referenceText, type ShortNameKey } from '../common/identifiers.ts';
import { PDNS_FUNCTIONS } from './functions.ts';
import { mergeObservations, type Observation } from './merge.ts';
import { checkRecord, type RecordFailure } from './records.ts';

export interface PdnsSubmitInput {
  records: readonly unknown[];
  ignoreOnFailed?: boolean | null;
  customer?: ShortNameKey | null;
}

export interface PdnsSubmitResult {
  submitted: number;
  accepted: number;
  failed: number;
  failedRecords: RecordFailure[];
  customer: { id: number; shortName: string; name: string };
}

const BATCH = 5000;

/** The customer records are submitted for (default the caller's), once the caller may submit for it: 401, 403, 404. */
export async function submissionCustomer(ctx: ServiceContext, requested: ShortNameKey | null | undefined) {
  const viewer = ctx.access.requireViewer();
  const key = requested ?? String(viewer.customerId);
  const where = idOrShortName(key, 'Customer', 'customer');
  const customer = await ctx.db.customer.findUnique({ where: 'id' in where ? { id: where.id } : { shortName: where.shortName }, select: { id: true, shortName: true, name: true, path: true } });
  const missing = () => new NotFoundError('Customer', referenceText(key));
  if (!customer) throw missing();
  await ctx.access.requireVisible(PDNS_FUNCTIONS.submitPassiveDNS, customer, missing);
  return customer;
}

export async function submitPdnsRecords(ctx: ServiceContext, input: PdnsSubmitInput): Promise<PdnsSubmitResult> {
  const customer = await submissionCustomer(ctx, input.customer);

  if (input.records.length === 0) throw new InvalidFieldError('records', 'records must hold at least one record', 'invalid.field.value');
  if (input.records.length > ctx.config.pdns.maxSubmission) {
    throw new InvalidFieldError('records', `at most ${ctx.config.pdns.maxSubmission} records per request`, 'invalid.field.max', String(input.records.length));
  }
  const now = Date.now();
  const valid: Observation[] = [];
  const failures: RecordFailure[] = [];
  input.records.forEach((raw, index) => {
    const checked = checkRecord(raw, customer.id, now);
    if (checked.ok) valid.push(checked.observation);
    else failures.push({ index, field: checked.field === null ? `records[${index}]` : `records[${index}].${checked.field}`, message: checked.message });
  });

  if (failures.length > 0 && !input.ignoreOnFailed) {
    const first = failures[0]!;
    throw new DomainError(
      'INVALID_FIELD',
      `${failures.length} of ${input.records.length} records are invalid, nothing was stored (first: ${first.field}: ${first.message}); send ignoreOnFailed=true to store the valid ones`,
      { messageTemplate: 'invalid.field.value', field: first.field, metaData: { failedRecords: failures } },
    );
  }
  if (valid.length > 0) {
    await ctx.db.$transaction(async (tx) => {
      for (let i = 0; i < valid.length; i += BATCH) await mergeObservations(tx, valid.slice(i, i + BATCH));
    }, { timeout: 120_000, maxWait: 30_000 });
  }
  return {
    submitted: input.records.length,
    accepted: valid.length,
    failed: failures.length,
    failedRecords: failures,
    customer: { id: customer.id, shortName: customer.shortName, name: customer.name },
  };
}
