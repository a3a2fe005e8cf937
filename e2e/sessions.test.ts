import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  fetchAsPageUser,
  logIn,
  logOutFromMenu,
  refreshStatus,
  registerAccount,
  signUp,
  tokenPairOf,
} from './support/accounts.js';
import { useE2eServer } from './support/fixture.js';
import { localStorageOf, reloadMidRefresh } from './support/page.js';

/** The username the page's stored session belongs to, as the API sees it. */
const signedInAs = async (page: Page) =>
  (await fetchAsPageUser<{ username: string }>(page, '/api/auth/user/')).username;

/** The header of a signed-out page, once its start-up has said so. */
const showsSignedOut = (page: Page) => page.getByRole('link', { name: 'Iniciar sesión' }).waitFor();

describe('a session', () => {
  const e2e = useE2eServer({ pagePerTest: true });

  it('ends on the server when the user signs out: the refresh token kept before no longer refreshes', async () => {
    const { page, server } = e2e;
    await signUp(page, server.url, 'salida_e2e');
    const { refresh } = await localStorageOf(page);
    expect(refresh).toBeDefined();

    await logOutFromMenu(page);
    await showsSignedOut(page);
    await expect(localStorageOf(page)).resolves.toEqual({});
    // A copy of the token taken before "Cerrar sesión" (docs/api.md: auth/logout/ revokes its sign-in).
    await expect(refreshStatus(server.url, refresh ?? '')).resolves.toBe(401);
  });

  it('signed out everywhere from the profile ends the session of another browser too', async () => {
    const { page, server } = e2e;
    const marta = await registerAccount(server.url, 'marta_e2e');
    await logIn(page, server.url, marta);
    const other = await e2e.openPage(marta);

    await page.goto(`${server.url}/profile`);
    await page.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
    const dialog = page.getByRole('alertdialog', {
      name: '¿Cerrar sesión en todos los dispositivos?',
    });
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: 'Cerrar sesión en todos' }).click(),
    ]);
    await showsSignedOut(page);

    // The other browser's next refresh is refused: after a reload it shows itself signed out.
    await other.page.reload();
    await showsSignedOut(other.page);
    await expect(localStorageOf(other.page)).resolves.toEqual({});
    await other.page.close();
    // The refused refresh is the point here: its 401, Chromium's line about it, and the app's report.
    const expected = (line: string) =>
      line === `401 ${server.url}/api/auth/token/refresh/` ||
      /^Failed to load resource: .* 401\b/.test(line) ||
      line.startsWith('ApiError: Token is invalid or expired');
    expect(other.problems.filter((line) => !expected(line))).toEqual([]);
    expect(other.problems.filter(expected)).not.toEqual([]);
  });

  it('asks before a ?refresh= link swaps the signed-in user for another, and drops the token from the address', async () => {
    const { page, server } = e2e;
    const ana = await signUp(page, server.url, 'ana_link_e2e');
    const bruno = await registerAccount(server.url, 'bruno_link_e2e');
    const tokenSeen: string[] = [];
    const watchFor = (token: string) =>
      page.on('request', (request) => {
        const referer = request.headers().referer ?? '';
        const isApiCall = new URL(request.url()).pathname.startsWith('/api/');
        if (isApiCall && (request.url().includes(token) || referer.includes(token))) {
          tokenSeen.push(request.url());
        }
      });
    const openLink = async (token: string) => {
      watchFor(token);
      const answer = await page.goto(`${server.url}/?refresh=${encodeURIComponent(token)}`);
      // Answered where it was asked for, never redirected on with the token in the address.
      expect(answer?.request().redirectedFrom()).toBeNull();
      expect(answer?.status()).toBe(200);
      const dialog = page.getByRole('alertdialog', { name: '¿Cambiar de cuenta?' });
      await dialog
        .getByText(`Ya iniciaste sesión como ${ana.username}. ¿Continuar como ${bruno.username}?`)
        .waitFor();
      expect(page.url()).not.toContain(token);
      return dialog;
    };

    const declined = (await tokenPairOf(server.url, bruno)).refresh;
    const asked = await openLink(declined);
    // Staying ends the session the link's token was spent for: nothing of it is left open.
    await Promise.all([
      page.waitForResponse(`${server.url}/api/auth/logout/`),
      asked.getByRole('button', { name: `Seguir como ${ana.username}` }).click(),
    ]);
    await asked.waitFor({ state: 'detached' });
    await expect(refreshStatus(server.url, declined)).resolves.toBe(401);
    await page.reload();
    await expect(signedInAs(page)).resolves.toBe(ana.username);

    const accepted = (await tokenPairOf(server.url, bruno)).refresh;
    const askedAgain = await openLink(accepted);
    await Promise.all([
      page.waitForEvent('load'),
      askedAgain.getByRole('button', { name: `Continuar como ${bruno.username}` }).click(),
    ]);
    await page.getByRole('button', { name: 'Cuenta' }).waitFor();
    await expect(signedInAs(page)).resolves.toBe(bruno.username);
    expect(page.url()).toBe(`${server.url}/explore`);
    expect(tokenSeen).toEqual([]);
  });

  it('stays signed in through a reload while the page is refreshing its tokens', async () => {
    const { page, server } = e2e;
    await signUp(page, server.url, 'recarga_e2e');
    // Every signed-in page load refreshes. The server spends the token at once, but its answer
    // reaches the page a second later, and the page reloads meanwhile: the answer is lost, and the
    // next page presents the spent token again, which docs/api.md's 10-second window answers.
    let answered: () => void = () => {};
    const serverAnswered = new Promise<void>((resolve) => (answered = resolve));
    await page.route('**/api/auth/token/refresh/', async (route) => {
      const response = await route.fetch();
      answered();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      // The page that asked may be gone by now, as this journey means it to be.
      await route.fulfill({ response }).catch(() => {});
    });
    await page.reload();
    await serverAnswered;
    // The browser's own reload, not the harness's (e2e/support/page.ts), which waits for the
    // refresh under way: a person's F5 does not.
    await reloadMidRefresh(page);
    await page.unrouteAll({ behavior: 'wait' });
    await page.getByRole('button', { name: 'Cuenta' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Cuenta' }).waitFor();
    await expect(signedInAs(page)).resolves.toBe('recarga_e2e');
  });
});
