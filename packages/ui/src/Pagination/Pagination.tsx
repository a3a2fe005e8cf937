import { CaretLeftIcon } from '@phosphor-icons/react/dist/ssr/CaretLeft';
import { CaretRightIcon } from '@phosphor-icons/react/dist/ssr/CaretRight';
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { Button, type ButtonProps } from 'react-aria-components';
import { button } from '../Button/Button.css.js';
import { flipInRtl } from '../styles/flip.css.js';
import { pageItems } from './pageItems.js';
import { PageSizeSelect, type PageSizeChoice } from './PageSizeSelect.js';
import * as styles from './Pagination.css.js';

export interface PaginationLabels {
  /** The navigation landmark's name, e.g. "Pages". */
  navigation: string;
  /** e.g. "Previous". */
  previous: string;
  /** e.g. "Next". */
  next: string;
  /** A page button's name, e.g. `(page) => \`Page ${page}\``. */
  page: (page: number) => string;
}

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are; with 1 or none, no page buttons are rendered. */
  pageCount: number;
  /** Called with the page the user asks for. */
  onPageChange: (page: number) => void;
  /** Every word it shows or says. */
  labels: PaginationLabels;
  /**
   * How many page numbers to show on each side of the current one.
   * @default 1
   */
  siblingCount?: number;
  /**
   * Adds a choice of how many rows a page holds, beside the pages.
   * @default undefined
   */
  pageSize?: PageSizeChoice;
}

/**
 * Page numbers with previous and next, for paginated lists (docs/api.md's `page` and `page_size`).
 * The current page is marked `aria-current="page"` as well as filled; gaps (…) stand for the
 * pages left out. The arrows point the way the pages run, so they flip right to left.
 */
export function Pagination({ pageSize, ...pages }: PaginationProps) {
  if (!pageSize) return <PageNav {...pages} />;
  return (
    <div className={styles.bar}>
      <PageNav {...pages} />
      <PageSizeSelect {...pageSize} />
    </div>
  );
}

function PageNav({
  page,
  pageCount,
  onPageChange,
  labels,
  siblingCount = 1,
}: Omit<PaginationProps, 'pageSize'>) {
  const currentPage = useRef<HTMLButtonElement>(null);
  const stepped = useRef(false);
  // Previous on page 2 or Next on the page before last disables the very button in focus, and the
  // browser drops focus to the body; the new current page is where a keyboard user expects it.
  useEffect(() => {
    if (!stepped.current) return;
    stepped.current = false;
    if ((page <= 1 || page >= pageCount) && isFocusLost()) currentPage.current?.focus();
  }, [page, pageCount]);
  const step = (to: number) => {
    stepped.current = true;
    onPageChange(to);
  };

  if (pageCount <= 1) return null;
  return (
    <nav aria-label={labels.navigation}>
      <ul className={styles.list}>
        <li className={styles.item}>
          <PageButton
            isDisabled={page <= 1}
            onPress={() => step(page - 1)}
            aria-label={labels.previous}
          >
            <span className={styles.step}>
              <CaretLeftIcon aria-hidden className={flipInRtl} />
              <span className={styles.stepLabel}>{labels.previous}</span>
            </span>
          </PageButton>
        </li>
        {pageItems(page, pageCount, siblingCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item} className={styles.item}>
              <PageButton
                ref={item === page ? currentPage : undefined}
                isCurrent={item === page}
                aria-label={labels.page(item)}
                aria-current={item === page ? 'page' : undefined}
                onPress={() => onPageChange(item)}
              >
                <span className={styles.number}>{item}</span>
              </PageButton>
            </li>
          ) : (
            <li key={item} aria-hidden className={`${styles.item} ${styles.gap}`}>
              …
            </li>
          ),
        )}
        <li className={styles.item}>
          <PageButton
            isDisabled={page >= pageCount}
            onPress={() => step(page + 1)}
            aria-label={labels.next}
          >
            <span className={styles.step}>
              <span className={styles.stepLabel}>{labels.next}</span>
              <CaretRightIcon aria-hidden className={flipInRtl} />
            </span>
          </PageButton>
        </li>
      </ul>
    </nav>
  );
}

/** Whether focus fell to the body or stays on a disabled button; an app that moved it elsewhere keeps it. */
function isFocusLost() {
  const active = document.activeElement;
  return !active || active === document.body || (active as HTMLButtonElement).disabled === true;
}

interface PageButtonProps extends Omit<ButtonProps, 'className' | 'children'> {
  isCurrent?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** Button's small ghost look (filled for the current page), with the padding of a square. */
function PageButton({ isCurrent = false, ...props }: PageButtonProps) {
  return (
    <Button
      {...props}
      className={`${button({ variant: isCurrent ? 'primary' : 'ghost', size: 'sm' })} ${styles.pageButton}`}
    />
  );
}
