import { ShoppingCartIcon } from '@phosphor-icons/react/dist/ssr/ShoppingCart';
import { EmptyState, LinkButton, PageHeader } from '@plaza/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { paths } from '../../config/paths';
import { loginPath } from '../../lib/next-path';
import { useAuth } from '../../stores/use-auth';
import { CartLines } from '../../features/cart/components/cart-lines';
import * as styles from '../../features/cart/components/cart-page.css';
import { CartSummary } from '../../features/cart/components/cart-summary';
import { cart } from '../../features/cart/stores/app-cart';
import { PendingPurchases } from '../../features/cart/components/pending-purchases';
import { useDocumentTitle } from '../../hooks/use-document-title';

/**
 * The cart page (docs/product.md, section 2): the lines with their quantities, the summary, and checkout;
 * above them, a buyer's purchases still waiting for payment, to pay rather than buy again.
 */
export function CartRoute() {
  useDocumentTitle('cart.title');
  const intl = useIntl();
  const { items } = useSnapshot(cart);
  const { isAuthenticated } = useAuth();

  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'cart.title' })} />
      {isAuthenticated && <PendingPurchases />}
      {items.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'cart.empty' })}
          icon={<ShoppingCartIcon />}
          action={
            <LinkButton href={paths.explore}>
              <FormattedMessage id="notFound.backToExplore" />
            </LinkButton>
          }
        />
      ) : (
        <div className={styles.layout}>
          <CartLines />
          <CartSummary>
            <LinkButton href={isAuthenticated ? paths.checkout : loginPath(paths.cart)}>
              <FormattedMessage id="cart.checkout" />
            </LinkButton>
          </CartSummary>
        </div>
      )}
    </>
  );
}
