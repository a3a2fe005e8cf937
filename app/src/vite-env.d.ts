/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** hCaptcha's site key. Set, registration shows the hCaptcha widget; unset, a development stand-in. */
  readonly VITE_HCAPTCHA_SITEKEY?: string;
}

/** A half of a message catalogue, parsed at build time (scripts/precompiled-messages.ts). */
declare module '*.json?first-load' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
declare module '*.json?later' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
