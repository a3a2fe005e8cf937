import type { PageRenderer } from '@plaza/api';

/**
 * A rendering entry whose pages need no API: a drawn page says `drawn`, and the bare page names
 * the language it was asked in, so a test sees which one answered, and in what language.
 */
export const renderPage: PageRenderer['renderPage'] = () =>
  Promise.resolve({
    status: 200,
    head: '<title>drawn</title>',
    themeClass: 'light',
    screen: 'drawn',
    state: '',
  });

export const renderBarePage: PageRenderer['renderBarePage'] = ({ language }) => ({
  status: 200,
  head: `<title>bare ${language}</title>`,
  themeClass: 'light',
  screen: '',
  state: '',
});
