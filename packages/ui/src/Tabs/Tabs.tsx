import type { ReactNode } from 'react';
import {
  Tab,
  TabList,
  TabPanel,
  Tabs as AriaTabs,
  type Key,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css.js';

export interface TabItem {
  /** Unique among the tabs; what `selectedKey` and `onSelectionChange` speak of. */
  id: Key;
  /** The tab's text, optionally with an icon or a Badge. */
  label: ReactNode;
  /** What the tab shows when selected. */
  content: ReactNode;
  /**
   * Whether the tab cannot be selected.
   * @default false
   */
  isDisabled?: boolean;
}

export interface TabsProps extends Pick<
  AriaTabsProps,
  'selectedKey' | 'defaultSelectedKey' | 'onSelectionChange' | 'keyboardActivation'
> {
  /** The tabs, in order. */
  tabs: readonly TabItem[];
  /** The tab list's name for screen readers, e.g. "Purchase details". */
  label: string;
}

/**
 * Panels behind a row of tabs, on react-aria's Tabs: arrow keys move between tabs (mirrored in
 * right-to-left locales), Home and End jump to the ends, and Tab moves into the panel.
 */
export function Tabs({ tabs, label, ...props }: TabsProps) {
  const disabledKeys = tabs.filter((tab) => tab.isDisabled).map((tab) => tab.id);
  return (
    <AriaTabs {...props} disabledKeys={disabledKeys} className={styles.tabs}>
      <TabList aria-label={label} items={tabs} className={styles.list}>
        {(tab) => <Tab className={styles.tab}>{tab.label}</Tab>}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className={styles.panel}>
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
