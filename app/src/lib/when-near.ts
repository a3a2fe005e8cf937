/**
 * What settles it besides sight: the address changing (wouter announces its own `pushState` and
 * `replaceState` as the browser does), and a person's first key, press or focus anywhere, which
 * may be on the way to the part (Tab does not scroll until it gets there).
 */
const SIGNS = [
  'popstate',
  'pushState',
  'replaceState',
  'hashchange',
  'keydown',
  'pointerdown',
  'focusin',
] as const;

/**
 * Settles once one of the elements with `ids` that the server drew comes into sight or a pointer
 * comes over it (the earliest sign a person means to use it, before any press), the page goes
 * elsewhere or the person does anything (SIGNS); at once when there is none (the browser draws the
 * page itself). For parts of a server-drawn page whose code can wait until they
 * are about to be seen: their HTML stays on show meanwhile, and a first visit that never gets
 * there does not fetch it (issue 36).
 */
export function whenNear(ids: readonly string[]): Promise<void> {
  // The server draws everything at once.
  if (typeof document === 'undefined') return Promise.resolve();
  const elements = ids.flatMap((id) => document.getElementById(id) ?? []);
  if (elements.length === 0 || typeof IntersectionObserver === 'undefined') {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) settle();
    });
    const settle = () => {
      observer.disconnect();
      for (const type of SIGNS) window.removeEventListener(type, settle);
      for (const element of elements) element.removeEventListener('pointerover', settle);
      resolve();
    };
    for (const element of elements) {
      observer.observe(element);
      element.addEventListener('pointerover', settle);
    }
    for (const type of SIGNS) window.addEventListener(type, settle);
  });
}
