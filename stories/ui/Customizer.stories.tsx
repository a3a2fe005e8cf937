import {
  Button,
  contentThemeClass,
  Customizer,
  defaultShellSettings,
  themeOf,
  vars,
  type CustomizerProps,
  type ShellSettings,
} from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { closeWithEscape, pageOf } from '../play/overlay.js';
import { customizerLabels, customizerLabelsIn } from './support/sample.js';
import { inSampleLanguage } from './support/sample-language.js';
import { onPageInEveryScheme } from './support/SchemeMatrix.js';

/** The panel with the settings an app would keep, and a sample of content in the chosen theme. */
function WithPreview(props: CustomizerProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  const [settings, setSettings] = useState<ShellSettings>(props.settings);
  return (
    <div
      data-testid="preview"
      dir={settings.direction}
      className={contentThemeClass(themeOf(settings))}
      style={{
        minBlockSize: 480,
        padding: vars.space.xl,
        background: vars.color.background,
        color: vars.color.text,
      }}
    >
      <Button onPress={() => setOpen(true)}>{props.labels.title}</Button>
      <Customizer
        {...props}
        isOpen={isOpen}
        onOpenChange={setOpen}
        settings={settings}
        onSettingsChange={(next) => {
          props.onSettingsChange(next);
          setSettings(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/Foundations/Customizer',
  component: Customizer,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    onOpenChange: () => {},
    settings: defaultShellSettings,
    onSettingsChange: fn(),
    labels: customizerLabels,
  },
  argTypes: { labels: { control: false } },
  // The labels follow the Locale toolbar, as the app's messages do.
  render: (args, context) => (
    <WithPreview {...args} labels={inSampleLanguage(context, customizerLabelsIn)} />
  ),
  parameters: {
    docs: {
      description: {
        component:
          'The appearance panel (docs/product.md section 2): dark mode, semi-dark, collapsed sidebar as switches; direction, layout type, content width, navbar and footer types as segmented choices (react-aria RadioGroup: arrow keys move and choose). It hands back the whole `ShellSettings` on every change; `themeOf(settings)` gives the theme for `PlazaProvider`. Semi-dark is off-limits in dark mode, collapsing in the horizontal layout.',
      },
    },
  },
} satisfies Meta<typeof Customizer>;

export default meta;
type Story = StoryObj<typeof meta>;

const panelOf = (canvas: HTMLElement, labels: { title: string }) =>
  pageOf(canvas).findByRole('dialog', { name: labels.title });

export const SwitchesTheme: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const label = inSampleLanguage(context, customizerLabelsIn);
    const panel = within(await panelOf(canvasElement, label));
    const preview = within(canvasElement).getByTestId('preview');
    const lightBackground = getComputedStyle(preview).backgroundColor;

    // Tab from the dialog to the close button, then to the first switch.
    await userEvent.tab();
    await userEvent.tab();
    const dark = panel.getByRole('switch', { name: label.darkMode });
    await expect(dark).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(dark).toBeChecked();
    await expect(args.onSettingsChange).toHaveBeenLastCalledWith({
      ...defaultShellSettings,
      darkMode: true,
    });
    await waitFor(() =>
      expect(getComputedStyle(preview).backgroundColor).not.toBe(lightBackground),
    );
    await expect(panel.getByRole('switch', { name: label.semiDarkMode })).toBeDisabled();
  },
};

export const ChoosesLayout: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const label = inSampleLanguage(context, customizerLabelsIn);
    const panel = within(await panelOf(canvasElement, label));
    const vertical = panel.getByRole('radio', { name: label.layouts.vertical });
    vertical.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(panel.getByRole('radio', { name: label.layouts.horizontal })).toBeChecked();
    await expect(args.onSettingsChange).toHaveBeenLastCalledWith({
      ...defaultShellSettings,
      layout: 'horizontal',
    });
    // A horizontal layout has no sidebar to collapse.
    await expect(panel.getByRole('switch', { name: label.sidebarCollapsed })).toBeDisabled();

    panel.getByRole('radio', { name: label.directions.ltr }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(canvasElement).getByTestId('preview')).toHaveAttribute('dir', 'rtl');
  },
};

export const EscapeCloses: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    await panelOf(canvasElement, inSampleLanguage(context, customizerLabelsIn));
    await closeWithEscape(canvasElement, 'dialog');
  },
};

// The settings match the story's scheme, so the preview and the panel agree.
const Open: Story['render'] = (_args, { globals }) => (
  <WithPreview
    {...(meta.args as CustomizerProps)}
    settings={{
      ...defaultShellSettings,
      darkMode: globals.theme === 'dark',
      semiDarkMode: globals.theme === 'semi-dark',
      direction: globals.direction,
      navbar: 'floating',
    }}
  />
);

// The panel is portalled to <body>, so each scheme and direction is a page of its own.
export const TestEveryScheme: Story = {
  ...onPageInEveryScheme(Open),
  tags: ['!autodocs', 'visual'],
};
