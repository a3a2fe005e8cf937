import type { EnvReader } from './env-reader.js';

/** What production can't run without: a real signing key, a real captcha, real mail. */
export interface SecretsConfig {
  /** Signs access tokens and keys the one-time-code hashes; outside production one is made and kept. */
  jwtSecret: string | undefined;
  /** hCaptcha's secret; without it only hCaptcha's published test token passes. */
  hcaptchaSecret: string | undefined;
  /** Where mail goes; without it mail is logged (and kept for `dev/mail/` outside production). */
  smtpUrl: string | undefined;
}

const MIN_JWT_SECRET = 32;

/** Production refuses to start without real secrets: a made-up key, the captcha's test token or codes in the log. */
export function readSecretsConfig(env: EnvReader, production: boolean): SecretsConfig {
  const jwtSecret = env.text('JWT_SECRET');
  if (jwtSecret && jwtSecret.length < MIN_JWT_SECRET) {
    env.problem(`JWT_SECRET must have at least ${MIN_JWT_SECRET} characters`);
  }
  const smtpUrl = env.text('SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\/.+/.test(smtpUrl)) {
    env.problem('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  const hcaptchaSecret = env.text('HCAPTCHA_SECRET');
  if (production) {
    if (!jwtSecret) env.problem('JWT_SECRET is required in production');
    if (!hcaptchaSecret) env.problem('HCAPTCHA_SECRET is required in production');
    if (!smtpUrl) env.problem('SMTP_URL is required in production');
  }
  return { jwtSecret, hcaptchaSecret, smtpUrl };
}
