import type { Page } from 'playwright-core';

/** hCaptcha's published test token, which the server takes when no secret is configured. */
const TEST_CAPTCHA = '10000000-aaaa-bbbb-cccc-000000000001';

export interface TestAccount {
  username: string;
  email: string;
  password: string;
}

/** A new account made through the API, as quick set-up for a journey about something else. */
export async function registerByApi(url: string, username: string): Promise<TestAccount> {
  const account = { username, email: `${username}@example.com`, password: `${username}-pw-9` };
  const answer = await fetch(`${url}/api/auth/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...account,
      first_name: 'Prueba',
      last_name: 'Plaza',
      accept_terms: true,
      hcaptcha_token: TEST_CAPTCHA,
    }),
  });
  if (answer.status !== 201) throw new Error(`register ${username}: ${answer.status}`);
  return account;
}

/** Signs in through the login screen and waits for Explore with the account menu. */
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

/** The latest mail to `to`, from the development mailbox (API.md, Mail in development). */
export async function latestMail(
  url: string,
  to: string,
): Promise<{ subject: string; text: string }> {
  const answer = await fetch(`${url}/api/dev/mail/?to=${encodeURIComponent(to)}`);
  const messages = (await answer.json()) as { subject: string; text: string }[];
  const [latest] = messages;
  if (!latest) throw new Error(`no mail to ${to}`);
  return latest;
}
