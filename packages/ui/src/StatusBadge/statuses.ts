import type { Icon } from '@phosphor-icons/react';
import { ArrowUUpLeftIcon } from '@phosphor-icons/react/dist/ssr/ArrowUUpLeft';
import { ChatCircleDotsIcon } from '@phosphor-icons/react/dist/ssr/ChatCircleDots';
import { ChatCircleTextIcon } from '@phosphor-icons/react/dist/ssr/ChatCircleText';
import { CheckCircleIcon } from '@phosphor-icons/react/dist/ssr/CheckCircle';
import { ClockCountdownIcon } from '@phosphor-icons/react/dist/ssr/ClockCountdown';
import { HandCoinsIcon } from '@phosphor-icons/react/dist/ssr/HandCoins';
import { HourglassIcon } from '@phosphor-icons/react/dist/ssr/Hourglass';
import { LockSimpleIcon } from '@phosphor-icons/react/dist/ssr/LockSimple';
import { MoneyIcon } from '@phosphor-icons/react/dist/ssr/Money';
import { PackageIcon } from '@phosphor-icons/react/dist/ssr/Package';
import { PauseCircleIcon } from '@phosphor-icons/react/dist/ssr/PauseCircle';
import { ProhibitIcon } from '@phosphor-icons/react/dist/ssr/Prohibit';
import { SealCheckIcon } from '@phosphor-icons/react/dist/ssr/SealCheck';
import { TruckIcon } from '@phosphor-icons/react/dist/ssr/Truck';
import { WalletIcon } from '@phosphor-icons/react/dist/ssr/Wallet';
import { XCircleIcon } from '@phosphor-icons/react/dist/ssr/XCircle';
import type { BadgeTone } from '../Badge/Badge.css.js';

/** A product's status (docs/api.md, Catalogue). */
export type ProductStatus = 'pending_approval' | 'approved' | 'suspended';

/** A purchase's or a sale's status (docs/api.md, Purchases and Sales). */
export type OrderStatus =
  | 'pending_payment'
  | 'pending_approval'
  | 'approved'
  | 'preparing'
  | 'sent'
  | 'received'
  | 'cancelled'
  | 'refused'
  | 'expired';

/** A withdrawal's status (docs/api.md, Network, earnings and withdrawals). */
export type WithdrawalStatus = 'requested' | 'paid' | 'rejected';

/** A support ticket's status (docs/api.md, Support). */
export type TicketStatus = 'open' | 'answered' | 'closed';

export type Status = ProductStatus | OrderStatus | WithdrawalStatus | TicketStatus;

interface StatusAppearance {
  tone: BadgeTone;
  icon: Icon;
}

/**
 * Colour and icon of every status. Statuses that share a tone never share an icon, so the icon
 * and the label tell them apart without colour: warning for what waits on someone, info for
 * what is on its way, success for what is done, danger for what was stopped, neutral for what
 * simply ended. The tones are Badge's, whose text-on-fill pairs schemes.test.ts checks.
 */
export const statusAppearance: Record<Status, StatusAppearance> = {
  pending_payment: { tone: 'warning', icon: WalletIcon },
  pending_approval: { tone: 'warning', icon: HourglassIcon },
  approved: { tone: 'success', icon: CheckCircleIcon },
  preparing: { tone: 'info', icon: PackageIcon },
  sent: { tone: 'info', icon: TruckIcon },
  received: { tone: 'success', icon: SealCheckIcon },
  cancelled: { tone: 'neutral', icon: XCircleIcon },
  refused: { tone: 'danger', icon: ProhibitIcon },
  expired: { tone: 'neutral', icon: ClockCountdownIcon },
  suspended: { tone: 'danger', icon: PauseCircleIcon },
  requested: { tone: 'warning', icon: HandCoinsIcon },
  paid: { tone: 'success', icon: MoneyIcon },
  // The money went back to the balance: the arrow says so.
  rejected: { tone: 'danger', icon: ArrowUUpLeftIcon },
  open: { tone: 'warning', icon: ChatCircleDotsIcon },
  answered: { tone: 'info', icon: ChatCircleTextIcon },
  closed: { tone: 'neutral', icon: LockSimpleIcon },
};
