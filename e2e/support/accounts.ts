import type { Page } from 'playwright-core';
import { field } from './page.js';

/** hCaptcha's test token, which the server takes when no secret is configured. */
const CAPTCHA_TEST_TOKEN = '10000000-aaaa-bbbb-cccc-000000000001';

/** Who signs in: the login field takes a username or an e-mail address. */
export interface Credentials {
  username: string;
  password: string;
}

export interface Account extends Credentials {
  email: string;
}

const ADMIN_EMAIL = 'admin@plaza.test';

/** The administrator of a server started `withAdmin` (it signs in with its e-mail address). */
export const ADMIN: Account = {
  username: ADMIN_EMAIL,
  email: ADMIN_EMAIL,
  password: 'admin-e2e-pw-7',
};

/** Demo sellers of a server started `withDemoShop` (README.md, Demo accounts). */
export const DEMO_SELLERS = {
  tiendaAurora: { username: 'tienda_aurora', password: 'Aurora-Vitrina-26' },
  tallerColibri: { username: 'taller_colibri', password: 'Colibri-Pincel-26' },
} satisfies Record<string, Credentials>;

/** The account `username` as `registerAccount` and `signUp` make it. */
const accountOf = (username: string): Account => ({
  username,
  email: `${username}@example.com`,
  password: `${username}-pw-77`,
});

/** Registers an account through the API (the journey is about what comes after), optionally referred. */
export async function registerAccount(
  url: string,
  username: string,
  referralCode?: string,
): Promise<Account> {
  const account = accountOf(username);
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

/** Registers an account through the Register screen (Spanish), with the development captcha. */
export async function signUp(page: Page, url: string, username: string): Promise<Account> {
  const account = accountOf(username);
  await page.goto(`${url}/register`);
  await page.getByLabel('Nombre de usuario').fill(account.username);
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel(field('Nombre')).fill('Ana');
  await page.getByLabel('Apellido').fill('Prueba');
  await page.getByLabel(field('Contraseña')).fill(account.password);
  await page.getByLabel('Confirma la contraseña').fill(account.password);
  await page.getByText('Acepto la política de privacidad').click();
  await page.getByText('No soy un robot').click();
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await page.waitForURL(`${url}/explore`);
  await page.getByRole('button', { name: 'Cuenta' }).waitFor();
  return account;
}

/** Fills the login screen's two fields (Spanish), without sending them. */
export async function fillLogIn(page: Page, { username, password }: Credentials): Promise<void> {
  await page.getByLabel('Usuario o correo electrónico').fill(username);
  await page.getByLabel(field('Contraseña')).fill(password);
}

/** Signs in through the login screen (Spanish, the default language) and waits for Explore. */
export async function logIn(page: Page, url: string, credentials: Credentials): Promise<void> {
  await page.goto(`${url}/login`);
  await fillLogIn(page, credentials);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${url}/explore`);
  await page.getByRole('button', { name: 'Cuenta' }).waitFor();
}

const ACCOUNT_MENU = {
  es: { menu: 'Cuenta', logOut: 'Cerrar sesión' },
  en: { menu: 'Account', logOut: 'Log out' },
};

/** Logs out from the header's account menu, as users do, and waits for the reload that follows. */
export async function logOutFromMenu(page: Page, language: 'es' | 'en' = 'es'): Promise<void> {
  await page.getByRole('button', { name: ACCOUNT_MENU[language].menu }).click();
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('menuitem', { name: ACCOUNT_MENU[language].logOut }).click(),
  ]);
}

/** Signs `who` in through the API: a session of their own, as the login screen would start. */
export async function tokenPairOf(
  url: string,
  who: Credentials,
): Promise<{ access: string; refresh: string }> {
  const response = await fetch(`${url}/api/auth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status}`);
  return (await response.json()) as { access: string; refresh: string };
}

/** The status of POST `auth/token/refresh/` with `refresh`: whether that session still lives. */
export async function refreshStatus(url: string, refresh: string): Promise<number> {
  const response = await fetch(`${url}/api/auth/token/refresh/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh }),
  });
  return response.status;
}

/** Signs out the quick way: the session lives in local storage only. */
export async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
}

/** The API's answer at `path` for the user signed in on `page`, with the access token it keeps. */
export function fetchAsPageUser<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (path) => {
    const answer = await fetch(path, {
      headers: { authorization: `Bearer ${localStorage.getItem('access')}` },
    });
    return (await answer.json()) as T;
  }, path);
}

/** The newest mail to `address` in the development mailbox (docs/api.md, Mail in development). */
export async function latestMail(
  url: string,
  address: string,
): Promise<{ subject: string; text: string }> {
  const response = await fetch(`${url}/api/dev/mail/?to=${encodeURIComponent(address)}`);
  const [latest] = (await response.json()) as { subject: string; text: string }[];
  if (!latest) throw new Error(`No mail to ${address}`);
  return latest;
}

/** The six-digit code in the newest mail to `address`, if it has one. */
export async function mailedCode(url: string, address: string): Promise<string | undefined> {
  return /\b\d{6}\b/.exec((await latestMail(url, address)).text)?.[0];
}
