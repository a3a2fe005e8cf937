import type { ClaimStatus } from '@plaza/api';
import { Badge, type BadgeTone } from '@plaza/ui';
import { useMessage } from '../../../hooks/use-message';
import { CLAIM_STATUS_MESSAGE } from './claim-words';

/** The tone says whose turn it is: the seller's or Plaza's (warning), the buyer's (info), over (neutral). */
const TONE: Record<ClaimStatus, BadgeTone> = {
  open: 'warning',
  offered: 'info',
  return_requested: 'info',
  return_sent: 'warning',
  escalated: 'danger',
  resolved: 'neutral',
};

/** A claim's status as a badge, in words (the tone repeats them, never alone). */
export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  const say = useMessage();
  return <Badge tone={TONE[status]}>{say(CLAIM_STATUS_MESSAGE[status])}</Badge>;
}
