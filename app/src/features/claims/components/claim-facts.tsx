import type { Claim } from '@plaza/api';
import { DescriptionList, type DescriptionItem } from '@plaza/ui';
import { FormattedDate, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { useFormatMoney } from '../../../hooks/use-format-money';
import { useMessage } from '../../../hooks/use-message';
import { toCents } from '../../../lib/money';
import type { ClaimReader } from '../claim-steps';
import { CLAIM_OUTCOME_MESSAGE, CLAIM_REASON_MESSAGE, CLAIM_REFUND_MESSAGE } from './claim-words';
import * as styles from './claims.css';

/** A fact shown only when the claim has it. */
const when = (value: unknown, item: DescriptionItem) => (value === null ? [] : [item]);

/**
 * What the buyer asked (the reason, their words, their photos) and what came of it (the seller's
 * offer, the return's tracking code, the outcome, the refund and where it stands, Plaza's note).
 * The buyer's purchase is linked for the buyer and for administrators; the seller reads the sale
 * from their sales.
 */
export function ClaimFacts({ claim, reader }: { claim: Claim; reader: ClaimReader }) {
  const say = useMessage();
  const intl = useIntl();
  const money = useFormatMoney();
  const amount = (value: string) => <bdi>{money(toCents(value))}</bdi>;
  // The seller reads the purchase as their sale; the buyer and administrators as the purchase.
  const purchaseHref =
    reader === 'seller' ? paths.sale(claim.sale_id) : paths.purchase(claim.purchase_id);
  const items: DescriptionItem[] = [
    {
      id: 'purchase',
      term: say('claims.facts.purchase'),
      value: (
        <Link href={purchaseHref}>
          {intl.formatMessage({ id: 'claims.facts.purchaseLink' }, { id: claim.purchase_id })}
        </Link>
      ),
    },
    { id: 'buyer', term: say('claims.facts.buyer'), value: <bdi>{claim.buyer.username}</bdi> },
    { id: 'seller', term: say('claims.facts.seller'), value: <bdi>{claim.seller.username}</bdi> },
    {
      id: 'opened',
      term: say('claims.facts.opened'),
      value: <FormattedDate value={claim.created_at} dateStyle="medium" timeStyle="short" />,
    },
    {
      id: 'reason',
      term: say('claims.facts.reason'),
      value: say(CLAIM_REASON_MESSAGE[claim.reason]),
    },
    {
      id: 'text',
      term: say('claims.facts.text'),
      value: (
        <p className={styles.text} dir="auto">
          {claim.text}
        </p>
      ),
    },
    ...(claim.photos.length === 0
      ? []
      : [
          {
            id: 'photos',
            term: say('claims.facts.photos'),
            value: (
              <div className={styles.photos}>
                {claim.photos.map((photo, index) => (
                  <a key={photo} href={photo} target="_blank" rel="noreferrer">
                    <img
                      className={styles.photo}
                      src={photo}
                      alt={intl.formatMessage({ id: 'claims.facts.photo' }, { number: index + 1 })}
                    />
                  </a>
                ))}
              </div>
            ),
          },
        ]),
    ...when(claim.offer_amount, {
      id: 'offer',
      term: say('claims.facts.offer'),
      value: claim.offer_amount && amount(claim.offer_amount),
    }),
    ...when(claim.return_tracking_code, {
      id: 'tracking',
      term: say('claims.facts.tracking'),
      value: <bdi className={styles.tracking}>{claim.return_tracking_code}</bdi>,
    }),
    ...when(claim.outcome, {
      id: 'outcome',
      term: say('claims.facts.outcome'),
      value: claim.outcome && say(CLAIM_OUTCOME_MESSAGE[claim.outcome]),
    }),
    ...when(claim.refund_amount, {
      id: 'refund',
      term: say('claims.facts.refund'),
      value: claim.refund_amount && amount(claim.refund_amount),
    }),
    ...when(claim.refund, {
      id: 'refundStatus',
      term: say('claims.facts.refundStatus'),
      value: claim.refund && say(CLAIM_REFUND_MESSAGE[claim.refund.status]),
    }),
    ...when(claim.note, {
      id: 'note',
      term: say('claims.facts.note'),
      value: (
        <p className={styles.text} dir="auto">
          {claim.note}
        </p>
      ),
    }),
  ];
  return <DescriptionList items={items} />;
}
