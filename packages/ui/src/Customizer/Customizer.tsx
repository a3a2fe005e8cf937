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

  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange} className={styles.panel}>
      {(close) => (
        <>
          <DrawerHeader title={labels.title} closeLabel={labels.close} onClose={close} />
          <div className={styles.body}>
            <SwitchSetting
              label={labels.darkMode}
              isSelected={settings.darkMode}
              onChange={set('darkMode')}
            />
            <SwitchSetting
              label={labels.semiDarkMode}
              isSelected={settings.semiDarkMode}
              onChange={set('semiDarkMode')}
              isDisabled={settings.darkMode}
            />
            <SwitchSetting
              label={labels.sidebarCollapsed}
              isSelected={settings.sidebarCollapsed}
              onChange={set('sidebarCollapsed')}
              isDisabled={settings.layout === 'horizontal'}
            />
            <ChoiceSetting
              label={labels.direction}
              value={settings.direction}
              options={labels.directions}
              onChange={set('direction')}
            />
            <ChoiceSetting
              label={labels.layout}
              value={settings.layout}
              options={labels.layouts}
              onChange={set('layout')}
            />
            <ChoiceSetting
              label={labels.contentWidth}
              value={settings.contentWidth}
              options={labels.contentWidths}
              onChange={set('contentWidth')}
            />
            <ChoiceSetting
              label={labels.navbar}
              value={settings.navbar}
              options={labels.navbarTypes}
              onChange={set('navbar')}
            />
            <ChoiceSetting
              label={labels.footer}
              value={settings.footer}
              options={labels.footerTypes}
              onChange={set('footer')}
            />
          </div>
        </>
      )}
    </Drawer>
  );
}
