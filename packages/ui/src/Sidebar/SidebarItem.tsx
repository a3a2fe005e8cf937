import { CaretRightIcon } from '@phosphor-icons/react/dist/ssr/CaretRight';
import {
  Button,
  Disclosure,
  DisclosurePanel,
  Link,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
} from 'react-aria-components';
import { Dot } from '../Badge/Dot.js';
import * as menuStyles from '../styles/menu.css.js';
import { Tooltip } from '../Tooltip/Tooltip.js';
import * as styles from './Sidebar.css.js';
import { containsCurrent, type NavItem } from './types.js';

interface SidebarItemProps {
  item: NavItem;
  currentHref: string | undefined;
  isCollapsed: boolean;
  /** Called after a link is followed, e.g. to close the mobile drawer. */
  onNavigate: (() => void) | undefined;
}

/** One entry: a link, a disclosure of nested links, or (collapsed) a menu of them. */
export function SidebarItem(props: SidebarItemProps) {
  const { item, isCollapsed } = props;
  if (!item.children?.length) return <SidebarLink {...props} />;
  return isCollapsed ? <CollapsedGroup {...props} /> : <ExpandedGroup {...props} />;
}

function Content({ item }: { item: NavItem }) {
  return (
    <>
      <span className={styles.icon} aria-hidden>
        {item.icon}
      </span>
      <span className={styles.label}>{item.label}</span>
      <PendingDot item={item} />
    </>
  );
}

function PendingDot({ item }: { item: NavItem }) {
  if (!item.pendingLabel) return null;
  return (
    <span className={styles.pending}>
      <Dot label={item.pendingLabel} />
    </span>
  );
}

function SidebarLink({
  item,
  currentHref,
  isCollapsed,
  onNavigate,
  isNested = false,
}: SidebarItemProps & { isNested?: boolean }) {
  return (
    <Tooltip content={item.label} placement="end" isDisabled={!isCollapsed}>
      <Link
        href={item.href}
        aria-current={item.href === currentHref ? 'page' : undefined}
        onPress={onNavigate}
        className={isNested ? `${styles.link} ${styles.nestedLink}` : styles.link}
      >
        {isNested ? (
          <>
            <span className={styles.label}>{item.label}</span>
            <PendingDot item={item} />
          </>
        ) : (
          <Content item={item} />
        )}
      </Link>
    </Tooltip>
  );
}

function ExpandedGroup(props: SidebarItemProps) {
  const { item, currentHref } = props;
  const holdsCurrent = containsCurrent(item, currentHref);
  return (
    <Disclosure defaultExpanded={holdsCurrent}>
      <Button
        slot="trigger"
        className={styles.link}
        data-current-ancestor={holdsCurrent || undefined}
      >
        <Content item={item} />
        <CaretRightIcon aria-hidden size="1rem" className={styles.caret} />
      </Button>
      <DisclosurePanel>
        <ul className={styles.nested}>
          {item.children?.map((child) => (
            <li key={child.id}>
              <SidebarLink {...props} item={child} isNested />
            </li>
          ))}
        </ul>
      </DisclosurePanel>
    </Disclosure>
  );
}

// With no room for nested links, a group opens its links as a menu beside the sidebar.
function CollapsedGroup({ item, currentHref, onNavigate }: SidebarItemProps) {
  return (
    <MenuTrigger>
      <Tooltip content={item.label} placement="end">
        <Button
          className={styles.link}
          data-current-ancestor={containsCurrent(item, currentHref) || undefined}
        >
          <Content item={item} />
        </Button>
      </Tooltip>
      <Popover placement="end top" className={menuStyles.popover}>
        <Menu items={item.children} onAction={onNavigate} className={menuStyles.menu}>
          {(child) => (
            <MenuItem
              id={child.id}
              href={child.href}
              textValue={child.label}
              className={menuStyles.item}
            >
              {child.label}
              <PendingDot item={child} />
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
