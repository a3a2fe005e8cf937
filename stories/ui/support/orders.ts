// Sample orders for the checkout and purchase screens: English text as the app would pass it,
// amounts in cents as the app derives them from the API's decimal strings.
import type { OrderStatus } from '@plaza/ui';
import { productPicture } from './products.js';

export interface SampleAddress {
  id: string;
  label: string;
  description: string;
}

export const addresses: SampleAddress[] = [
  {
    id: '1',
    label: 'Calle 10 # 43-12, apto 501',
    description: 'Medellín, Antioquia · 050021 · CO · +57 300 555 0101',
  },
  {
    id: '2',
    label: 'Carrera 7 # 71-21, oficina 302',
    description: 'Bogotá, Cundinamarca · 110231 · CO · +57 310 555 0199',
  },
];

export interface SampleLine {
  id: string;
  name: string;
  seller: string;
  quantity: number;
  unitCents: number;
  shippingCents: number;
  picture: string;
  status: OrderStatus;
}

export const lines: SampleLine[] = [
  {
    id: 'lamp',
    name: 'Desk lamp',
    seller: 'tienda_aurora',
    quantity: 1,
    unitCents: 2450,
    shippingCents: 400,
    picture: productPicture(40),
    status: 'approved',
  },
  {
    id: 'mug',
    name: 'Ceramic mug',
    seller: 'taller_colibri',
    quantity: 2,
    unitCents: 1299,
    shippingCents: 250,
    picture: productPicture(200, 'ring'),
    status: 'preparing',
  },
];

const sum = (amount: (line: SampleLine) => number) =>
  lines.reduce((total, line) => total + amount(line) * line.quantity, 0);

export const totals = {
  subtotalCents: sum((line) => line.unitCents),
  shippingCents: sum((line) => line.shippingCents),
  get totalCents() {
    return this.subtotalCents + this.shippingCents;
  },
};

export interface SamplePurchase {
  id: number;
  date: Date;
  items: string;
  status: OrderStatus;
  totalCents: number;
}

export const purchases: SamplePurchase[] = [
  {
    id: 1042,
    date: new Date(Date.UTC(2026, 10, 20, 15)),
    items: '1 × Desk lamp',
    status: 'sent',
    totalCents: 2850,
  },
  {
    id: 1038,
    date: new Date(Date.UTC(2026, 10, 18, 9)),
    items: '2 × Ceramic mug',
    status: 'pending_payment',
    totalCents: 3098,
  },
  {
    id: 1031,
    date: new Date(Date.UTC(2026, 10, 12, 18)),
    items: '1 × Watercolours',
    status: 'pending_approval',
    totalCents: 4000,
  },
  {
    id: 1027,
    date: new Date(Date.UTC(2026, 10, 2, 11)),
    items: '1 × Guitar course',
    status: 'received',
    totalCents: 1900,
  },
  {
    id: 1019,
    date: new Date(Date.UTC(2026, 9, 28, 20)),
    items: '3 × Notebook',
    status: 'cancelled',
    totalCents: 1350,
  },
];

export const summaryLabels = {
  title: 'Order summary',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  total: 'Total',
  freeShipping: 'Free',
};
