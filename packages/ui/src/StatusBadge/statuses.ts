import type { Icon } from '@phosphor-icons/react';
import { CheckCircleIcon } from '@phosphor-icons/react/dist/ssr/CheckCircle';
import { ClockCountdownIcon } from '@phosphor-icons/react/dist/ssr/ClockCountdown';
import { HourglassIcon } from '@phosphor-icons/react/dist/ssr/Hourglass';
import { PackageIcon } from '@phosphor-icons/react/dist/ssr/Package';
import { PauseCircleIcon } from '@phosphor-icons/react/dist/ssr/PauseCircle';
import { ProhibitIcon } from '@phosphor-icons/react/dist/ssr/Prohibit';
import { SealCheckIcon } from '@phosphor-icons/react/dist/ssr/SealCheck';
import { TruckIcon } from '@phosphor-icons/react/dist/ssr/Truck';
import { WalletIcon } from '@phosphor-icons/react/dist/ssr/Wallet';
import { XCircleIcon } from '@phosphor-icons/react/dist/ssr/XCircle';
import type { BadgeTone } from '../Badge/Badge.css.js';

/** A product's status (API.md, Products). */
export type ProductStatus = 'pending_approval' | 'approved' | 'suspended';

/** A purchase's or a sale's status (API.md, Purchases and Sales). */
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

export type Status = ProductStatus | OrderStatus;

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
};
