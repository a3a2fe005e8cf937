/*
 * Explore's first page, asked for while the app's scripts are still on their way. A first visit
 * used to wait for them (200 kB), then for this answer, then for the first photo: on a slow phone
 * the answer's round trip came after both. This script is an entry of its own, of a few hundred
 * bytes, that runs as soon as it arrives (scripts/prefetch-entry.ts); the app's client takes its
 * answer only for the very same call (lib/prefetched.ts).
 */
import { CARD_PHOTO_SIZES, cardPhotoSrcSet, EXPLORE_FIRST_PAGE } from './call';

/** The interface language as i18n/language.ts reads it; a wrong guess only goes unused. */
function savedLanguage(): string {
  try {
    return localStorage.getItem('language') === 'en' ? 'en' : 'es';
  } catch {
    return 'es';
  }
}

/**
 * Asks for the first card's photo as the card will, so it is on hand when the card is drawn: the
 * page's largest paint then waits only for the app. The answer is read from a copy, taken before
 * the app can read the original.
 */
async function preloadFirstPhoto(answer: Promise<Response>): Promise<void> {
  const page = (await answer).clone().json() as Promise<{
    results?: { photos?: { thumbnail: string; image: string }[] }[];
  }>;
  const photo = (await page).results?.[0]?.photos?.[0];
  if (!photo) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.imageSrcset = cardPhotoSrcSet(photo);
  link.imageSizes = CARD_PHOTO_SIZES;
  link.fetchPriority = 'high';
  document.head.append(link);
}

if ((location.pathname === '/' || location.pathname === '/explore') && !location.search) {
  const language = savedLanguage();
  const response = fetch(EXPLORE_FIRST_PAGE, {
    headers: { Accept: 'application/json', 'Accept-Language': language },
  });
  window.plazaPrefetched = { url: EXPLORE_FIRST_PAGE, language, response };
  // A photo not preloaded is only fetched later, by its card.
  preloadFirstPhoto(response).catch(() => undefined);
}
