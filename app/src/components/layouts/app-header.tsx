import { Flag, Header, LanguageMenu, Logo } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { paths } from '../../config/paths';
import { chooseLanguage, language, LANGUAGES, type Language } from '../../i18n/language';
import { preferences } from '../../stores/app-preferences';

/** Each language named in itself, so a reader of either finds their own. */
const LANGUAGE_OPTIONS = [
  { id: 'es', label: 'Español', flag: <Flag country="es" /> },
  { id: 'en', label: 'English', flag: <Flag country="gb" /> },
] as const;

const isLanguage = (id: string): id is Language => (LANGUAGES as readonly string[]).includes(id);

/** The top bar: logo home to Explore, language switcher and dark-mode toggle. */
export function AppHeader() {
  const intl = useIntl();
  const { darkMode } = useSnapshot(preferences);
  const current = LANGUAGE_OPTIONS.find((option) => option.id === language) ?? LANGUAGE_OPTIONS[0];

  return (
    <Header
      logo={<Logo label={intl.formatMessage({ id: 'shell.logo' })} href={paths.explore} />}
      labels={{
        menu: intl.formatMessage({ id: 'shell.menu' }),
        darkMode: intl.formatMessage({ id: 'shell.darkMode' }),
        cart: (count) => intl.formatMessage({ id: 'shell.cart' }, { count }),
      }}
      isDarkMode={darkMode}
      onDarkModeChange={(isDark) => (preferences.darkMode = isDark)}
      languageMenu={
        <LanguageMenu
          languages={LANGUAGE_OPTIONS}
          value={language}
          onChange={(id) => isLanguage(id) && id !== language && chooseLanguage(id)}
          label={intl.formatMessage({ id: 'shell.language' }, { language: current.label })}
        />
      }
    />
  );
}
