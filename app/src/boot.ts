/**
 * The page's entry. The server drew the first screen in the HTML, styled by the stylesheets in its
 * head: the browser paints it first, and only then fetches and runs the app (`main.tsx`), which
 * takes the screen over. On a slow phone the HTML, styles and photos get the network before 200 kB
 * of scripts do, and their parsing and running wait until something is on show (bench/README.md,
 * "Web vitals"). A frame's callback runs just before that frame paints; the timeout after it, once
 * it has.
 */
requestAnimationFrame(() => {
  setTimeout(() => void import('./main'));
});
