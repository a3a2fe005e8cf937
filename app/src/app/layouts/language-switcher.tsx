import { Flag, LanguageMenu } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { chooseLanguage, LANGUAGES, type Language } from '../../i18n/language';
import { useLanguage } from '../../i18n/use-language';

/** Each language named in itself, so a reader of either finds their own. */
const LANGUAGE_OPTIONS = [
  { id: 'es', label: 'Español', flag: <Flag country="es" /> },
  { id: 'en', label: 'English', flag: <Flag country="gb" /> },
] as const;

const isLanguage = (id: string): id is Language => (LANGUAGES as readonly string[]).includes(id);

/** The header's language menu: choosing a language saves it and reloads (docs/product.md, section 1). */
export function LanguageSwitcher() {
  const intl = useIntl();
  const language = useLanguage();
  const current = LANGUAGE_OPTIONS.find((option) => option.id === language) ?? LANGUAGE_OPTIONS[0];
  return (
    <LanguageMenu
      languages={LANGUAGE_OPTIONS}
      value={language}
      onChange={(id) => isLanguage(id) && id !== language && chooseLanguage(id)}
      label={intl.formatMessage({ id: 'shell.language' }, { language: current.label })}
    />
  );
}
