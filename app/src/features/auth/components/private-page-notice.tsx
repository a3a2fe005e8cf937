import { LinkButton } from '@plaza/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { useMessage } from '../../../hooks/use-message';
import { loginPath } from '../../../lib/next-path';
import { privatePage, visiting } from '../stores/private-page';
import * as styles from './private-page-notice.css';

/**
 * On Explore, right after a visitor was sent there from a private page (RequireUser): why, and a
 * way to sign in that returns them to that page. The live region is always there, empty, so
 * that screen readers announce the notice when it fills.
 */
export function PrivatePageNotice() {
  const say = useMessage();
  const { from } = useSnapshot(privatePage);
  const [location] = useLocation();
  return (
    <div role="status">
      {from && location === paths.explore && (
        <div className={styles.notice}>
          <p className={styles.text}>{say('account.privatePage')}</p>
          <LinkButton href={loginPath(from)} variant="secondary">
            {say('account.privatePageLogIn')}
          </LinkButton>
        </div>
      )}
    </div>
  );
}

/**
 * Tells the notice where the visitor is, so it goes once they move on from Explore. Called where
 * it stays mounted whatever the page: the router, since the notice goes with the layout (the
 * login screen has another).
 */
export function useDropPrivatePageNotice(): void {
  const [location] = useLocation();
  useEffect(() => visiting(location), [location]);
}
