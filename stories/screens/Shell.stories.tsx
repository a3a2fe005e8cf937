import { defaultShellSettings, themeOf, type ShellSettings } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useGlobals } from 'storybook/preview-api';
import { expect, userEvent, within } from 'storybook/test';
import { closeWithEscape, pageOf } from '../play/overlay.js';
import { screenParameters } from '../play/screens/screen-meta.js';
import { SampleShell } from '../ui/support/SampleShell.js';
import { onPage } from '../ui/support/SchemeMatrix.js';

interface ShellProps {
  theme: string;
  direction: ShellSettings['direction'];
  /** Writes the toolbar's globals: the story's PlazaProvider reads them. */
  onThemeChange: (globals: { theme: string; direction: string }) => void;
}

/**
 * The shell as the app composes it. Theme and direction live in Storybook's toolbar (as they live
 * in PlazaProvider in the app), so the Customizer and the header's toggle write them there.
 */
function Shell({ theme, direction, onThemeChange }: ShellProps) {
  const [settings, setSettings] = useState<ShellSettings>({
    ...defaultShellSettings,
    darkMode: theme === 'dark',
    semiDarkMode: theme === 'semi-dark',
    direction,
  });
  return (
    <SampleShell
      settings={settings}
      onSettingsChange={(next) => {
        setSettings(next);
        onThemeChange({ theme: themeOf(next), direction: next.direction });
      }}
    />
  );
}

// Storybook's hooks work in story functions only, so this one hands the globals down.
function ShellStory() {
  const [globals, updateGlobals] = useGlobals();
  return (
    <Shell theme={globals.theme} direction={globals.direction} onThemeChange={updateGlobals} />
  );
}

const meta = {
  title: 'Screens/Shell',
  tags: ['!autodocs'],
  render: ShellStory,
  parameters: screenParameters(
    'The whole application shell with sample navigation (including the Administrator section), cart and user: header, sidebar, content, footer, cart drawer, appearance customizer and toasts. Switch theme, direction and locale from the toolbar, or from the Appearance button.',
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = pageOf(canvasElement);

    // The cart badge counts distinct products; its drawer opens from the header.
    const cart = canvas.getByRole('button', { name: 'Cart, 3 products' });
    await userEvent.click(cart);
    const drawer = await body.findByRole('dialog', { name: 'Cart' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Remove Ceramic mug' }));
    await closeWithEscape(canvasElement, 'dialog');
    await expect(canvas.getByRole('button', { name: 'Cart, 2 products' })).toBeInTheDocument();

    // Adding a product raises a toast.
    await userEvent.click(canvas.getAllByRole('button', { name: 'Add to cart' })[0]!);
    await expect(
      await body.findByRole('alertdialog', { name: 'Desk lamp added to the cart' }),
    ).toBeVisible();
  },
};

export const TestLightLtr: Story = onPage('lightLtr');
export const TestLightRtl: Story = onPage('lightRtl');
export const TestDarkLtr: Story = onPage('darkLtr');
export const TestDarkRtl: Story = onPage('darkRtl');
export const TestSemiDarkLtr: Story = onPage('semiDarkLtr');
export const TestSemiDarkRtl: Story = onPage('semiDarkRtl');
