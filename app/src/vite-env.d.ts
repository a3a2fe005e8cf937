/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** hCaptcha's site key. Set, registration shows the hCaptcha widget; unset, a development stand-in. */
  readonly VITE_HCAPTCHA_SITEKEY?: string;
}
