import { REFUNDS_AWAITING_ADMIN } from '@plaza/api';
import { Button } from '@plaza/ui';
import { FormattedMessage } from 'react-intl';
import { useMessage } from '../../../hooks/use-message';
import type { MessageId } from '../../../i18n/messages';
import { useClaimRefundCount } from '../api/get-admin-claims';
import * as styles from '../../../components/review-list/waiting-notices.css';

/** A claim refund that waits for an administrator: a bank transfer's, or one a provider refused. */
export type AwaitingRefund = (typeof REFUNDS_AWAITING_ADMIN)[number];

/** Each kind's sentence above the queue, its button's words, and what the queue says once filtered. */
const WORDS = {
  manual: {
    text: 'adminClaims.waitingManual',
    show: 'adminClaims.showManualRefunds',
    shown: 'adminClaims.shownManualRefunds',
  },
  failed: {
    text: 'adminClaims.waitingFailed',
    show: 'adminClaims.showFailedRefunds',
    shown: 'adminClaims.shownFailedRefunds',
  },
} as const satisfies Record<AwaitingRefund, { text: MessageId; show: MessageId; shown: MessageId }>;

interface WaitingClaimRefundsProps {
  /** The kind the queue is filtered on now, if any. */
  chosen: AwaitingRefund | null;
  /** Filters the queue on that kind, or (null) shows every claim again. */
  onChoose: (refund: AwaitingRefund | null) => void;
}

/**
 * Above the claims queue, the claims' refunds that wait for an administrator (counted in their
 * pending reviews, as a purchase's are), each kind with a button that lists them; once listed, a
 * way back to every claim.
 */
export function WaitingClaimRefunds({ chosen, onChoose }: WaitingClaimRefundsProps) {
  const say = useMessage();
  const counts = { manual: useClaimRefundCount('manual'), failed: useClaimRefundCount('failed') };
  if (chosen) {
    return (
      <div className={styles.notice}>
        <span>{say(WORDS[chosen].shown)}</span>
        <Button variant="secondary" size="sm" onPress={() => onChoose(null)}>
          {say('adminClaims.showAll')}
        </Button>
      </div>
    );
  }
  const waiting = REFUNDS_AWAITING_ADMIN.filter((refund) => (counts[refund] ?? 0) > 0);
  if (waiting.length === 0) return null;
  return (
    <ul className={styles.notices}>
      {waiting.map((refund) => (
        <li key={refund} className={styles.notice}>
          <span>
            <FormattedMessage id={WORDS[refund].text} values={{ count: counts[refund] }} />
          </span>
          <Button variant="secondary" size="sm" onPress={() => onChoose(refund)}>
            {say(WORDS[refund].show)}
          </Button>
        </li>
      ))}
    </ul>
  );
}
