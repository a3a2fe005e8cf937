import type { ReactNode } from 'react';

/** One entry of the navigation: a link, or a group of links when it has `children`. */
export interface NavItem {
  /** Unique among its siblings. */
  id: string;
  /** Visible text; also the tooltip when the sidebar is collapsed. */
  label: string;
  /** Where the link goes. Items with `children` are groups and need none. */
  href?: string;
  /** An icon, e.g. `<HouseLineIcon />`; shown alone when the sidebar is collapsed. */
  icon?: ReactNode;
  /** Nested links, one level deep. */
  children?: readonly NavItem[];
  /**
   * Shows a pending dot, read out as this text, e.g. "pending" on My Purchases when a purchase
   * waits for the user. Without it there is no dot.
   * @default undefined
   */
  pendingLabel?: string;
}

/** A run of items under an optional heading, e.g. the Administrator section. */
export interface NavSection {
  id: string;
  /** Visible heading; hidden visually (kept for screen readers) when the sidebar is collapsed. */
  heading?: string;
  items: readonly NavItem[];
}

/** Whether `item` or one of its children is the page at `currentHref`. */
export const containsCurrent = (item: NavItem, currentHref: string | undefined): boolean =>
  currentHref !== undefined &&
  (item.href === currentHref || (item.children ?? []).some((child) => child.href === currentHref));
