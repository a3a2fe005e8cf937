import { CaretRightIcon } from '@phosphor-icons/react/dist/ssr/CaretRight';
import type { ReactNode } from 'react';
import { Breadcrumb, Breadcrumbs, Link } from 'react-aria-components';
import { flipInRtl } from '../styles/flip.css.js';
import { standaloneLink } from '../styles/link.css.js';
import * as styles from './PageHeader.css.js';

export interface Crumb {
  label: string;
  /** Where the crumb goes; the last crumb is the current page and is not a link. */
  href?: string;
  /**
   * Whether the label is a user's own text (a product's name): it reads in its own direction.
   * @default false
   */
  isUserText?: boolean;
}

export interface PageHeaderProps {
  /** The page's title, rendered as its `<h1>`. */
  title: string;
  /**
   * Whether the title and the description are a user's own text (a product's name and summary):
   * each then reads in its own direction (`dir="auto"`), whatever the page's.
   * @default false
   */
  isUserText?: boolean;
  /**
   * One line under the title.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * The trail to this page, current page last.
   * @default []
   */
  breadcrumbs?: readonly Crumb[];
  /**
   * Name of the breadcrumb landmark, e.g. "Breadcrumbs". Required when there are breadcrumbs.
   * @default undefined
   */
  breadcrumbsLabel?: string;
  /**
   * Buttons for the page's main actions, at the end of the row.
   * @default undefined
   */
  actions?: ReactNode;
}

/** The top of a page: breadcrumbs, the title, an optional description, and the page's actions. */
export function PageHeader({
  title,
  description,
  breadcrumbs = [],
  breadcrumbsLabel,
  actions,
  isUserText = false,
}: PageHeaderProps) {
  const dir = isUserText ? 'auto' : undefined;
  return (
    <div className={styles.root}>
      <div className={styles.titles}>
        {breadcrumbs.length > 0 && (
          <nav aria-label={breadcrumbsLabel}>
            {/* react-aria names the list itself unless told; one name for both keeps them in step. */}
            <Breadcrumbs aria-label={breadcrumbsLabel} className={styles.crumbs}>
              {breadcrumbs.map((crumb, index) => (
                <Breadcrumb key={`${index}-${crumb.label}`} className={styles.crumb}>
                  {({ isCurrent }) => (
                    <>
                      <Link
                        href={crumb.href}
                        dir={crumb.isUserText ? 'auto' : undefined}
                        className={standaloneLink}
                      >
                        {crumb.label}
                      </Link>
                      {!isCurrent && (
                        <CaretRightIcon
                          aria-hidden
                          size="0.875em"
                          className={`${styles.separator} ${flipInRtl}`}
                        />
                      )}
                    </>
                  )}
                </Breadcrumb>
              ))}
            </Breadcrumbs>
          </nav>
        )}
        <h1 dir={dir} className={styles.title}>
          {title}
        </h1>
        {description && (
          <p dir={dir} className={styles.description}>
            {description}
          </p>
        )}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
