import { describe, expect, it } from 'vitest';
import { registerAccount } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';
import { useE2eServer } from './support/fixture.js';
import { hasFocus } from './support/page.js';

describe('the phone menu of a signed-in person', () => {
  const e2e = useE2eServer({ stepTimeout: 20_000 });

  it('at 390 px holds Apariencia, which the header has no room for, and its choices apply', async () => {
    const account = await registerAccount(e2e.server.url, 'phone_menu');
    const { page, problems } = await e2e.openPage(account);
    await page.setViewportSize({ width: 390, height: 844 });
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Apariencia' }).isVisible()).resolves.toBe(
      false,
    );

    await banner.getByRole('button', { name: 'Menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    const appearance = menu.getByRole('button', { name: 'Apariencia' });
    await appearance.click();
    const panel = page.getByRole('dialog', { name: 'Apariencia' });
    await panel.getByText('De derecha a izquierda').click();
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
    await expectAccessible(page);

    // Closing the panel goes back to the menu, on the button that opened it.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await expect(hasFocus(appearance)).resolves.toBe(true);
    await page.close();
    expect(problems).toEqual([]);
  });
});
