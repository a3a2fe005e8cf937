import { ConfirmDialog } from '@plaza/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountSwitchOffer } from '../../../lib/session/refresh-link';
import { answerAccountSwitch } from '../../../stores/account-switch';

/**
 * "You are already signed in as X. Continue as Y?": a `?refresh=` link to another account, opened
 * where someone is signed in. Backing out (the button, Escape) keeps the session here.
 */
export function AccountSwitchDialog({
  isOpen,
  offer,
}: {
  isOpen: boolean;
  offer: AccountSwitchOffer | null;
}) {
  const intl = useIntl();
  if (!offer) return null;
  const names = { current: offer.current, linked: offer.linked };
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && answerAccountSwitch(false)}
      title={intl.formatMessage({ id: 'accountSwitch.title' })}
      confirmLabel={intl.formatMessage({ id: 'accountSwitch.switch' }, names)}
      cancelLabel={intl.formatMessage({ id: 'accountSwitch.stay' }, names)}
      onConfirm={() => answerAccountSwitch(true)}
    >
      <p>
        <FormattedMessage
          id="accountSwitch.text"
          values={{ current: <bdi>{offer.current}</bdi>, linked: <bdi>{offer.linked}</bdi> }}
        />
      </p>
    </ConfirmDialog>
  );
}
