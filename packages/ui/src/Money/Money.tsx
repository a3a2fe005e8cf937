import { useMoneyFormat } from '../utils/useMoneyFormat.js';
import * as styles from './Money.css.js';

export interface MoneyProps {
  /** The amount in integer US cents, as everywhere in @plaza/ui (2450 is $24.50). */
  cents: number;
  /**
   * Extra class for size or weight; the amount's isolation and figures stay.
   * @default undefined
   */
  className?: string;
}

/**
 * An amount of US dollars formatted for the current locale ("$24.50", "24,50 US$") and isolated
 * for bidi with `<bdi>`, so in right-to-left text it reads as one unit, never backwards, and
 * never pulls the words or figures beside it ("× 2") into its own order.
 * Every amount Plaza shows goes through here.
 */
export function Money({ cents, className }: MoneyProps) {
  const formatMoney = useMoneyFormat();
  return (
    <bdi className={className ? `${styles.root} ${className}` : styles.root}>
      {formatMoney(cents)}
    </bdi>
  );
}
