import type { ContentWidth, FooterType, LayoutType, NavbarType } from '../AppShell/context.js';
import type { ShellSettings } from '../AppShell/settings.js';
import { Drawer } from '../Drawer/Drawer.js';
import { DrawerHeader } from '../Drawer/DrawerHeader.js';
import type { Direction } from '../provider/context.js';
import * as styles from './Customizer.css.js';
import { ChoiceSetting, SwitchSetting } from './Setting.js';

export interface CustomizerLabels {
  title: string;
  close: string;
  darkMode: string;
  semiDarkMode: string;
  sidebarCollapsed: string;
  direction: string;
  directions: Record<Direction, string>;
  layout: string;
  layouts: Record<LayoutType, string>;
  contentWidth: string;
  contentWidths: Record<ContentWidth, string>;
  navbar: string;
  navbarTypes: Record<NavbarType, string>;
  footer: string;
  footerTypes: Record<FooterType, string>;
}

/** The preferences shown as on/off switches, and those chosen among a few values. */
type SwitchKey = 'darkMode' | 'semiDarkMode' | 'sidebarCollapsed';
type ChoiceKey = 'direction' | 'layout' | 'contentWidth' | 'navbar' | 'footer';

export interface CustomizerProps {
  /** Whether the panel is open. */
  isOpen: boolean;
  /** Called to open or close it. */
  onOpenChange: (isOpen: boolean) => void;
  /** The current preferences. */
  settings: ShellSettings;
  /** Called with the whole new set whenever one preference changes; the app persists it. */
  onSettingsChange: (settings: ShellSettings) => void;
  /** Every label and option name. */
  labels: CustomizerLabels;
}

/**
 * The appearance panel: dark mode, semi-dark, direction, collapsed sidebar, layout type, content
 * width, navbar and footer types. Semi-dark only applies in light mode, and collapsing only to the
 * vertical layout's sidebar, so those switches are off-limits otherwise.
 */
export function Customizer({
  isOpen,
  onOpenChange,
  settings,
  onSettingsChange,
  labels,
}: CustomizerProps) {
  const set =
    <K extends keyof ShellSettings>(key: K) =>
    (value: ShellSettings[K]) =>
      onSettingsChange({ ...settings, [key]: value });
  const toggle = (key: SwitchKey, label: string, isDisabled?: boolean) => (
    <SwitchSetting
      label={label}
      isSelected={settings[key]}
      onChange={set(key)}
      isDisabled={isDisabled}
    />
  );
  const choice = <K extends ChoiceKey>(
    key: K,
    label: string,
    options: Record<ShellSettings[K], string>,
  ) => <ChoiceSetting label={label} value={settings[key]} options={options} onChange={set(key)} />;

  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange} className={styles.panel}>
      {(close) => (
        <>
          <DrawerHeader title={labels.title} closeLabel={labels.close} onClose={close} />
          <div className={styles.body}>
            {toggle('darkMode', labels.darkMode)}
            {toggle('semiDarkMode', labels.semiDarkMode, settings.darkMode)}
            {toggle('sidebarCollapsed', labels.sidebarCollapsed, settings.layout === 'horizontal')}
            {choice('direction', labels.direction, labels.directions)}
            {choice('layout', labels.layout, labels.layouts)}
            {choice('contentWidth', labels.contentWidth, labels.contentWidths)}
            {choice('navbar', labels.navbar, labels.navbarTypes)}
            {choice('footer', labels.footer, labels.footerTypes)}
          </div>
        </>
      )}
    </Drawer>
  );
}
