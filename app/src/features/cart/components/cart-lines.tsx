import { TrashIcon } from '@phosphor-icons/react/dist/ssr/Trash';
import { IconButton, Money, QuantityStepper } from '@plaza/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { TextLink } from '../../../components/text-link';
import { MAX_LINE_QUANTITY } from '../../../config/cart';
import { paths } from '../../../config/paths';
import { toCents } from '../../../lib/money';
import { cart } from '../stores/app-cart';
import { removeFromCart, updateQuantity } from '../stores/cart-store';
import * as styles from './cart-page.css';

/** The cart page's lines: photo, name, unit price, quantity within the stock, line total, remove. */
export function CartLines() {
  const intl = useIntl();
  const { items } = useSnapshot(cart);

  return (
    <ul className={styles.lines} aria-label={intl.formatMessage({ id: 'cart.lines' })}>
      {items.map((line) => {
        const priceCents = toCents(line.price);
        const shippingCents = toCents(line.shipping_price);
        return (
          <li key={line.id} className={styles.line}>
            {line.img ? (
              <img className={styles.image} src={line.img} alt="" />
            ) : (
              <span className={styles.image} />
            )}
            <div className={styles.info}>
              <span dir="auto" className={styles.name}>
                <TextLink href={paths.product(line.id)}>{line.name}</TextLink>
              </span>
              <p dir="auto" className={styles.muted}>
                {line.brand}
              </p>
              <p className={styles.muted}>
                <FormattedMessage
                  id="cart.unitPrice"
                  values={{ price: <Money cents={priceCents} /> }}
                />
                {' · '}
                {line.is_digital ? (
                  <FormattedMessage id="cart.digital" />
                ) : (
                  <FormattedMessage
                    id="cart.shippingEach"
                    values={{ price: <Money cents={shippingCents} /> }}
                  />
                )}
              </p>
            </div>
            <span className={styles.remove}>
              <IconButton
                label={intl.formatMessage({ id: 'cart.remove' }, { name: line.name })}
                size="sm"
                onPress={() => removeFromCart(cart, line.id)}
              >
                <TrashIcon />
              </IconButton>
            </span>
            <QuantityStepper
              className={styles.stepper}
              value={line.quantity}
              max={MAX_LINE_QUANTITY}
              stock={line.product_quantity}
              onChange={(quantity) => updateQuantity(cart, line.id, quantity)}
              labels={{
                quantity: intl.formatMessage({ id: 'cart.quantity' }, { name: line.name }),
                increase: intl.formatMessage({ id: 'cart.increase' }, { name: line.name }),
                decrease: intl.formatMessage({ id: 'cart.decrease' }, { name: line.name }),
              }}
            />
            <Money className={styles.total} cents={priceCents * line.quantity} />
          </li>
        );
      })}
    </ul>
  );
}
