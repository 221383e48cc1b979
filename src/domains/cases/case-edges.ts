// The edges Case.fields and Case.accessEntries: per request, the cases of a
// list (a search page) are read together, one batch for all of them, with
// the rule of the REST reads of one case (fields: read level and each
// field's readRole; access list: owner level). A case that the caller
// may not read (the answer of an access-mode change can show one) is
// NOT_FOUND, one it may read without owning FORBIDDEN on accessEntries.
//
// No cache across the batch (cache: false): a later mutation in the same
// request (setCaseField, grantCaseAccess) must not answer stale values.
import DataLoader from 'dataloader';
import type { ServiceContext } from '../../context.ts';
import { NotFoundError } from '../../errors.ts';
import { requestLoader } from '../common/request-loaders.ts';
import { accessListsOf, type AccessEntryView } from './acl.ts';
import type { CaseView } from './case-view.ts';
import { fieldsOfCases, type FieldValueView } from './fields/values.ts';

interface EdgeLoaders {
  fields: DataLoader<CaseView, FieldValueView[]>;
  access: DataLoader<CaseView, AccessEntryView[]>;
}

async function loadFields(ctx: ServiceContext, cases: readonly CaseView[]): Promise<(FieldValueView[] | Error)[]> {
  const readable = cases.filter((c) => c.access.read);
  const lists = await fieldsOfCases(ctx, readable);
  const byCase = new Map(readable.map((c, i) => [c, lists[i]!]));
  return cases.map((c) => byCase.get(c) ?? new NotFoundError('Case', c.id));
}

const LOADERS = Symbol('case-edges');

function edgeLoaders(ctx: ServiceContext): EdgeLoaders {
  return requestLoader<EdgeLoaders>(ctx, LOADERS, () => ({
    fields: new DataLoader((cases) => loadFields(ctx, cases), { cache: false }),
    access: new DataLoader((cases) => accessListsOf(ctx, cases), { cache: false }),
  }));
}

/** The custom field values of the case the caller may read, as REST GET /cases/v2/case/{id}/fields answers them. */
export function fieldsOfCase(ctx: ServiceContext, view: CaseView): Promise<FieldValueView[]> {
  return edgeLoaders(ctx).fields.load(view);
}

/** The access list of the case, as REST GET /cases/v2/case/{id}/access answers it (owner level). */
export function accessEntriesOfCase(ctx: ServiceContext, view: CaseView): Promise<AccessEntryView[]> {
  return edgeLoaders(ctx).access.load(view);
}
