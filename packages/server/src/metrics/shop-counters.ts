import { Counter, type Registry } from 'prom-client';

/*
 * The shop's own counters on `/metrics` (docs/api.md, "Operating Plaza"). Each is counted where its
 * fact becomes true, once committed: a domain function takes `counters` among its narrow
 * dependencies (or, for a change's effects, from changes/in-change.ts's services) and counts in one
 * line. Label values come from short fixed lists (methods, providers, outcomes, kinds, job names),
 * never from a request, so the series stay few.
 */

/** What happens to a purchase that `/metrics` counts by its payment method. */
export type PurchaseFact = 'created' | 'paid' | 'expired' | 'refunded';

export interface ShopCounters {
  /** Purchases by what happened to them (`event`) and their payment `method`. */
  purchases: Counter<'event' | 'method'>;
  /** Provider events through a webhook, by `provider` and what taking them did (`outcome`). */
  webhookEvents: Counter<'provider' | 'outcome'>;
  /** Mails handed to SMTP (or the log), `sent` or `failed`. */
  mails: Counter<'outcome'>;
  /** Notifications written, by `kind`. */
  notifications: Counter<'kind'>;
  /** Job passes (jobs/run-jobs.ts) by `job` and `outcome` (`done`, `busy`, `failed`). */
  jobPasses: Counter<'job' | 'outcome'>;
  /** Lookups of the kept answers (cache/kept-answers.ts) by `cache`, a `hit` or a `miss`. */
  keptAnswers: Counter<'cache' | 'outcome'>;
}

/** The shop's counters, registered in `registry` (one per server: tests run many in one process). */
export function createShopCounters(registry: Registry): ShopCounters {
  const counter = <Label extends string>(name: string, help: string, labelNames: Label[]) =>
    new Counter<Label>({ name: `plaza_${name}`, help, labelNames, registers: [registry] });
  return {
    purchases: counter('purchases_total', 'Purchases created, paid, expired and refunded.', [
      'event',
      'method',
    ]),
    webhookEvents: counter('webhook_events_total', 'Payment provider webhook events taken.', [
      'provider',
      'outcome',
    ]),
    mails: counter('mails_total', 'Mails sent and failed.', ['outcome']),
    notifications: counter('notifications_total', 'Notifications written.', ['kind']),
    jobPasses: counter('job_passes_total', 'Job passes run, by outcome.', ['job', 'outcome']),
    keptAnswers: counter('kept_answers_total', 'Kept answer lookups, hits and misses.', [
      'cache',
      'outcome',
    ]),
  };
}

/**
 * A change's effect (changes/in-change.ts) that counts `fact` of a purchase paid by `method` once the
 * change is committed: `change.afterCommit(countPurchase('paid', purchase.paymentMethod))`.
 */
export const countPurchase =
  (fact: PurchaseFact, method: string) =>
  ({ counters }: { counters: ShopCounters }) =>
    counters.purchases.inc({ event: fact, method });
