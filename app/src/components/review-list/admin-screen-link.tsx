import { LinkButton } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { paths } from '../../config/paths';
import { useMessage } from '../../hooks/use-message';
import type { MessageId } from '../../i18n/messages';

const SCREENS = {
  purchases: { href: paths.adminPurchases, title: 'admin.purchases.title' },
  products: { href: paths.adminProducts, title: 'admin.products.title' },
} as const satisfies Record<string, { href: string; title: MessageId }>;

/**
 * An empty administrators' list's way on: the screen most likely to need them next. Made
 * purchases for every list but itself, whose purchases wait on the products it leads to.
 */
export function AdminScreenLink({ screen }: { screen: keyof typeof SCREENS }) {
  const intl = useIntl();
  const say = useMessage();
  const { href, title } = SCREENS[screen];
  return (
    <LinkButton href={href} variant="secondary">
      {intl.formatMessage({ id: 'admin.goTo' }, { screen: say(title) })}
    </LinkButton>
  );
}
