/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** hCaptcha's site key. Set, registration shows the hCaptcha widget; unset, a development stand-in. */
  readonly VITE_HCAPTCHA_SITEKEY?: string;
}

/** A half of a message catalogue, parsed at build time (scripts/precompiled-messages.ts). */
declare module '*.json?first-load' {
  const messages: Record<string, import('react-intl').MessageFormatElement[]>;
  export default messages;
}
declare module '*.json?later' {
  const messages: Record<string, import('react-intl').MessageFormatElement[]>;
  export default messages;
}
