import type { ProductStatus, PurchaseStatus, TicketStatus, WithdrawalStatus } from '@plaza/api';
import type { Status } from '@plaza/ui';
import { describe, expectTypeOf, it } from 'vitest';

describe("@plaza/ui's status badges", () => {
  it('know every status docs/api.md answers, and no other', () => {
    // A type check: `npm run typecheck` fails when the API gains a status the badges do not draw,
    // or the badges keep one the API no longer answers.
    expectTypeOf<Status>().toEqualTypeOf<
      ProductStatus | PurchaseStatus | WithdrawalStatus | TicketStatus
    >();
  });
});
