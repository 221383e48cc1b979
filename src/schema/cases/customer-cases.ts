// Customer.cases (also on the CustomerInfo reference): a page of the
// customer's cases the caller may read, as the case search answers them for
// that customer (src/domains/cases/customer-cases.ts): the cases of every
// customer in a list come in one statement.
import { casePageOfCustomer } from '../../domains/cases/customer-cases.ts';
import { builder } from '../builder.ts';
import { LIMIT, OFFSET } from '../common/descriptions.ts';
import { Customer, CustomerInfo } from '../customers/customer.ts';
import { CasePage } from './case.ts';

const CASES =
  "The customer's own cases (not its sub-customers') you may read, as the case search answers them with customer set to it (POST /cases/v2/case/search), newest first; an empty page when you may read none. Paged like every list. The cases of every customer in a list come in one statement.";

for (const ref of [Customer, CustomerInfo]) {
  builder.prismaObjectFields(ref, (t) => ({
    cases: t.field({
      type: CasePage,
      description: CASES,
      args: { ...t.arg.connectionArgs(), limit: t.arg.int({ description: LIMIT }), offset: t.arg.int({ description: OFFSET }) },
      select: { id: true },
      resolve: (customer, args, ctx) => casePageOfCustomer(ctx, customer.id, args),
    }),
  }));
}
