import { Pagination, type PaginationLabels, type PaginationProps } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pageOf } from '../play/overlay.js';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';

const labels: PaginationLabels = {
  navigation: 'Pages',
  previous: 'Previous',
  next: 'Next',
  page: (page) => `Page ${page}`,
};

/** The labels as the app's catalogues word them, and the page size's, in each sample language. */
const labelsIn = {
  es: {
    navigation: 'Páginas',
    previous: 'Anterior',
    next: 'Siguiente',
    page: (page) => `Página ${page}`,
    perPage: 'Por página',
  },
  en: { ...labels, perPage: 'Per page' },
} satisfies Record<string, PaginationLabels & { perPage: string }>;

/** What a play reads, in each sample language. */
const shown = {
  es: { perPage: /Por página/, pageName: /^Página/ },
  en: { perPage: /Per page/, pageName: /^Page/ },
};

/** The story's labels and expected text, as its toolbar locale reads them. */
const sampleOf = (context: { globals: { locale?: unknown } }) => ({
  label: inSampleLanguage(context, labelsIn),
  text: inSampleLanguage(context, shown),
});

/** Holds the page, as the app does with the list's `?page=`. */
function Paged(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        props.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Navigation/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 1, pageCount: 12, siblingCount: 1, labels, onPageChange: fn() },
  argTypes: { labels: { control: false } },
  // The labels follow the Locale toolbar, as the app's messages do.
  render: (args, context) => {
    const { perPage, ...pageLabels } = inSampleLanguage(context, labelsIn);
    return (
      <Paged
        {...args}
        labels={pageLabels}
        pageSize={args.pageSize && { ...args.pageSize, label: perPage }}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'Page numbers with Previous and Next for the paginated lists of docs/api.md. The first and last pages, the current one and its neighbours are always there; … stands for two or more pages left out, and the row keeps the same length as the user pages through. The current page is filled and marked `aria-current="page"`. Each button is named by `labels.page`, so "4" is heard as "Page 4". Previous and Next show their words from 768 px up and are arrows below; the arrows flip right to left. With `pageSize`, the design system’s Select offers the number of rows per page at the end of the line.',
      },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const { label, text } = sampleOf(context);
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: label.navigation });
    await expect(canvas.getByRole('button', { name: label.page(1) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // On the first page Previous is disabled, so Tab starts on page 1.
    await expect(canvas.getByRole('button', { name: label.previous })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: label.page(1) })).toHaveFocus();

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: label.page(2) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: label.page(1) })).not.toHaveAttribute(
      'aria-current',
    );
    const pages = within(nav).getAllByRole('button', { name: text.pageName });
    await expect(pages.map((button) => button.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '12',
    ]);
  },
};

export const PreviousAndNext: Story = {
  args: { page: 6 },
  play: async (context) => {
    const { args, canvasElement } = context;
    const { label, text } = sampleOf(context);
    const canvas = within(canvasElement);
    // Page 6 of 12: 1 … 5 6 7 … 12.
    const pages = canvas
      .getAllByRole('button', { name: text.pageName })
      .map((button) => button.textContent);
    await expect(pages).toEqual(['1', '5', '6', '7', '12']);

    await userEvent.click(canvas.getByRole('button', { name: label.next }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(7);
    await userEvent.click(canvas.getByRole('button', { name: label.previous }));
    await userEvent.click(canvas.getByRole('button', { name: label.previous }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('button', { name: label.page(5) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const LastPage: Story = {
  args: { page: 12 },
  play: async (context) => {
    const { label } = sampleOf(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('button', { name: label.next })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: label.page(12) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/**
 * Next on the page before last disables itself; focus moves to the new current page instead of
 * falling to the page body. Previous on page 2 does the same.
 */
export const FocusStaysAtTheEnds: Story = {
  args: { page: 11 },
  play: async (context) => {
    const { label } = sampleOf(context);
    const canvas = within(context.canvasElement);
    const next = canvas.getByRole('button', { name: label.next });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(next).toBeDisabled();
    await expect(canvas.getByRole('button', { name: label.page(12) })).toHaveFocus();

    // Back to page 2 by keyboard, then Previous onto the first page.
    canvas.getByRole('button', { name: label.page(1) }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const previous = canvas.getByRole('button', { name: label.previous });
    previous.focus();
    await userEvent.keyboard('{Enter}');
    await expect(previous).toBeDisabled();
    await expect(canvas.getByRole('button', { name: label.page(1) })).toHaveFocus();
  },
};

/** With one page there is nothing to show. */
export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/**
 * With `pageSize`, a Select of rows per page sits at the end; the app refetches, usually from
 * page 1.
 */
export const WithPageSize: Story = {
  args: {
    pageCount: 3,
    pageSize: { value: 20, options: [10, 20, 50, 100], onChange: fn(), label: 'Per page' },
  },
  play: async (context) => {
    const { args, canvasElement } = context;
    const page = pageOf(canvasElement);
    const select = within(canvasElement).getByRole('button', {
      name: sampleOf(context).text.perPage,
    });
    await expect(select).toHaveTextContent('20');
    // Pages 1 to 3 and Next come first (Previous is disabled on page 1).
    for (let stop = 0; stop < 5; stop++) await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByRole('option', { name: '20' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.pageSize!.onChange).toHaveBeenCalledWith(50);
  },
};

/** One page: no page buttons, the size can still change. */
export const PageSizeOnly: Story = {
  args: {
    pageCount: 1,
    pageSize: { value: 20, options: [10, 20, 50], onChange: fn(), label: 'Per page' },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: sampleOf(context).text.perPage }),
    ).toBeVisible();
  },
};

function Matrix() {
  return (
    <>
      <Pagination page={1} pageCount={5} labels={labels} onPageChange={() => {}} />
      <Pagination page={6} pageCount={12} labels={labels} onPageChange={() => {}} />
      <Pagination page={12} pageCount={12} labels={labels} onPageChange={() => {}} />
      <Pagination
        page={2}
        pageCount={3}
        labels={labels}
        onPageChange={() => {}}
        pageSize={{ value: 20, options: [10, 20, 50, 100], onChange: () => {}, label: 'Per page' }}
      />
    </>
  );
}

// Previous and Next change at the md breakpoint, so it keeps the default three review widths.
export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
