import { ArrowUUpLeftIcon } from '@phosphor-icons/react/dist/ssr/ArrowUUpLeft';
import { CheckCircleIcon } from '@phosphor-icons/react/dist/ssr/CheckCircle';
import { FlagIcon } from '@phosphor-icons/react/dist/ssr/Flag';
import { HandCoinsIcon } from '@phosphor-icons/react/dist/ssr/HandCoins';
import { ProhibitIcon } from '@phosphor-icons/react/dist/ssr/Prohibit';
import { ScalesIcon } from '@phosphor-icons/react/dist/ssr/Scales';
import { TruckIcon } from '@phosphor-icons/react/dist/ssr/Truck';
import { XCircleIcon } from '@phosphor-icons/react/dist/ssr/XCircle';
import type { ReactNode } from 'react';
import { Timeline, type TimelineLabels, type TimelineStep } from '../Timeline/Timeline.js';
import { isolate } from '../utils/isolate.js';
import { useMoneyFormat } from '../utils/useMoneyFormat.js';

/** A claim that ended in a refund: all of the sale, or part of it. */
export type ClaimRefundOutcome = 'refund_full' | 'refund_partial';

/** How a claim ended: a refund, all or part of the sale, refused, or dropped by its buyer. */
export type ClaimOutcome = ClaimRefundOutcome | 'rejected' | 'withdrawn';

/** One thing that happened to a claim, as the app reads it from the claim's history. */
export type ClaimEvent = {
  id: string;
  /** When it happened. */
  date: Date;
} & (
  | { kind: 'opened' | 'return_requested' | 'escalated' }
  /** The seller offered part of the sale back: `amount` in integer US cents. */
  | { kind: 'offered'; amount: number }
  /** The buyer sent the item back. */
  | { kind: 'return_sent'; trackingCode: string }
  /** The end in a refund, `amount` in integer US cents: a refund always says how much. */
  | { kind: 'resolved'; outcome: ClaimRefundOutcome; amount: number }
  /** The end with nothing refunded, so nothing to count. */
  | { kind: 'resolved'; outcome: Exclude<ClaimOutcome, ClaimRefundOutcome> }
);

/** ClaimTimeline's words; an amount or a tracking code comes formatted and isolated for bidi. */
export interface ClaimTimelineLabels extends TimelineLabels {
  /** E.g. "Reclamo abierto". */
  opened: string;
  /** The seller's partial offer: `(amount) => \`El vendedor ofreció ${amount}\``. */
  offered: (amount: string) => string;
  /** E.g. "El vendedor pidió la devolución". */
  returnRequested: string;
  /** `(code) => \`Devolución enviada, seguimiento ${code}\``. */
  returnSent: (trackingCode: string) => string;
  /** E.g. "Pasó a la administración". */
  escalated: string;
  /** Each ending; the refunds get their amount: `refund_full: (amount) => \`Reembolso de ${amount}\``. */
  outcomes: {
    refund_full: (amount: string) => string;
    refund_partial: (amount: string) => string;
    rejected: string;
    withdrawn: string;
  };
}

export interface ClaimTimelineProps {
  /** What happened, oldest first; the last is the claim's current step. */
  events: readonly ClaimEvent[];
  /** Each step's words (opened, offered, return requested and sent, escalated, each outcome) and the list's name, from the app's catalogue. */
  labels: ClaimTimelineLabels;
}

const icons: Record<Exclude<ClaimEvent['kind'], 'resolved'> | ClaimOutcome, ReactNode> = {
  opened: <FlagIcon />,
  offered: <HandCoinsIcon />,
  return_requested: <ArrowUUpLeftIcon />,
  return_sent: <TruckIcon />,
  escalated: <ScalesIcon />,
  refund_full: <CheckCircleIcon />,
  refund_partial: <CheckCircleIcon />,
  rejected: <XCircleIcon />,
  withdrawn: <ProhibitIcon />,
};

/**
 * A claim's history as Timeline draws a purchase's: an ordered list of what happened (opened, the
 * seller's offer or return request, the return's tracking code, the escalation, the outcome with
 * its refund), each with its icon and date, the latest marked `aria-current="step"`. Amounts are
 * money in the locale, as Money writes them; they and the tracking code read as one unit in
 * right-to-left text.
 */
export function ClaimTimeline({ events, labels }: ClaimTimelineProps) {
  const formatMoney = useMoneyFormat();
  const money = (cents: number) => isolate(formatMoney(cents));
  const fixedWords = {
    opened: labels.opened,
    return_requested: labels.returnRequested,
    escalated: labels.escalated,
  };

  const stepOf = (event: ClaimEvent): TimelineStep => {
    const { id, date } = event;
    switch (event.kind) {
      case 'offered':
        return { id, date, label: labels.offered(money(event.amount)), icon: icons.offered };
      case 'return_sent':
        return {
          id,
          date,
          label: labels.returnSent(isolate(event.trackingCode)),
          icon: icons.return_sent,
        };
      case 'resolved': {
        const label =
          'amount' in event
            ? labels.outcomes[event.outcome](money(event.amount))
            : labels.outcomes[event.outcome];
        return { id, date, label, icon: icons[event.outcome] };
      }
      default:
        return { id, date, label: fixedWords[event.kind], icon: icons[event.kind] };
    }
  };

  return (
    <Timeline steps={events.map(stepOf)} currentId={events.at(-1)?.id ?? ''} labels={labels} />
  );
}
