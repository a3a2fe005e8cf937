import type { Page } from 'playwright-core';

/** hCaptcha's test token, which the server takes when no secret is configured. */
const CAPTCHA_TEST_TOKEN = '10000000-aaaa-bbbb-cccc-000000000001';

export interface Account {
  username: string;
  email: string;
  password: string;
}

/** Registers an account through the API (the journey is about what comes after), optionally referred. */
export async function registerAccount(
  url: string,
  username: string,
  referralCode?: string,
): Promise<Account> {
  const account = { username, email: `${username}@example.com`, password: `${username}-pw-77` };
  const response = await fetch(`${url}/api/auth/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...account,
      first_name: 'E2e',
      last_name: 'Journey',
      accept_terms: true,
      hcaptcha_token: CAPTCHA_TEST_TOKEN,
      ...(referralCode && { referral_code: referralCode }),
    }),
  });
  if (response.status !== 201) throw new Error(`Registration failed: ${response.status}`);
  return account;
}

/** Signs in through the login screen (Spanish, the default language) and waits for Explore. */
export async function logIn(page: Page, url: string, username: string, password: string) {
  await page.goto(`${url}/login`);
  await page.getByLabel('Usuario o correo electrónico').fill(username);
  await page.getByLabel(/^Contraseña\s*\*?$/).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${url}/explore`);
  await page.getByRole('button', { name: 'Cuenta' }).waitFor();
}

/** Signs out the quick way: the session lives in local storage only. */
export async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
}

/** The newest mail to `address` in the development mailbox (API.md, Mail in development). */
export async function latestMail(
  url: string,
  address: string,
): Promise<{ subject: string; text: string }> {
  const response = await fetch(`${url}/api/dev/mail/?to=${encodeURIComponent(address)}`);
  const [latest] = (await response.json()) as { subject: string; text: string }[];
  if (!latest) throw new Error(`No mail to ${address}`);
  return latest;
}
