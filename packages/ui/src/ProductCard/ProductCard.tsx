import { useId } from 'react';
import { Link } from 'react-aria-components';
import { Badge } from '../Badge/Badge.js';
import { Button } from '../Button/Button.js';
import { PriceTag, type PriceTagLabels } from '../PriceTag/PriceTag.js';
import { RatingStars } from '../RatingStars/RatingStars.js';
import * as styles from './ProductCard.css.js';

export interface ProductCardData {
  id: string;
  name: string;
  /** The product page. With PlazaProvider's `navigate` it routes client-side. */
  href: string;
  /**
   * Photo URL; a neutral square otherwise.
   * @default undefined
   */
  imageSrc?: string;
  /**
   * The same photo at other widths, as `srcset` writes them ("a.webp 400w, b.webp 1200w"), so a
   * sharp or wide screen takes a larger file and a small one no more than it needs.
   * @default undefined
   */
  imageSrcSet?: string;
  /** What the photo shows, for screen readers; `''` when it adds nothing to the name. */
  imageAlt: string;
  shortDescription: string;
  /** Unit price in US cents. */
  priceCents: number;
  /** Shipping per unit in US cents; 0 shows the free-shipping text. */
  shippingCents: number;
  /** Units the seller has; 0 means sold out. */
  stock: number;
  /**
   * The product's rating, shown as small stars under the name: `value` as RatingStars takes it,
   * `label` what screen readers hear ("4,5 de 5 estrellas, 12 opiniones"), `text` what shows beside
   * the stars ("4,5 (12)"). Leave it out for a product nobody has reviewed.
   * @default undefined
   */
  rating?: { value: number | null; label: string; text: string };
}

export interface ProductCardLabels extends Pick<PriceTagLabels, 'shipping' | 'freeShipping'> {
  /** The add button, e.g. "Add to cart"; the product's name is added to its accessible name. */
  addToCart: string;
  /** The add button while `isAdding`, e.g. "Adding ...". */
  adding: string;
  /** The badge on a product with no stock, e.g. "Sold out". */
  soldOut: string;
}

export interface ProductCardProps {
  /** What the card shows of a product: name, price, photo, rating, seller and where it links. */
  product: ProductCardData;
  /** Add to cart and its pending words, sold out, and the shipping line's words, from the app's catalogue. */
  labels: ProductCardLabels;
  /** Called with the product's id when its add button is pressed. */
  onAddToCart: (id: string) => void;
  /**
   * Whether adding is in progress: the button shows `labels.adding` and cannot be pressed.
   * @default false
   */
  isAdding?: boolean;
  /**
   * Level of the name's heading, so it fits the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * How soon the photo loads: `high` for the first card (it is likely the page's largest paint),
   * `auto` for the rest of the first screen, `lazy` for cards below the fold.
   * @default 'auto'
   */
  imagePriority?: 'high' | 'auto' | 'lazy';
}

/** Cards are one column on a phone and at most about 28 rem wide beside others. */
const CARD_SIZES = '(max-width: 30em) 100vw, 28rem';
/** Thumbnails are 400 px squares (the server's `PHOTO_SIDES`): the ratio reserves their place. */
const THUMBNAIL_SIDE = 400;

/**
 * A product in a grid: photo, name (the card's one link, stretched over the card), its rating when
 * it has one, short description, price with shipping, and an add-to-cart button, disabled with a
 * badge when sold out.
 */
export function ProductCard({
  product,
  labels,
  onAddToCart,
  isAdding = false,
  headingLevel = 3,
  imagePriority = 'auto',
}: ProductCardProps) {
  const nameId = useId();
  const addId = useId();
  const Heading = `h${headingLevel}` as const;
  const isSoldOut = product.stock <= 0;

  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.media}>
        {product.imageSrc && (
          <img
            className={styles.image}
            src={product.imageSrc}
            srcSet={product.imageSrcSet}
            sizes={product.imageSrcSet && CARD_SIZES}
            width={THUMBNAIL_SIDE}
            height={THUMBNAIL_SIDE}
            alt={product.imageAlt}
            loading={imagePriority === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={imagePriority === 'high' ? 'high' : 'auto'}
            decoding="async"
          />
        )}
        {isSoldOut && (
          <span className={styles.soldOut}>
            <Badge tone="neutral">{labels.soldOut}</Badge>
          </span>
        )}
      </div>
      <div className={styles.body}>
        <Heading id={nameId} dir="auto" className={styles.name}>
          <Link href={product.href} className={styles.link}>
            {product.name}
          </Link>
        </Heading>
        {product.rating && <RatingStars size="sm" {...product.rating} />}
        <p dir="auto" className={styles.description}>
          {product.shortDescription}
        </p>
        <div className={styles.foot}>
          <PriceTag
            cents={product.priceCents}
            shippingCents={product.shippingCents}
            size="sm"
            labels={labels}
          />
          <span className={styles.action}>
            <Button
              id={addId}
              // "Add to cart Desk lamp": the visible words first, then which product, so every
              // card's button has a name of its own in a list of buttons.
              aria-labelledby={`${addId} ${nameId}`}
              variant="secondary"
              isDisabled={isSoldOut}
              isPending={isAdding}
              pendingLabel={labels.adding}
              onPress={() => onAddToCart(product.id)}
            >
              {labels.addToCart}
            </Button>
          </span>
        </div>
      </div>
    </article>
  );
}
