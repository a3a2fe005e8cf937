/**
 * The demo shop's sellers: real accounts whose passwords README.md publishes, so anyone trying Plaza
 * can sign in as one and see the seller's side. Production never seeds them (config/server.ts).
 * `referredBy` names the demo account that referred each, opened before it: with the buyers
 * (buyers.ts) they make a referral network five levels deep under `tienda_aurora`.
 */
export const demoSellers = [
  {
    username: 'tienda_aurora',
    referredBy: null,
    email: 'aurora@demo.plaza.example',
    password: 'Aurora-Vitrina-26',
    firstName: 'Aurora',
    lastName: 'Méndez',
  },
  {
    username: 'moda_bahia',
    referredBy: 'tienda_aurora',
    email: 'bahia@demo.plaza.example',
    password: 'Bahia-Costura-26',
    firstName: 'Valentina',
    lastName: 'Ríos',
  },
  {
    username: 'cumbre_deportes',
    referredBy: 'tienda_aurora',
    email: 'cumbre@demo.plaza.example',
    password: 'Cumbre-Sendero-26',
    firstName: 'Andrés',
    lastName: 'Salazar',
  },
  {
    username: 'taller_colibri',
    referredBy: 'moda_bahia',
    email: 'colibri@demo.plaza.example',
    password: 'Colibri-Pincel-26',
    firstName: 'Lucía',
    lastName: 'Paredes',
  },
  {
    username: 'aula_abierta',
    referredBy: 'taller_colibri',
    email: 'aula@demo.plaza.example',
    password: 'Aula-Pizarra-26',
    firstName: 'Martín',
    lastName: 'Ochoa',
  },
  {
    username: 'casa_del_ritmo',
    referredBy: 'cumbre_deportes',
    email: 'ritmo@demo.plaza.example',
    password: 'Ritmo-Tambor-26',
    firstName: 'Camila',
    lastName: 'Herrera',
  },
] as const;

export type DemoSellerName = (typeof demoSellers)[number]['username'];
