import type { EnvReader } from './env-reader.js';

/** After the sale (docs/api.md, Purchases and Claims): the deadlines that act for a user who did not. */
export interface AfterSaleConfig {
  /**
   * How long after its last sale was sent a purchase with no claim open is received for its buyer
   * (orders/auto-receive.ts). Decimals allowed, so a test or a staging shop can shorten it.
   */
  autoReceiveDays: number;
  /** How long after its sale is received its buyer may still open a claim (claims/open.ts). */
  claimWindowDays: number;
  /**
   * How long a seller has to answer a claim before its buyer may escalate it and the sweep does
   * (claims/deadlines.ts). Decimals allowed, as above.
   */
  claimResponseHours: number;
  /**
   * Whether e-mail addresses, phone numbers and links in a sale's messages are masked
   * (messages/contact-filter.ts), so a sale is not taken out of Plaza. On unless turned off.
   */
  messageContactFilter: boolean;
}

/** A year: a longer wait is a typo, and `0` would act on what just happened. */
const MAX_DAYS = 365;

/** `name`, a number of `unit` above 0 and at most `max`, decimals allowed (`0.01`). */
function positiveAmount(
  env: EnvReader,
  name: string,
  { fallback, max, unit }: { fallback: string; max: number; unit: string },
): number {
  const text = env.text(name) ?? fallback;
  const amount = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || amount <= 0 || amount > max) {
    env.problem(
      `${name} must be a number of ${unit} above 0 and at most ${max} (decimals allowed); got "${text}"`,
    );
  }
  return amount;
}

/**
 * AUTO_RECEIVE_DAYS (14), CLAIM_WINDOW_DAYS (7) and CLAIM_RESPONSE_HOURS (72): up to a year,
 * decimals allowed; MESSAGE_CONTACT_FILTER: a flag, on by default.
 */
export function readAfterSaleConfig(env: EnvReader): AfterSaleConfig {
  return {
    autoReceiveDays: positiveAmount(env, 'AUTO_RECEIVE_DAYS', {
      fallback: '14',
      max: MAX_DAYS,
      unit: 'days',
    }),
    claimWindowDays: positiveAmount(env, 'CLAIM_WINDOW_DAYS', {
      fallback: '7',
      max: MAX_DAYS,
      unit: 'days',
    }),
    claimResponseHours: positiveAmount(env, 'CLAIM_RESPONSE_HOURS', {
      fallback: '72',
      max: MAX_DAYS * 24,
      unit: 'hours',
    }),
    messageContactFilter: env.flag('MESSAGE_CONTACT_FILTER', true),
  };
}
