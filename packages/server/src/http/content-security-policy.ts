import { EARLY_PRESSES_SCRIPT_HASH } from './early-presses.js';

/** Where hCaptcha's widget loads its script, frame, styles and checks from (hCaptcha's CSP guide). */
const HCAPTCHA_ORIGINS = ['https://hcaptcha.com', 'https://*.hcaptcha.com'];

/**
 * The one style react-aria writes itself (usePress puts `touch-action` on every pressable, so a tap
 * and a scroll on a phone are told apart), allowed by its hash rather than by `unsafe-inline`.
 * A react-aria upgrade that changes the text shows up as a CSP error in the e2e journeys.
 */
const REACT_ARIA_PRESSABLE_STYLE = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

/**
 * react-aria's visually hidden style (words for screen readers only, such as a number field's live
 * region), which a first screen drawn on the server carries as a `style` attribute. CSP applies a
 * hash to attributes only with `unsafe-hashes`, which allows exactly the hashed styles, no other.
 */
const REACT_ARIA_VISUALLY_HIDDEN_STYLE = "'sha256-OPvH+zTsq+vvwlH2fikB1Fveiha+jXy32l3j4fYaEpA='";

/** An API answer is data: it loads nothing, runs nothing and is never framed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export interface AppPolicyOptions {
  /** Whether registration shows hCaptcha's real widget, whose origins must then be allowed. */
  hcaptcha: boolean;
}

/**
 * The app page's policy: scripts, styles and everything else only from this origin (Vite emits no
 * inline script and vanilla-extract no inline style; a drawn page's one script that holds early
 * presses and react-aria's two styles are allowed by hash: neither `unsafe-inline` nor `unsafe-eval`),
 * pictures also from `data:` and `blob:` (previews of a chosen file), never framed by anyone.
 */
export function appContentSecurityPolicy({ hcaptcha }: AppPolicyOptions): string {
  const captcha = hcaptcha ? HCAPTCHA_ORIGINS : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", EARLY_PRESSES_SCRIPT_HASH, ...captcha],
    'style-src': [
      "'self'",
      "'unsafe-hashes'",
      REACT_ARIA_PRESSABLE_STYLE,
      REACT_ARIA_VISUALLY_HIDDEN_STYLE,
      ...captcha,
    ],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...captcha],
    'frame-src': captcha.length > 0 ? captcha : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
