import { Button, PlazaProvider, TextField, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Components/Foundations/PlazaProvider',
  component: PlazaProvider,
  tags: ['autodocs'],
  args: { locale: 'es', children: null },
  argTypes: { children: { control: false }, navigate: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          'Themes the app and gives every component its locale, direction and router. By default it puts the theme, `lang` and `dir` on `<html>`, so overlays portalled to `<body>` follow them; with `scope="element"` it themes a box around its children alone, as this page does for each example (the toolbar’s theme and direction reach the examples, not the page around them).',
      },
    },
  },
} satisfies Meta<typeof PlazaProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

function Example() {
  return (
    <div style={{ display: 'grid', gap: vars.space.md, padding: vars.space.lg }}>
      <TextField label="Nombre completo" description="Como figura en tu documento." />
      <Button>Añadir al carrito</Button>
    </div>
  );
}

/** Two themed examples side by side on one page, neither touching the page itself. */
export const ScopedToAnElement: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.lg, gridTemplateColumns: '1fr 1fr' }}>
      <PlazaProvider scope="element" theme="dark" direction="rtl" locale="ar">
        <Example />
      </PlazaProvider>
      <PlazaProvider scope="element" theme="light" direction="ltr" locale="es">
        <Example />
      </PlazaProvider>
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const boxes = within(canvasElement)
      .getAllByRole('textbox')
      .map((field) => field.closest('[dir]'));
    const [darkBox, lightBox] = boxes as [HTMLElement, HTMLElement];
    await expect(darkBox).toHaveAttribute('dir', 'rtl');
    await expect(darkBox).toHaveAttribute('lang', 'ar');
    await expect(lightBox).toHaveAttribute('dir', 'ltr');
    // Each box paints its own scheme's background: the dark one is dark, whatever the page is.
    const background = (box: Element) => getComputedStyle(box).backgroundColor;
    await expect(background(darkBox)).not.toBe(background(lightBox));
    // The page keeps the toolbar's direction and language.
    await expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    await expect(document.documentElement).toHaveAttribute('lang', String(globals.locale));
  },
};
