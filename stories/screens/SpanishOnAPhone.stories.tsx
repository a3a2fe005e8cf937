import {
  BarChart,
  DataTable,
  LinkButton,
  Money,
  StatusBadge,
  type DataTableColumn,
  type Status,
} from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ScreenPage, ScreenSection } from '../play/screens/screen-layout.js';
import { screenParameters } from '../play/screens/screen-meta.js';
import { monthlyEarnings } from '../ui/support/earnings.js';
import { onPage, schemeGlobals } from '../ui/support/SchemeMatrix.js';

/*
 * The app's longest Spanish words where a phone has least room (issue 36): the product page's
 * sign-in to ask, the dashboard's chart, and the status badges of a list's cards beside the
 * price or total, as app/src/i18n/es.json words them.
 */

const spanishMoney = (cents: number) =>
  new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(cents / 100);

interface Row {
  id: number;
  name: string;
  status: Status;
  cents: number;
}

/** A seller's products and an administrator's purchases, with the longest status words. */
const products: Row[] = [
  { id: 1, name: 'Batería externa Relevo de 20 000 mAh', status: 'pending_approval', cents: 2_990 },
  { id: 2, name: 'Cámara web Mirador 2K', status: 'approved', cents: 4_950 },
];
const purchases: Row[] = [
  { id: 37, name: 'Compra n.º 37', status: 'pending_approval', cents: 128_990 },
  { id: 38, name: 'Compra n.º 38', status: 'pending_payment', cents: 3_890 },
];

const STATUS_WORDS: Partial<Record<Status, string>> = {
  pending_approval: 'Pendiente de aprobación',
  pending_payment: 'Pendiente de pago',
  approved: 'Aprobado',
};

const columnsOf = (name: string, amount: string): DataTableColumn<Row>[] => [
  { id: 'name', label: name, isRowHeader: true, cell: (row) => row.name },
  {
    id: 'status',
    label: 'Estado',
    cell: (row) => <StatusBadge status={row.status} label={STATUS_WORDS[row.status] ?? ''} />,
  },
  { id: 'amount', label: amount, align: 'end', cell: (row) => <Money cents={row.cents} /> },
];

function PhonePage() {
  return (
    <ScreenPage title="Tu panel" description="Lo que ganaste y lo que falta por cobrar.">
      <ScreenSection title="Preguntas al vendedor">
        <p style={{ margin: 0 }}>Todavía nadie ha preguntado por este producto.</p>
        <div>
          <LinkButton href="#login" variant="secondary">
            Inicia sesión para preguntar al vendedor
          </LinkButton>
        </div>
      </ScreenSection>
      <BarChart
        title="Ganancias de los últimos seis meses"
        data={monthlyEarnings.map((month) => ({
          ...month,
          label: `${month.label.toLowerCase().replace('aug', 'ago').replace('sep', 'sept')} 2026`,
        }))}
        formatValue={spanishMoney}
        labels={{
          showTable: 'Ver como tabla',
          hideTable: 'Ocultar tabla',
          category: 'Mes',
          value: 'Ganado',
          empty: 'Todavía no tienes ganancias en los últimos seis meses.',
        }}
      />
      {[
        { title: 'Mis productos', rows: products, columns: columnsOf('Nombre', 'Precio') },
        { title: 'Compras realizadas', rows: purchases, columns: columnsOf('Compra', 'Total') },
      ].map(({ title, rows, columns }) => (
        <ScreenSection key={title} title={title}>
          <DataTable
            rows={rows}
            columns={columns}
            getRowId={(row) => row.id}
            getRowName={(row) => row.name}
            labels={{ table: title, loading: 'Cargando ...' }}
          />
        </ScreenSection>
      ))}
    </ScreenPage>
  );
}

const meta = {
  title: 'Screens/Spanish on a phone',
  tags: ['autodocs'],
  component: PhonePage,
  globals: { locale: 'es', viewport: { value: 'mobile' } },
  parameters: {
    ...screenParameters(
      'The longest Spanish words of the places a phone has least room for: a worded button wraps inside the page, the chart is drawn as wide as its box (its data is also a table), and a status badge wraps inside its column of a card instead of covering the price or total beside it.',
    ),
    visualWidths: [390],
  },
} satisfies Meta<typeof PhonePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whether two boxes share any pixel. */
const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

export const FitsThePhone: Story = {
  name: 'Fits the phone',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('row', { name: /Compra n\.º 37/ });
    // The chart is drawn again at its box's width once it has been measured (a frame later).
    const chart = canvas.getByRole('img', { name: 'Ganancias de los últimos seis meses' });
    const figure = canvas.getByRole('figure', { name: 'Ganancias de los últimos seis meses' });
    await waitFor(() =>
      expect(chart.getBoundingClientRect().width).toBeLessThanOrEqual(
        figure.getBoundingClientRect().width,
      ),
    );
    // Nothing reaches past the window's edge, so the page does not scroll sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // In every card the status and the amount beside it keep apart.
    for (const card of canvas.getAllByRole('row')) {
      const [status, amount] = within(card)
        .getAllByRole('definition')
        .slice(0, 2)
        .map((value) => value.firstElementChild!.getBoundingClientRect());
      await expect(overlap(status!, amount!)).toBe(false);
    }
  },
};

/** The screenshot, at 390 px, in Spanish rather than onPage's English. */
export const TestLightLtr: Story = {
  ...FitsThePhone,
  ...onPage('lightLtr'),
  name: 'Test: light · ltr',
  globals: { ...schemeGlobals.lightLtr, locale: 'es', viewport: { value: 'mobile' } },
};
