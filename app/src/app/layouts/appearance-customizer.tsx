import { Customizer, type ShellSettings } from '@plaza/ui';
import { useSnapshot } from 'valtio';
import { useMessage } from '../../hooks/use-message';
import { layoutChoices, preferences } from '../../stores/app-preferences';

interface AppearanceCustomizerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The Customizer drawer on the preferences store: each choice applies and is saved at once. */
export function AppearanceCustomizer({ isOpen, onOpenChange }: AppearanceCustomizerProps) {
  const say = useMessage();
  const saved = useSnapshot(preferences);
  const chosen = useSnapshot(layoutChoices);

  const settings: ShellSettings = {
    darkMode: saved.darkMode,
    semiDarkMode: saved.semiDarkMode,
    direction: saved.direction,
    sidebarCollapsed: saved.sidebarCollapsed,
    layout: saved.type,
    contentWidth: chosen.contentWidth,
    navbar: chosen.navbar,
    footer: chosen.footer,
  };

  const apply = (next: ShellSettings) => {
    Object.assign(preferences, {
      darkMode: next.darkMode,
      semiDarkMode: next.semiDarkMode,
      direction: next.direction,
      sidebarCollapsed: next.sidebarCollapsed,
      type: next.layout,
    });
    Object.assign(layoutChoices, {
      contentWidth: next.contentWidth,
      navbar: next.navbar,
      footer: next.footer,
    });
  };

  return (
    <Customizer
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      settings={settings}
      onSettingsChange={apply}
      labels={{
        title: say('customizer.title'),
        close: say('common.close'),
        darkMode: say('shell.darkMode'),
        semiDarkMode: say('customizer.semiDarkMode'),
        sidebarCollapsed: say('customizer.sidebarCollapsed'),
        direction: say('customizer.direction'),
        directions: {
          ltr: say('customizer.direction.ltr'),
          rtl: say('customizer.direction.rtl'),
        },
        layout: say('customizer.layout'),
        layouts: {
          vertical: say('customizer.layout.vertical'),
          horizontal: say('customizer.layout.horizontal'),
        },
        contentWidth: say('customizer.contentWidth'),
        contentWidths: {
          full: say('customizer.contentWidth.full'),
          boxed: say('customizer.contentWidth.boxed'),
        },
        navbar: say('customizer.navbar'),
        navbarTypes: {
          sticky: say('customizer.navbar.sticky'),
          static: say('customizer.navbar.static'),
          floating: say('customizer.navbar.floating'),
          hidden: say('customizer.navbar.hidden'),
        },
        footer: say('customizer.footer'),
        footerTypes: {
          static: say('customizer.footer.static'),
          sticky: say('customizer.footer.sticky'),
          hidden: say('customizer.footer.hidden'),
        },
      }}
    />
  );
}
