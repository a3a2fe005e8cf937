import type { EnvReader } from './env-reader.js';

/** After the sale (docs/api.md, Purchases): the deadlines that act for a user who did not. */
export interface AfterSaleConfig {
  /**
   * How long after its last sale was sent a purchase with no claim open is received for its buyer
   * (orders/auto-receive.ts). Decimals allowed, so a test or a staging shop can shorten it.
   */
  autoReceiveDays: number;
  /**
   * Whether e-mail addresses, phone numbers and links in a sale's messages are masked
   * (messages/contact-filter.ts), so a sale is not taken out of Plaza. On unless turned off.
   */
  messageContactFilter: boolean;
}

/** A year: a longer wait is a typo, and `0` would receive what was just sent. */
const MAX_DAYS = 365;

/**
 * AUTO_RECEIVE_DAYS: a number of days above 0 and at most 365, decimals allowed (`0.01`);
 * MESSAGE_CONTACT_FILTER: a flag, on by default.
 */
export function readAfterSaleConfig(env: EnvReader): AfterSaleConfig {
  const text = env.text('AUTO_RECEIVE_DAYS') ?? '14';
  const days = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || days <= 0 || days > MAX_DAYS) {
    env.problem(
      `AUTO_RECEIVE_DAYS must be a number of days above 0 and at most ${MAX_DAYS} (decimals allowed); got "${text}"`,
    );
  }
  return { autoReceiveDays: days, messageContactFilter: env.flag('MESSAGE_CONTACT_FILTER', true) };
}
