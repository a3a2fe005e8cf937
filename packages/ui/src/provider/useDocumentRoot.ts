import { useLayoutEffect } from 'react';

interface DocumentRootAttributes {
  className: string;
  lang: string;
  dir: string;
}

/**
 * Puts the theme class, `lang` and `dir` on <html> rather than on a wrapper, because react-aria
 * portals overlays to <body> and they must be themed and oriented too. Whatever was there before is
 * restored on unmount, so a provider can be mounted and unmounted (tests, Storybook) cleanly.
 */
export function useDocumentRoot({ className, lang, dir }: DocumentRootAttributes): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const previousLang = root.getAttribute('lang');
    const previousDir = root.getAttribute('dir');
    const addsClass = !root.classList.contains(className);

    root.classList.add(className);
    root.setAttribute('lang', lang);
    root.setAttribute('dir', dir);

    return () => {
      if (addsClass) root.classList.remove(className);
      restoreAttribute(root, 'lang', previousLang);
      restoreAttribute(root, 'dir', previousDir);
    };
  }, [className, lang, dir]);
}

function restoreAttribute(element: Element, name: string, value: string | null) {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}
