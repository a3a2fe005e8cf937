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
    description: 'Medellín, Antioquia · 050021 · Colombia · +57 300 555 0101',
  },
  {
    id: '2',
    label: 'Carrera 7 # 71-21, oficina 302',
    description: 'Bogotá, Cundinamarca · 110231 · Colombia · +57 310 555 0199',
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

/** A sample purchase made at `day` (UTC: year, month from 0, day, hour). */
const purchase = (
  id: number,
  day: [number, number, number, number],
  items: string,
  status: OrderStatus,
  totalCents: number,
): SamplePurchase => ({ id, date: new Date(Date.UTC(...day)), items, status, totalCents });

export const purchases: SamplePurchase[] = [
  purchase(1042, [2026, 10, 20, 15], '1 × Desk lamp', 'sent', 2850),
  purchase(1038, [2026, 10, 18, 9], '2 × Ceramic mug', 'pending_payment', 3098),
  purchase(1031, [2026, 10, 12, 18], '1 × Watercolours', 'pending_approval', 4000),
  purchase(1027, [2026, 10, 2, 11], '1 × Guitar course', 'received', 1900),
  purchase(1019, [2026, 9, 28, 20], '3 × Notebook', 'cancelled', 1350),
];

export const summaryLabels = {
  title: 'Order summary',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  total: 'Total',
  freeShipping: 'Free',
};
