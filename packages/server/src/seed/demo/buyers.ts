/**
 * The demo shop's buyers: accounts that sell nothing, whose passwords README.md publishes beside the
 * sellers'. Each was referred by a demo account opened before it (sellers.ts), so their purchases of
 * network products pay commissions up the chain. Production never seeds them.
 */
export const demoBuyers = [
  {
    username: 'sofia_lectora',
    referredBy: 'aula_abierta',
    email: 'sofia@demo.plaza.example',
    password: 'Sofia-Lectura-26',
    firstName: 'Sofía',
    lastName: 'Castro',
  },
  {
    username: 'diego_viajero',
    referredBy: 'sofia_lectora',
    email: 'diego@demo.plaza.example',
    password: 'Diego-Mochila-26',
    firstName: 'Diego',
    lastName: 'Moreno',
  },
  {
    username: 'elena_hogar',
    referredBy: 'casa_del_ritmo',
    email: 'elena@demo.plaza.example',
    password: 'Elena-Jardin-26',
    firstName: 'Elena',
    lastName: 'Vargas',
  },
] as const;

export type DemoBuyerName = (typeof demoBuyers)[number]['username'];
