import type { Status } from '@plaza/ui';
import type { SampleLanguage } from './sample-language.js';

/** Every status word in English, as the app translates them, in the order of docs/api.md. */
export const statusLabels: Record<Status, string> = {
  pending_approval: 'Pending approval',
  approved: 'Approved',
  suspended: 'Suspended',
  pending_payment: 'Pending payment',
  preparing: 'Preparing',
  sent: 'Sent',
  received: 'Received',
  cancelled: 'Cancelled',
  refused: 'Refused',
  expired: 'Expired',
  requested: 'Requested',
  paid: 'Paid',
  rejected: 'Rejected',
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

/**
 * Every status word in each sample language, as the app's catalogues word a purchase's (or a sale's,
 * a withdrawal's, a ticket's) status, for `inSampleLanguage`. A product's are
 * `productStatusLabelsIn`.
 */
export const statusLabelsIn: Record<SampleLanguage, Record<Status, string>> = {
  es: {
    pending_approval: 'Pendiente de aprobación',
    approved: 'Aprobada',
    suspended: 'Suspendido',
    pending_payment: 'Pendiente de pago',
    preparing: 'Preparando',
    sent: 'Enviada',
    received: 'Recibida',
    cancelled: 'Cancelada',
    refused: 'Rechazada',
    expired: 'Vencida',
    requested: 'Solicitado',
    paid: 'Pagado',
    rejected: 'Rechazado',
    open: 'Abierto',
    answered: 'Respondido',
    closed: 'Cerrado',
  },
  en: statusLabels,
};

/**
 * A product's status words in each sample language: the app's catalogue words a product's status
 * for a product ("Aprobado"), where a purchase is "Aprobada".
 */
export const productStatusLabelsIn: Record<SampleLanguage, Record<Status, string>> = {
  es: { ...statusLabelsIn.es, approved: 'Aprobado' },
  en: statusLabels,
};
