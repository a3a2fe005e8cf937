import { Flag, LanguageMenu, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectFocusOn } from '../play/focus.js';
import { closeWithEscape, expectClosed, openByKeyboard, pageOf } from '../play/overlay.js';
import { languageLabelIn, languages } from './support/sample.js';
import { inSampleLanguage } from './support/sample-language.js';
import { inScheme } from './support/SchemeMatrix.js';

/** The switcher's name, for the language `value` is, in the toolbar's language. */
const labelOf = (value: string, context: { globals: { locale?: unknown } }) =>
  inSampleLanguage(context, languageLabelIn)(languages.find(({ id }) => id === value)!.label);

const meta = {
  title: 'Components/Navigation/LanguageMenu',
  component: LanguageMenu,
  tags: ['autodocs'],
  args: { languages, value: 'es', label: 'Idioma: Español', onChange: fn() },
  argTypes: { languages: { control: false } },
  // The switcher's name follows the Locale toolbar, as the app's messages do; the languages are
  // named in their own.
  render: (args, context) => <LanguageMenu {...args} label={labelOf(args.value, context)} />,
  parameters: {
    docs: {
      description: {
        component:
          'The header’s language switcher on react-aria’s Menu. The trigger shows the current language’s flag (drawn inline by `Flag`) and code; each item is the language’s own name, marked with its `lang` so screen readers pronounce it right.',
      },
    },
  },
} satisfies Meta<typeof LanguageMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseWithTheKeyboard: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const name = labelOf(args.value, context);
    const trigger = within(canvasElement).getByRole('button', { name });
    const menu = await openByKeyboard(canvasElement, 'menu', { trigger });
    const spanish = within(menu).getByRole('menuitemradio', { name: 'Español' });
    await expect(spanish).toHaveAttribute('aria-checked', 'true');
    await expect(spanish).toHaveAttribute('lang', 'es');

    await expectFocusOn(spanish);
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('en');
    await expectClosed(canvasElement, 'menu', { returnsFocusTo: trigger });
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await pageOf(canvasElement).findByRole('menu');
    await closeWithEscape(canvasElement, 'menu');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

function Matrix() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md }}>
      <LanguageMenu languages={languages} value="es" onChange={() => {}} label="Idioma: Español" />
      <LanguageMenu
        languages={languages}
        value="en"
        onChange={() => {}}
        label="Language: English"
      />
      <Flag country="es" label="Spain" />
      <Flag country="gb" label="United Kingdom" />
    </div>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
