import { useLayoutEffect } from 'react';

interface DocumentRootAttributes {
  className: string;
  /**
   * Classes `className` takes the place of (the other themes'): a page drawn on the server comes
   * with the one it was drawn in already on <html>.
   */
  replaces: readonly string[];
  lang: string;
  dir: string;
  /** False leaves the document alone (PlazaProvider's `scope="element"`). */
  isEnabled: boolean;
}

/**
 * Puts the theme class, `lang` and `dir` on <html> rather than on a wrapper, because react-aria
 * portals overlays to <body> and they must be themed and oriented too. Whatever was there before is
 * restored on unmount, so a provider can be mounted and unmounted (tests, Storybook) cleanly.
 */
export function useDocumentRoot({
  className,
  replaces,
  lang,
  dir,
  isEnabled,
}: DocumentRootAttributes): void {
  useLayoutEffect(() => {
    if (!isEnabled) return;
    const root = document.documentElement;
    const previousLang = root.getAttribute('lang');
    const previousDir = root.getAttribute('dir');
    const addsClass = !root.classList.contains(className);
    const replaced = replaces.filter((name) => name !== className && root.classList.contains(name));

    root.classList.remove(...replaced);
    root.classList.add(className);
    root.setAttribute('lang', lang);
    root.setAttribute('dir', dir);

    return () => {
      if (addsClass) root.classList.remove(className);
      root.classList.add(...replaced);
      restoreAttribute(root, 'lang', previousLang);
      restoreAttribute(root, 'dir', previousDir);
    };
  }, [className, replaces, lang, dir, isEnabled]);
}

function restoreAttribute(element: Element, name: string, value: string | null) {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}
