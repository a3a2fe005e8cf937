import type { RefundStatus } from '@plaza/api';
import { Button } from '@plaza/ui';
import { FormattedMessage } from 'react-intl';
import { useMessage } from '../../../../hooks/use-message';
import type { MessageId } from '../../../../i18n/messages';
import { useRefundCount } from '../api/get-admin-purchases';
import { refundNotices, type RefundNotice } from '../refund-filter';
import * as styles from '../../../../components/review-list/waiting-notices.css';

/** Each notice's sentence, and its button's words (the filter it opens). */
const WORDS = {
  manual: { text: 'adminPurchases.waitingManual', show: 'adminPurchases.showManualRefunds' },
  failed: { text: 'adminPurchases.waitingFailed', show: 'adminPurchases.showFailedRefunds' },
} as const satisfies Record<RefundNotice['refund'], { text: MessageId; show: MessageId }>;

interface WaitingRefundsProps {
  /** The refund filter's choice now: its own notice is not shown again. */
  chosen: RefundStatus | undefined;
  /** Lists the refunds of that kind. */
  onShow: (refund: RefundNotice['refund']) => void;
}

/**
 * Above Made purchases, which opens on the transfers to review: the refunds that wait for an
 * administrator (counted in their pending reviews), so none is missed because the list is
 * filtered on something else; each with a button that lists them.
 */
export function WaitingRefunds({ chosen, onShow }: WaitingRefundsProps) {
  const say = useMessage();
  const manual = useRefundCount('manual');
  const failed = useRefundCount('failed');
  const notices = refundNotices({ manual, failed }, chosen);
  if (notices.length === 0) return null;
  return (
    <ul className={styles.notices}>
      {notices.map(({ refund, count }) => (
        <li key={refund} className={styles.notice}>
          <span>
            <FormattedMessage id={WORDS[refund].text} values={{ count }} />
          </span>
          <Button variant="secondary" size="sm" onPress={() => onShow(refund)}>
            {say(WORDS[refund].show)}
          </Button>
        </li>
      ))}
    </ul>
  );
}
