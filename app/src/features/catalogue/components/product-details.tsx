import type { Product } from '@plaza/api';
import {
  AttributeList,
  Avatar,
  Badge,
  Button,
  PageHeader,
  PriceTag,
  ProductGallery,
  QuantityStepperStandIn,
  RatingStars,
} from '@plaza/ui';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LazyOnUse } from '../../../components/lazy-on-use';
import { TextLink } from '../../../components/text-link';
import { MAX_LINE_QUANTITY } from '../../../config/cart';
import { paths } from '../../../config/paths';
import { useUser } from '../../../hooks/use-user';
import { useMessage } from '../../../hooks/use-message';
import { useRatingDisplay } from '../../../hooks/use-rating-labels';
import { toCents } from '../../../lib/money';
import { LazyQuantityStepper, loadNumberFields } from './lazy-number-fields';
import * as styles from './product-details.css';

interface ProductDetailsProps {
  product: Product;
  /** Adds `count` of the product to the cart; answers whether it could. */
  onAddToCart: (count: number) => boolean;
  /** What buyers said of it, below the product; its rating under the name leads there. */
  reviews?: ReactNode;
  /** Buyers' questions to the seller, below the reviews. */
  questions?: ReactNode;
}

/** Where the rating under the name leads. */
const REVIEWS_ID = 'reviews';

/**
 * A product (docs/product.md, section 2): gallery, price with shipping, stock, attributes, seller, a
 * quantity within the stock and add to cart (or, to its seller, that it is theirs); sold out when
 * there is no stock.
 */
export function ProductDetails({ product, onAddToCart, reviews, questions }: ProductDetailsProps) {
  const intl = useIntl();
  const say = useMessage();
  const ratingDisplay = useRatingDisplay();
  const [quantity, setQuantity] = useState(1);
  const isSoldOut = product.quantity <= 0;
  // Nobody buys their own product: where the add button would be, its seller is told so and led
  // to editing it. A visitor's until hydrated (useUser), as the server draws it.
  const isOwn = useUser().data?.id === product.seller.id;
  const rating = ratingDisplay(product.rating);
  // The stepper's code comes once a person reaches for it; its stand-in draws it as it will be.
  const stepper = {
    max: MAX_LINE_QUANTITY,
    stock: product.quantity,
    isDisabled: isSoldOut,
    labels: {
      quantity: intl.formatMessage({ id: 'cart.quantity' }, { name: product.name }),
      increase: intl.formatMessage({ id: 'cart.increase' }, { name: product.name }),
      decrease: intl.formatMessage({ id: 'cart.decrease' }, { name: product.name }),
    },
  };

  return (
    <>
      <PageHeader
        title={product.name}
        description={product.short_description}
        isUserText
        breadcrumbsLabel={say('product.breadcrumbs')}
        breadcrumbs={[
          { label: say('explore.title'), href: paths.explore },
          {
            label: product.category.name,
            href: `${paths.explore}?category=${product.category.id}`,
          },
          { label: product.name, isUserText: true },
        ]}
      />
      {product.rating.count > 0 && (
        <a href={`#${REVIEWS_ID}`} className={styles.rating}>
          <RatingStars value={rating.value} label={rating.label} text={rating.text} />
        </a>
      )}
      <div className={styles.layout}>
        <ProductGallery
          photos={product.photos.map((photo, index) => ({
            id: String(photo.id),
            src: photo.image,
            alt: intl.formatMessage(
              { id: 'product.photo' },
              { name: product.name, number: index + 1 },
            ),
          }))}
          labels={{
            thumbnails: say('product.photos'),
            zoom: say('product.zoom'),
            close: say('common.close'),
          }}
        />
        <div className={styles.info}>
          <p className={styles.meta}>
            <span dir="auto">{product.brand}</span>
            {product.is_digital && <Badge tone="info">{say('product.digital')}</Badge>}
          </p>
          <PriceTag
            cents={toCents(product.price)}
            shippingCents={product.is_digital ? undefined : toCents(product.shipping_price)}
            size="lg"
            labels={{
              shipping: (cost) => intl.formatMessage({ id: 'product.shipping' }, { cost }),
              freeShipping: say('product.freeShipping'),
            }}
          />
          <p className={styles.meta}>
            {isSoldOut ? (
              <Badge tone="neutral">{say('product.soldOut')}</Badge>
            ) : (
              <FormattedMessage id="product.stock" values={{ count: product.quantity }} />
            )}
          </p>
          {isOwn ? (
            <p className={styles.meta}>
              <FormattedMessage
                id="product.yours"
                values={{
                  link: (chunks) => (
                    <TextLink href={paths.editProduct(product.id)}>{chunks}</TextLink>
                  ),
                }}
              />
            </p>
          ) : (
            <div className={styles.buy}>
              <LazyOnUse
                load={loadNumberFields}
                standIn={<QuantityStepperStandIn value={quantity} {...stepper} />}
              >
                <LazyQuantityStepper value={quantity} onChange={setQuantity} {...stepper} />
              </LazyOnUse>
              <Button isDisabled={isSoldOut} onPress={() => onAddToCart(quantity)}>
                <FormattedMessage id="product.addToCart" />
              </Button>
            </div>
          )}
          <p className={styles.seller}>
            <Avatar
              name={product.seller.username}
              src={product.seller.avatar ?? undefined}
              isDecorative
            />
            <FormattedMessage
              id="product.seller"
              values={{
                seller: (
                  <TextLink href={paths.seller(product.seller.username)}>
                    <bdi>{product.seller.username}</bdi>
                  </TextLink>
                ),
              }}
            />
          </p>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>
              <FormattedMessage id="product.description" />
            </h2>
            <p dir="auto" className={styles.description}>
              {product.description}
            </p>
          </section>
          {product.attributes.length > 0 && (
            <section className={styles.section}>
              <h2 className={styles.sectionTitle}>
                <FormattedMessage id="product.attributes" />
              </h2>
              <AttributeList attributes={product.attributes} />
            </section>
          )}
        </div>
      </div>
      {reviews && (
        <div id={REVIEWS_ID} className={styles.reviews}>
          {reviews}
        </div>
      )}
      {questions && <div className={styles.reviews}>{questions}</div>}
    </>
  );
}
