import * as s from 'superstruct';

export const DatabaseKind = s.enums(['pglite', 'postgres']);
export type DatabaseKind = s.Infer<typeof DatabaseKind>;

export const Health = s.object({ status: s.literal('ok'), database: DatabaseKind });
export type Health = s.Infer<typeof Health>;

/** GET `health/live/`: the process answers; nothing else is asked. */
export const Live = s.object({ status: s.literal('ok') });
export type Live = s.Infer<typeof Live>;

/** How one dependency answered a readiness check: in time, or not (or not at all). */
export const CheckOutcome = s.enums(['ok', 'failed']);
export type CheckOutcome = s.Infer<typeof CheckOutcome>;

/**
 * Each dependency health/ready/ asked: the database always, Redis only with `REDIS_URL`, the bucket
 * only with `S3_BUCKET`. A `503` carries them too, beside its `detail` and `code`.
 */
export const ReadyChecks = s.object({
  database: CheckOutcome,
  redis: s.optional(CheckOutcome),
  storage: s.optional(CheckOutcome),
});
export type ReadyChecks = s.Infer<typeof ReadyChecks>;

export const Ready = s.object({ checks: ReadyChecks });
export type Ready = s.Infer<typeof Ready>;
