import { useSnapshot } from 'valtio';
import { lazyOnOpen } from '../../../components/lazy-on-open';
import { accountSwitch } from '../../../stores/account-switch';

const AccountSwitchDialog = lazyOnOpen(
  async () => (await import('./account-switch-dialog')).AccountSwitchDialog,
);

/**
 * Where a `?refresh=` link to another account asks the person signed in here what to do. Nothing
 * is drawn, and nothing of the dialog loaded, until a link asks (never on the server).
 */
export function AccountSwitchPrompt() {
  const { offer } = useSnapshot(accountSwitch);
  return <AccountSwitchDialog isOpen={offer !== null} offer={offer} />;
}
