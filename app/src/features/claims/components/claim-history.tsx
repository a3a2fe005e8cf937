import type { Claim } from '@plaza/api';
import { ClaimTimeline, DeadlineCountdown, type ClaimTimelineLabels } from '@plaza/ui';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { claimEvents } from '../claim-events';
import { deadlineOwner } from '../claim-steps';
import * as styles from './claims.css';

/** What a deadline is for, by whose it is. */
const DEADLINE_LABEL: Record<'seller' | 'buyer', MessageId> = {
  seller: 'claims.deadline.seller',
  buyer: 'claims.deadline.buyer',
};

/** The words of the claim's timeline and its deadline, in the interface language. */
function useHistoryLabels() {
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string>) =>
    intl.formatMessage({ id }, values);
  const timeline: ClaimTimelineLabels = {
    title: say('claims.timeline.title'),
    current: say('claims.timeline.current'),
    opened: say('claims.timeline.opened'),
    offered: (amount) => say('claims.timeline.offered', { amount }),
    returnRequested: say('claims.timeline.returnRequested'),
    returnSent: (code) => say('claims.timeline.returnSent', { code }),
    escalated: say('claims.timeline.escalated'),
    outcomes: {
      refund_full: (amount) => say('claims.timeline.refundFull', { amount }),
      refund_partial: (amount) => say('claims.timeline.refundPartial', { amount }),
      rejected: say('claims.timeline.rejected'),
      withdrawn: say('claims.timeline.withdrawn'),
    },
  };
  const deadline = {
    left: (duration: string) => say('claims.deadline.left', { duration }),
    overdue: (duration: string) => say('claims.deadline.overdue', { duration }),
    until: (date: string) => say('claims.deadline.until', { date }),
  };
  return { say, timeline, deadline };
}

/** What happened to the claim so far, and the time left to whoever must act next. */
export function ClaimHistory({ claim }: { claim: Claim }) {
  const { say, timeline, deadline } = useHistoryLabels();
  const owner = deadlineOwner(claim);
  return (
    <section className={styles.section} aria-labelledby="claim-history">
      <h2 id="claim-history" className={styles.heading}>
        {timeline.title}
      </h2>
      {owner && claim.deadline && (
        <DeadlineCountdown
          deadline={Date.parse(claim.deadline)}
          labels={{
            ...deadline,
            label: say(
              claim.status === 'return_sent'
                ? 'claims.deadline.sellerReturn'
                : DEADLINE_LABEL[owner],
            ),
          }}
        />
      )}
      <ClaimTimeline events={claimEvents(claim)} labels={timeline} />
    </section>
  );
}
