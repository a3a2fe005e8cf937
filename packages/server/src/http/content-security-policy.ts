/** Where hCaptcha's widget loads its script, frame, styles and checks from (hCaptcha's CSP guide). */
const HCAPTCHA_ORIGINS = ['https://hcaptcha.com', 'https://*.hcaptcha.com'];

/** An API answer is data: it loads nothing, runs nothing and is never framed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export interface AppPolicyOptions {
  /** Whether registration shows hCaptcha's real widget, whose origins must then be allowed. */
  hcaptcha: boolean;
}

/**
 * The app page's policy: scripts, styles and everything else only from this origin (Vite emits no
 * inline script and vanilla-extract no inline style, so neither `unsafe-inline` nor `unsafe-eval`),
 * pictures also from `data:` and `blob:` (previews of a chosen file), never framed by anyone.
 */
export function appContentSecurityPolicy({ hcaptcha }: AppPolicyOptions): string {
  const captcha = hcaptcha ? HCAPTCHA_ORIGINS : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...captcha],
    'style-src': ["'self'", ...captcha],
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
