import { SlidersHorizontalIcon } from '@phosphor-icons/react/dist/ssr/SlidersHorizontal';
import { Customizer, IconButton, type ShellSettings } from '@plaza/ui';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { layoutChoices, preferences } from '../../stores/app-preferences';
import { useMessage } from '../../hooks/use-message';

/** The header's appearance button and the Customizer it opens, on the preferences store. */
export function Appearance() {
  const [isOpen, setOpen] = useState(false);
  const saved = useSnapshot(preferences);
  const chosen = useSnapshot(layoutChoices);
  const say = useMessage();

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
    <>
      <IconButton label={say('customizer.open')} onPress={() => setOpen(true)}>
        <SlidersHorizontalIcon />
      </IconButton>
      <Customizer
        isOpen={isOpen}
        onOpenChange={setOpen}
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
    </>
  );
}
