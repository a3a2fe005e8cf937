import {
  Button,
  LinkButton,
  NotificationBell,
  NotificationList,
  type NotificationBellProps,
  type NotificationGroup,
  usePlazaTheme,
  vars,
} from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pressEmptyStateAction } from '../play/empty-state.js';
import { tabTo } from '../play/fields.js';
import { expectFocusOn } from '../play/focus.js';
import { closeWithEscape, expectClosed, openByKeyboard } from '../play/overlay.js';
import { onPage } from './support/SchemeMatrix.js';
import { inSampleLanguage, sampleLanguage } from './support/sample-language.js';

const groups: NotificationGroup[] = [
  {
    label: 'Today',
    items: [
      {
        id: 'n1',
        text: 'You sold Desk lamp to Marta Ruiz',
        time: '10:42',
        dateTime: '2026-05-06T10:42:00Z',
        href: '/sales',
        isUnread: true,
      },
      {
        id: 'n2',
        text: 'Ana López asked about Potted fern: “Does it come with the pot?”',
        time: '09:15',
        dateTime: '2026-05-06T09:15:00Z',
        href: '/product/40',
        isUnread: true,
      },
      {
        id: 'n3',
        text: 'Your product Reading chair was approved',
        time: '08:03',
        dateTime: '2026-05-06T08:03:00Z',
        href: '/product/41',
        isUnread: false,
      },
    ],
  },
  {
    label: 'Yesterday',
    items: [
      {
        id: 'n4',
        text: 'Your withdrawal of $120.00 was paid',
        time: '17:30',
        dateTime: '2026-05-05T17:30:00Z',
        href: '/earnings',
        isUnread: false,
      },
    ],
  },
];

const labels: NotificationBellProps['labels'] = {
  button: (count) => (count > 0 ? `Notifications, ${count} unread` : 'Notifications'),
  title: 'Notifications',
  unread: 'Unread',
  markAllRead: 'Mark all as read',
  viewAll: 'See all notifications',
  empty: 'No notifications yet',
  emptyText: 'We will tell you here when you sell, buy or get an answer.',
  loading: 'Loading notifications',
};

/** The labels as the app's catalogues word them, in each sample language. */
const labelsIn = {
  es: {
    button: (count) => (count > 0 ? `Notificaciones, ${count} sin leer` : 'Notificaciones'),
    title: 'Notificaciones',
    unread: 'Sin leer',
    markAllRead: 'Marcar todas como leídas',
    viewAll: 'Ver todas las notificaciones',
    empty: 'No tienes notificaciones',
    emptyText: 'Te avisaremos aquí de tus ventas, compras, preguntas y retiros.',
    loading: 'Cargando notificaciones',
  },
  en: labels,
} satisfies Record<string, NotificationBellProps['labels']>;

/** The sample notifications' Spanish: each day's heading and each notification's text, by id. */
const spanish = {
  days: { Today: 'Hoy', Yesterday: 'Ayer' } as Record<string, string>,
  texts: {
    n1: 'Vendiste Lámpara de escritorio a Marta Ruiz',
    n2: 'Ana López preguntó sobre Helecho en maceta: «¿Viene con la maceta?»',
    n3: 'Aprobamos Sillón de lectura: ya está a la venta',
    n4: 'Pagamos tu retiro de 120,00 US$',
  } as Record<string, string>,
};

/** A story's notifications in its sample language (English as written, Spanish by id). */
const groupsIn = (
  context: { globals: { locale?: unknown } },
  shown: readonly NotificationGroup[],
) =>
  sampleLanguage(context) === 'en'
    ? shown
    : shown.map((group) => ({
        label: spanish.days[group.label] ?? group.label,
        items: group.items.map((item) => ({ ...item, text: spanish.texts[item.id] ?? item.text })),
      }));

/** The empty state's next step, in each sample language. */
const exploreIn = { es: 'Explorar productos', en: 'Explore products' };

/** What a play reads, in each sample language. */
const shown = {
  es: {
    days: ['Hoy', 'Ayer'],
    sale: 'Sin leer Vendiste Lámpara de escritorio a Marta Ruiz 10:42',
    approval: 'Aprobamos Sillón de lectura: ya está a la venta 08:03',
    saleLink: /Vendiste Lámpara de escritorio/,
    withdrawalLink: /Pagamos tu retiro/,
    simulate: 'Simular una nueva',
  },
  en: {
    days: ['Today', 'Yesterday'],
    sale: 'Unread You sold Desk lamp to Marta Ruiz 10:42',
    approval: 'Your product Reading chair was approved 08:03',
    saleLink: /You sold Desk lamp/,
    withdrawalLink: /Your withdrawal/,
    simulate: 'Simulate a new one',
  },
};

/** The story's labels and expected text, as its toolbar locale reads them. */
const sampleOf = (context: { globals: { locale?: unknown } }) => ({
  label: inSampleLanguage(context, labelsIn),
  text: inSampleLanguage(context, shown),
});

/** Where links go in these stories: react-aria's router, as PlazaProvider's `navigate` sets it. */
const navigate = fn();

/** The bell with the state an app keeps: marking all read clears the dots and the count. */
function Bell(props: NotificationBellProps) {
  const [state, setState] = useState({ groups: props.groups, unreadCount: props.unreadCount });
  const markAllRead = () => {
    props.onMarkAllRead();
    setState({
      unreadCount: 0,
      groups: state.groups.map((group) => ({
        ...group,
        items: group.items.map((item) => ({ ...item, isUnread: false })),
      })),
    });
  };
  return (
    <RouterProvider navigate={navigate}>
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <NotificationBell {...props} {...state} onMarkAllRead={markAllRead} />
      </div>
    </RouterProvider>
  );
}

const meta = {
  title: 'Components/Navigation/NotificationBell',
  component: NotificationBell,
  tags: ['autodocs'],
  args: {
    unreadCount: 2,
    groups,
    labels,
    viewAllHref: '/notifications',
    onMarkAllRead: fn(),
    onOpenItem: fn(),
    onOpenChange: fn(),
    isLoading: false,
    emptyAction: (
      <LinkButton href="/explore" variant="secondary" size="sm">
        Explore products
      </LinkButton>
    ),
  },
  argTypes: {
    labels: { control: false },
    emptyAction: { control: false },
    groups: { control: 'object' },
  },
  // The labels and the notifications follow the Locale toolbar, as the app's messages do.
  render: (args, context) => (
    <Bell
      {...args}
      groups={groupsIn(context, args.groups)}
      labels={inSampleLanguage(context, labelsIn)}
      emptyAction={
        <LinkButton href="/explore" variant="secondary" size="sm">
          {inSampleLanguage(context, exploreIn)}
        </LinkButton>
      }
    />
  ),
  parameters: {
    docs: {
      description: {
        component:
          'The header’s notification centre. The bell’s accessible name carries the unread count (`labels.button(unreadCount)`, e.g. “Notificaciones, 3 sin leer”); a badge shows it too (“9+” past 9, digits in the locale’s way) and is hidden from screen readers, since the name says it; a growing count is announced politely. It opens a react-aria Popover (a dialog named by its heading) with the latest notifications grouped by day as the app passes them: each is a link (client-side under `PlazaProvider`’s `navigate`; `onOpenItem` hears which, e.g. to mark it read) and unread ones carry a dot and the word `labels.unread` for screen readers, and are bold. “Mark all as read” shows while there are unread ones, then hands focus to the popover as it goes; the foot links to the whole history. With nothing to show there is an empty state with the app’s next step (`emptyAction`), and `isLoading` shows placeholders on the first load. `onOpenChange(true)` is the moment to refresh. Escape or a press outside closes it, focus back on the bell.',
      },
    },
  },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

const bellOf = (canvas: HTMLElement, name: string) => within(canvas).getByRole('button', { name });

/** Expects the bell's badge to show `text`, hidden from screen readers (the bell's name says it). */
async function expectBadge(canvas: HTMLElement, text: string) {
  const badge = within(canvas).getByText(text);
  await expect(badge).toBeVisible();
  await expect(badge.closest('[aria-hidden="true"]')).not.toBeNull();
}

/** The notification links of the open popover, in order. */
const linksIn = (popover: HTMLElement) =>
  within(popover)
    .getAllByRole('list')
    .flatMap((list) => within(list).getAllByRole('link'));

export const Keyboard: Story = {
  name: 'Open by keyboard, walk the list, Escape',
  play: async (context) => {
    const { args, canvasElement } = context;
    const { label, text } = sampleOf(context);
    const bell = bellOf(canvasElement, label.button(2));
    // The badge repeats the name's number for the eye alone.
    await expectBadge(canvasElement, '2');

    const popover = await openByKeyboard(canvasElement, 'dialog', {
      name: label.title,
      trigger: bell,
    });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    // Days are headings, each naming its list.
    const days = within(popover);
    for (const day of text.days) {
      await expect(days.getByRole('list', { name: day })).toBeVisible();
    }
    await expect(days.getByText('10:42')).toHaveAttribute('datetime', '2026-05-06T10:42:00Z');

    // Tab walks from "mark all as read" through every notification to the history link.
    await userEvent.tab();
    await expect(days.getByRole('button', { name: label.markAllRead })).toHaveFocus();
    const [sale, question, approval, withdrawal] = linksIn(popover);
    for (const link of [sale, question, approval, withdrawal]) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    await expect(sale).toHaveAccessibleName(text.sale);
    await expect(approval).toHaveAccessibleName(text.approval);
    await userEvent.tab();
    await expect(days.getByRole('link', { name: label.viewAll })).toHaveFocus();

    await closeWithEscape(canvasElement, 'dialog', { returnsFocusTo: bell });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onMarkAllRead).not.toHaveBeenCalled();
  },
};

export const MarkAllRead: Story = {
  name: 'Mark all as read',
  play: async (context) => {
    const { args, canvasElement } = context;
    const { label } = sampleOf(context);
    const popover = await openByKeyboard(canvasElement, 'dialog', { name: label.title });
    await expect(within(popover).getAllByText(label.unread)).toHaveLength(2);

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);

    // The button goes with the last unread one; focus waits on the popover instead of the page.
    await waitFor(() =>
      expect(within(popover).queryByRole('button', { name: label.markAllRead })).toBeNull(),
    );
    await expectFocusOn(popover);
    await expect(within(popover).queryByText(label.unread)).toBeNull();
    await userEvent.tab();
    await expect(linksIn(popover)[0]).toHaveFocus();

    await closeWithEscape(canvasElement, 'dialog', {
      returnsFocusTo: bellOf(canvasElement, label.button(0)),
    });
  },
};

export const FollowANotification: Story = {
  name: 'Follow a notification',
  play: async (context) => {
    const { args, canvasElement } = context;
    const bell = bellOf(canvasElement, sampleOf(context).label.button(2));
    const popover = await openByKeyboard(canvasElement, 'dialog', { trigger: bell });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(linksIn(popover)[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(args.onOpenItem).toHaveBeenCalledWith('n2');
    await expect(navigate).toHaveBeenLastCalledWith('/product/40', undefined);
    await expectClosed(canvasElement, 'dialog');
  },
};

export const ManyUnread: Story = {
  name: 'More than nine unread',
  args: { unreadCount: 12 },
  play: async (context) => {
    const { canvasElement } = context;
    const bell = bellOf(canvasElement, sampleOf(context).label.button(12));
    await expect(bell).toBeVisible();
    await expectBadge(canvasElement, '9+');
  },
};

export const Empty: Story = {
  name: 'Empty, with a next step',
  args: { unreadCount: 0, groups: [] },
  play: async (context) => {
    const { canvasElement } = context;
    const { label } = sampleOf(context);
    const explore = inSampleLanguage(context, exploreIn);
    // No count: no badge, and the name says only what the button is.
    const bell = bellOf(canvasElement, label.button(0));
    await expect(within(canvasElement).queryByText('0')).toBeNull();

    const dialog = await openByKeyboard(canvasElement, 'dialog', { trigger: bell });
    const popover = within(dialog);
    await expect(popover.queryByRole('button', { name: label.markAllRead })).toBeNull();
    await tabTo(popover.getByRole('link', { name: explore }));
    await tabTo(popover.getByRole('link', { name: label.viewAll }));
    await pressEmptyStateAction(dialog, {
      title: label.empty,
      action: { role: 'link', name: explore },
    });
    await expect(navigate).toHaveBeenLastCalledWith('/explore', undefined);
  },
};

export const Loading: Story = {
  args: { groups: [], isLoading: true },
  play: async (context) => {
    const { label } = sampleOf(context);
    const popover = await openByKeyboard(context.canvasElement, 'dialog', { name: label.title });
    const busy = popover.querySelector('[aria-busy="true"]');
    await expect(busy).toHaveTextContent(label.loading);
    await expect(within(popover).queryByRole('heading', { name: label.empty })).toBeNull();
  },
};

/** A bell whose count grows while the page is open, as the app's refresh would make it. */
function GrowingBell({ simulate, ...props }: NotificationBellProps & { simulate: string }) {
  const [unreadCount, setUnreadCount] = useState(props.unreadCount);
  return (
    <div style={{ display: 'flex', gap: 16, justifyContent: 'flex-end' }}>
      <Button variant="secondary" onPress={() => setUnreadCount(unreadCount + 1)}>
        {simulate}
      </Button>
      <NotificationBell {...props} unreadCount={unreadCount} />
    </div>
  );
}

export const NewOneAnnounced: Story = {
  name: 'A new notification is announced',
  render: (args, context) => (
    <GrowingBell
      {...args}
      groups={groupsIn(context, args.groups)}
      labels={inSampleLanguage(context, labelsIn)}
      simulate={inSampleLanguage(context, shown).simulate}
    />
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const { label } = sampleOf(context);
    const status = within(canvasElement).getByRole('status');
    // What was there when the page opened is not news.
    await expect(status).toHaveTextContent('');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(status).toHaveTextContent(label.button(3));
    await expect(bellOf(canvasElement, label.button(3))).toBeVisible();
  },
};

/** The bell open in a strip of header, in the chrome's scheme (dark in semi-dark), as the app has it. */
function Open() {
  return (
    <div style={{ minBlockSize: 560 }}>
      <div
        className={usePlazaTheme().chromeClassName}
        style={{ background: vars.color.surface, padding: vars.space.sm }}
      >
        <Bell {...(meta.args as NotificationBellProps)} defaultOpen />
      </div>
    </div>
  );
}

// The popover is portalled to <body>, so each scheme and direction is a page of its own.
/**
 * The same list on a page of its own (the app's `/notifications`): `NotificationList` with its day
 * headings one level under the page's title, each notification a link that `onOpen` hears of.
 */
export const AsAPage: Story = {
  name: 'The list on a page',
  render: (args, context) => (
    <RouterProvider navigate={navigate}>
      <h1>{inSampleLanguage(context, labelsIn).title}</h1>
      <NotificationList
        groups={groupsIn(context, args.groups)}
        labels={inSampleLanguage(context, labelsIn)}
        isLoading={false}
        headingLevel={2}
        emptyAction={args.emptyAction}
        onOpen={(id) => args.onOpenItem?.(id)}
      />
    </RouterProvider>
  ),
  play: async (context) => {
    const { args, canvasElement } = context;
    const { label, text } = sampleOf(context);
    const canvas = within(canvasElement);
    const days = canvas.getAllByRole('heading', { level: 2 });
    await expect(days.map((day) => day.textContent)).toEqual(text.days);
    const unread = canvas.getByRole('link', { name: text.saleLink });
    await expect(within(unread).getByText(label.unread)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: text.withdrawalLink }));
    await expect(args.onOpenItem).toHaveBeenCalledWith('n4');
    await expect(navigate).toHaveBeenLastCalledWith('/earnings', undefined);
  },
};

export const TestLightLtr: Story = { ...onPage('lightLtr', Open), tags: ['!autodocs', 'visual'] };
export const TestLightRtl: Story = { ...onPage('lightRtl', Open), tags: ['!autodocs', 'visual'] };
export const TestDarkLtr: Story = { ...onPage('darkLtr', Open), tags: ['!autodocs', 'visual'] };
export const TestDarkRtl: Story = { ...onPage('darkRtl', Open), tags: ['!autodocs', 'visual'] };
export const TestSemiDarkLtr: Story = {
  ...onPage('semiDarkLtr', Open),
  tags: ['!autodocs', 'visual'],
};
export const TestSemiDarkRtl: Story = {
  ...onPage('semiDarkRtl', Open),
  tags: ['!autodocs', 'visual'],
};
