// Cases read by id several at a time: `nodes(ids:)` asks for up to 100 objects
// at once, and each case read by itself was one statement. The reads started in
// one tick become one statement (readableCases: the same access rule as
// loadCase), and each answers as loadCase would: the case, or NOT_FOUND for one
// that does not exist or that the caller may not read.
import DataLoader from 'dataloader';
import type { ServiceContext } from '../../context.ts';
import { NotFoundError } from '../../errors.ts';
import { requestLoader } from '../common/request-loaders.ts';
import { parseCaseId, readableCases } from './case-read.ts';
import type { CaseView } from './case-view.ts';

const LOADER = Symbol('case-batch-read');

function caseLoader(ctx: ServiceContext): DataLoader<number, CaseView> {
  // No cache: a write later in the request must not be answered from an earlier read.
  return requestLoader(ctx, LOADER, () =>
    new DataLoader<number, CaseView>(
      async (ids) => {
        const found = await readableCases(ctx, ids);
        return ids.map((id) => found.get(id) ?? new NotFoundError('Case', id));
      },
      { cache: false },
    ));
}

/** loadCase, batched with the other reads of the same tick. */
export function loadCaseBatched(ctx: ServiceContext, rawId: string | number, field?: string): Promise<CaseView> {
  return caseLoader(ctx).load(parseCaseId(rawId, field));
}
