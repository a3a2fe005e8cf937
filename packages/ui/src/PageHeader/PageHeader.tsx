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
}

export interface PageHeaderProps {
  /** The page's title, rendered as its `<h1>`. */
  title: string;
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
}: PageHeaderProps) {
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
                      <Link href={crumb.href} className={standaloneLink}>
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
        <h1 className={styles.title}>{title}</h1>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
