import { useMemo, type ReactNode } from 'react';
import { I18nProvider, isRTL, RouterProvider } from 'react-aria-components';
import { chromeThemeClass, contentThemeClass, type PlazaThemeName } from '../theme/chrome.js';
import { darkTheme, lightTheme } from '../theme/themes.css.js';
import { PlazaThemeContext, type Direction, type PlazaThemeState } from './context.js';
import { scopedRoot } from './PlazaProvider.css.js';
import { useDocumentRoot } from './useDocumentRoot.js';
import './global.css.js';

export interface PlazaProviderProps {
  /**
   * Colour scheme. `semi-dark` keeps the content light and makes the shell chrome dark: give the
   * chrome `usePlazaTheme().chromeClassName` (or `chromeThemeClass(theme)`).
   * @default 'light'
   */
  theme?: PlazaThemeName;
  /**
   * BCP 47 locale, e.g. `es`, `en`, `ar`. Sets `lang` on the document and the locale react-aria
   * formats and announces with.
   */
  locale: string;
  /**
   * Writing direction of the layout. react-aria still takes arrow-key direction from `locale`, so
   * keep the two consistent where keyboard navigation matters.
   * @default the direction of `locale` ('rtl' for Arabic, Hebrew, Persian...)
   */
  direction?: Direction;
  /**
   * Client-side navigation for every link in @plaza/ui (sidebar, menus, link buttons), e.g. the
   * router's `navigate`. Without it links load pages the ordinary way.
   * @default undefined
   */
  navigate?: (href: string) => void;
  /**
   * Turns a router path into the `href` put on links, when the router adds a base path.
   * @default undefined (paths are used as they are)
   */
  useHref?: (href: string) => string;
  /**
   * Where the theme, `lang` and `dir` go. `document`: on <html>, so the page and the overlays
   * react-aria portals to <body> are themed and oriented with it (an app). `element`: on a box
   * around the children alone, leaving the page as it is, for a page that shows themed examples
   * among its own content (Storybook's docs pages); overlays then keep the page's theme.
   * @default 'document'
   */
  scope?: 'document' | 'element';
  /** The app. */
  children: ReactNode;
}

/** Every theme's class for the document: one at a time. */
const THEME_CLASSES = [lightTheme, darkTheme];

/** Themes the whole document and provides locale and direction to every @plaza/ui component. */
export function PlazaProvider({
  theme = 'light',
  locale,
  direction,
  navigate,
  useHref,
  scope = 'document',
  children,
}: PlazaProviderProps) {
  const dir = direction ?? (isRTL(locale) ? 'rtl' : 'ltr');
  useDocumentRoot({
    className: contentThemeClass(theme),
    replaces: THEME_CLASSES,
    lang: locale,
    dir,
    isEnabled: scope === 'document',
  });

  const state = useMemo<PlazaThemeState>(
    () => ({ theme, direction: dir, locale, chromeClassName: chromeThemeClass(theme) }),
    [theme, dir, locale],
  );

  return (
    <PlazaThemeContext.Provider value={state}>
      <I18nProvider locale={locale}>
        <ScopedRoot scope={scope} className={contentThemeClass(theme)} lang={locale} dir={dir}>
          {navigate ? (
            <RouterProvider navigate={navigate} useHref={useHref}>
              {children}
            </RouterProvider>
          ) : (
            children
          )}
        </ScopedRoot>
      </I18nProvider>
    </PlazaThemeContext.Provider>
  );
}

interface ScopedRootProps {
  scope: NonNullable<PlazaProviderProps['scope']>;
  className: string;
  lang: string;
  dir: Direction;
  children: ReactNode;
}

/** With `scope="element"`, the box that takes the theme, `lang` and `dir` <html> would otherwise. */
function ScopedRoot({ scope, className, lang, dir, children }: ScopedRootProps) {
  if (scope === 'document') return children;
  return (
    <div className={`${className} ${scopedRoot}`} lang={lang} dir={dir}>
      {children}
    </div>
  );
}
