// Pictures for the stories that show or pick photos, drawn inline so nothing is fetched and every
// run paints the same pixels.

/** A flat, deterministic picture: a tinted square with a circle, as SVG markup. */
const svg = (hue: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><rect width="56" height="56" fill="hsl(${hue} 70% 85%)"/><circle cx="28" cy="28" r="14" fill="hsl(${hue} 55% 45%)"/></svg>`;

/** The picture as an image's `src`. */
export const picture = (hue: number) => `data:image/svg+xml,${encodeURIComponent(svg(hue))}`;

/** The picture as a file a user picks, named `name`. */
export const photoFile = (name: string, hue = 200) =>
  new File([svg(hue)], name, { type: 'image/svg+xml' });
