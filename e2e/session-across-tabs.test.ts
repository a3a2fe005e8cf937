import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillLogIn, logIn, logOutFromMenu, registerAccount } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';
import { useE2eServer } from './support/fixture.js';
import { openWatchedPage, tabTo } from './support/page.js';

/** What Explore says to a visitor just sent there from a private page, in its live region. */
const privatePageNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Esa página es solo para quienes iniciaron sesión.' });

/** The header of a signed-out page. */
const showsSignedOut = async (page: Page) => {
  await page.getByRole('link', { name: 'Iniciar sesión', exact: true }).waitFor();
  expect(await page.getByRole('button', { name: 'Cuenta' }).count()).toBe(0);
};

describe('the session across pages and tabs', () => {
  const e2e = useE2eServer({ pagePerTest: true });

  it('tells a visitor sent from a private page why, and signs them in back to that page', async () => {
    const { page, server } = e2e;
    const ana = await registerAccount(server.url, 'ana_priv_e2e');

    await page.goto(`${server.url}/purchases?status=paid`);
    // docs/product.md's redirect stays: the visitor is on Explore, told why.
    await page.waitForURL(`${server.url}/explore`);
    const notice = privatePageNotice(page);
    await notice.waitFor();
    await expectAccessible(page);

    const logInAndBack = notice.getByRole('link', { name: 'Entrar y volver' });
    await tabTo(page, logInAndBack);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/login?next=%2Fpurchases%3Fstatus%3Dpaid`);
    await fillLogIn(page, ana);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${server.url}/purchases?status=paid`);
    await page.getByRole('heading', { name: 'Mis compras', level: 1 }).waitFor();
    // Moving on from Explore dropped the notice: it does not come back on the next visit.
    await page.getByRole('link', { name: 'Explorar' }).first().click();
    await page.getByRole('heading', { name: 'Explorar', level: 1 }).waitFor();
    expect(await privatePageNotice(page).count()).toBe(0);
  });

  /** Two tabs of one browser: two pages of one context, which share its local storage. */
  const twoTabs = async () => {
    const context = await e2e.browser.newContext();
    const tabs = [await openWatchedPage(context), await openWatchedPage(context)] as const;
    const close = async () => {
      await context.close();
      for (const tab of tabs) expect(tab.problems).toEqual([]);
    };
    return { first: tabs[0].page, second: tabs[1].page, close };
  };

  it("signs the other tabs out at once when one signs out, and one's refresh keeps the others signed in", async () => {
    const { server } = e2e;
    const bea = await registerAccount(server.url, 'bea_tabs_e2e');
    const { first, second, close } = await twoTabs();
    await logIn(first, server.url, bea);
    // Its start-up refresh replaces the tokens the first tab was using.
    await second.goto(`${server.url}/purchases`);
    await second.getByRole('heading', { name: 'Mis compras', level: 1 }).waitFor();
    await first.getByRole('link', { name: 'Mis ventas' }).first().click();
    await first.getByRole('heading', { name: 'Mis ventas', level: 1 }).waitFor();

    await logOutFromMenu(first);
    await showsSignedOut(first);
    // Without a click, the other tab shows itself signed out, sent from its private page with the reason.
    await privatePageNotice(second).waitFor();
    expect(second.url()).toBe(`${server.url}/explore`);
    await showsSignedOut(second);
    await close();
  });

  it('signs the other tabs in when one signs in', async () => {
    const { server } = e2e;
    const cai = await registerAccount(server.url, 'cai_tabs_e2e');
    const { first, second, close } = await twoTabs();
    await second.goto(`${server.url}/explore`);
    await showsSignedOut(second);

    await logIn(first, server.url, cai);
    await second.getByRole('button', { name: 'Cuenta' }).waitFor();
    await close();
  });
});
