import { Button, ConfirmDialog } from '@plaza/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { signOutEverywhere } from '../../../lib/session/sign-in';
import * as styles from './profile.css';

/**
 * Ends every sign-in of the user, on every device (docs/api.md: `auth/logout/` with `all`), after a
 * confirmation: a copied or forgotten session stops working here too.
 */
export function SignOutEverywhere() {
  const intl = useIntl();
  const [isAsking, setAsking] = useState(false);
  return (
    <>
      <p className={styles.text}>
        <FormattedMessage id="profile.everywhere.text" />
      </p>
      <div className={styles.row}>
        <Button variant="secondary" onPress={() => setAsking(true)}>
          <FormattedMessage id="profile.everywhere.button" />
        </Button>
      </div>
      <ConfirmDialog
        isOpen={isAsking}
        onOpenChange={setAsking}
        variant="destructive"
        title={intl.formatMessage({ id: 'profile.everywhere.title' })}
        confirmLabel={intl.formatMessage({ id: 'profile.everywhere.confirm' })}
        cancelLabel={intl.formatMessage({ id: 'common.cancel' })}
        onConfirm={signOutEverywhere}
      >
        <p>
          <FormattedMessage id="profile.everywhere.body" />
        </p>
      </ConfirmDialog>
    </>
  );
}
