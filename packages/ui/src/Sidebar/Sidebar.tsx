import { useContext, useId } from 'react';
import { InDrawerContext, useAppShell } from '../AppShell/context.js';
import * as styles from './Sidebar.css.js';
import { SidebarItem } from './SidebarItem.js';
import type { NavSection } from './types.js';

export interface SidebarProps {
  /** The navigation, in sections. Pass the Admin section only to administrators. */
  sections: readonly NavSection[];
  /** Name of the navigation landmark, e.g. "Main navigation". */
  label: string;
  /**
   * The current page's path; the item with this `href` is marked as the current page.
   * @default undefined
   */
  currentHref?: string;
  /**
   * Whether only icons show (72 px instead of 280 px), with labels as tooltips. Inside an AppShell
   * it follows the shell; inside the mobile drawer the sidebar is never collapsed.
   * @default the AppShell's `sidebarCollapsed`, else false
   */
  isCollapsed?: boolean;
}

/**
 * The main navigation: sections with headings, links with icons, one level of nested links, the
 * current page highlighted. AppShell places it beside the content on wide screens and in an
 * off-canvas drawer on narrow ones.
 */
export function Sidebar({ sections, label, currentHref, isCollapsed }: SidebarProps) {
  const shell = useAppShell();
  const inDrawer = useContext(InDrawerContext);
  const collapsed = !inDrawer && (isCollapsed ?? shell?.isSidebarCollapsed ?? false);
  const onNavigate = inDrawer ? shell?.closeMobileMenu : undefined;
  const idPrefix = useId();

  return (
    <nav aria-label={label} className={styles.root} data-collapsed={collapsed || undefined}>
      {sections.map((section) => {
        const headingId = `${idPrefix}-${section.id}`;
        return (
          <div key={section.id} className={styles.section}>
            {section.heading && (
              <>
                <h2 id={headingId} className={styles.heading}>
                  {section.heading}
                </h2>
                <div className={styles.divider} aria-hidden />
              </>
            )}
            <ul className={styles.list} aria-labelledby={section.heading ? headingId : undefined}>
              {section.items.map((item) => (
                <li key={item.id}>
                  <SidebarItem
                    item={item}
                    currentHref={currentHref}
                    isCollapsed={collapsed}
                    onNavigate={onNavigate}
                  />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
