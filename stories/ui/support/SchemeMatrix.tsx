import {
  chromeThemeClass,
  contentThemeClass,
  vars,
  type Direction,
  type PlazaThemeName,
} from '@plaza/ui';
import type { ComponentType, ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { notInChromatic } from '../../../.storybook/modes.js';

// An RTL locale, so react-aria's arrow keys and formatting are mirrored too, not just the layout.
const localeOf: Record<Direction, string> = { ltr: 'en', rtl: 'ar' };
const directions: Direction[] = ['ltr', 'rtl'];

interface PanelProps {
  className: string;
  caption: string;
  children: ReactNode;
}

function Panel({ className, caption, children }: PanelProps) {
  return (
    <div
      className={className}
      style={{
        display: 'grid',
        gap: vars.space.md,
        padding: vars.space.lg,
        borderRadius: vars.radius.lg,
        background: vars.color.background,
        color: vars.color.text,
      }}
    >
      <p style={{ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted }}>
        {caption}
      </p>
      {children}
    </div>
  );
}

interface SchemeMatrixProps {
  theme: PlazaThemeName;
  children: ReactNode;
}

/**
 * Renders the children in one colour scheme, once left to right and once right to left, each
 * panel themed by its own class so all of them can be reviewed side by side whatever the toolbar
 * says. Semi-dark adds a chrome panel (header, sidebar) next to the content.
 */
export function SchemeMatrix({ theme, children }: SchemeMatrixProps) {
  return (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      {directions.map((direction) => (
        <I18nProvider key={direction} locale={localeOf[direction]}>
          <div dir={direction} style={{ display: 'grid', gap: vars.space.sm }}>
            {theme === 'semi-dark' && (
              <Panel className={chromeThemeClass(theme)} caption={`${theme} chrome · ${direction}`}>
                {children}
              </Panel>
            )}
            <Panel className={contentThemeClass(theme)} caption={`${theme} · ${direction}`}>
              {children}
            </Panel>
          </div>
        </I18nProvider>
      ))}
    </div>
  );
}

/**
 * A matrix story's `render`: `Content` in one scheme, both directions.
 */
function renderInScheme(theme: PlazaThemeName, Content: ComponentType) {
  return function SchemeMatrixStory() {
    return (
      <SchemeMatrix theme={theme}>
        <Content />
      </SchemeMatrix>
    );
  };
}

/**
 * Story `globals` for components that cover the screen or float over it (drawers, menus, toasts,
 * the shell): react-aria portals those to <body>, which only the toolbar's theme reaches, so their
 * matrix is one full-page story per scheme and direction. Right to left uses an RTL locale.
 */
export const schemeGlobals = {
  lightLtr: { theme: 'light', direction: 'ltr', locale: 'en' },
  lightRtl: { theme: 'light', direction: 'rtl', locale: 'ar' },
  darkLtr: { theme: 'dark', direction: 'ltr', locale: 'en' },
  darkRtl: { theme: 'dark', direction: 'rtl', locale: 'ar' },
  semiDarkLtr: { theme: 'semi-dark', direction: 'ltr', locale: 'en' },
  semiDarkRtl: { theme: 'semi-dark', direction: 'rtl', locale: 'ar' },
} satisfies Record<string, { theme: PlazaThemeName; direction: Direction; locale: string }>;

/**
 * What the helpers below give every screenshot story: no Chromatic snapshot of its own (the modes
 * cover its schemes). Its tags, `['!autodocs', 'visual']` (the test runner's screenshot, no place
 * on the docs page), are written in the story itself, beside the helper: Storybook's index, which
 * the sidebar's tag filter reads, sees only tags written literally in the file. A story without
 * them has no Chromatic modes either, so the test runner fails it.
 */
const screenshot = { parameters: notInChromatic };

/** A matrix screenshot story's annotations: `Content` in one scheme, both directions. */
export function inScheme(theme: PlazaThemeName, Content: ComponentType) {
  return { ...screenshot, render: renderInScheme(theme, Content) };
}

/**
 * `inScheme` for a matrix whose baselines were drawn in the `en` locale, whatever the toolbar says:
 * its English sample text, and the amounts, dates and counts the locale formats, stay as pictured.
 */
export function inEnglishScheme(theme: PlazaThemeName, Content: ComponentType) {
  return { ...inScheme(theme, Content), globals: { locale: 'en' } };
}

/**
 * A full-page screenshot story's annotations: the page in one scheme and direction (schemeGlobals),
 * showing `Content`, or the file's default render when there is none.
 */
export function onPage<Render>(scheme: keyof typeof schemeGlobals, Content?: Render) {
  const globals = schemeGlobals[scheme];
  return Content ? { ...screenshot, globals, render: Content } : { ...screenshot, globals };
}

/**
 * `story` (a screen's fixture, or another story with its play) as a full-page screenshot in one
 * scheme and direction. Its parameters (a screen's `screen` fixture) are kept beside the
 * screenshot's: `{ ...story, ...onPage(scheme) }` would replace them with onPage's, and the picture
 * would show the file's default screen instead.
 */
export function onPageAs<Story extends { parameters?: object }>(
  scheme: keyof typeof schemeGlobals,
  story: Story,
) {
  return {
    ...story,
    globals: schemeGlobals[scheme],
    parameters: { ...story.parameters, ...notInChromatic },
  };
}

/**
 * A full-page screenshot story's annotations for every scheme and direction at once: one story
 * showing `Content`, which the test runner opens again in each of `schemeGlobals` (given in the
 * page's address, as the toolbar would set them) and checks and screenshots there. Each scheme's
 * baselines keep the name a story of its own would have had (`…--test-dark-rtl--375.png`). Globals
 * pinned by the file's meta win over the address's, so such a file (NotificationBell's, in
 * English) keeps one `onPage` story a scheme.
 */
export function onPageInEveryScheme<Render>(Content: Render) {
  return { render: Content, parameters: { ...notInChromatic, schemes: schemeGlobals } };
}
