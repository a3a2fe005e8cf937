import { createClient, type AddressBody } from '@plaza/api';

export interface Shopper {
  /** The access token of the registration: valid five minutes (docs/api.md). */
  access: string;
  /** A new access token, signed in again: one per measured run, so none expires during it. */
  freshAccess(): Promise<string>;
}

/** Where a bench buyer has things sent: an address that passes every rule. */
export const SHOPPER_ADDRESS: AddressBody = {
  address: 'Carrera 7 # 71-21',
  city: 'Bogotá',
  state: 'Cundinamarca',
  country: 'CO',
  postal_code: '110231',
  phone_number: '+57 301 555 0101',
  location: 'Portería azul',
  latitude: 4.65,
  longitude: -74.05,
  is_default: false,
};

/** A new account at `apiUrl`, signed in, as the shopper who calls the catalogue and buys. */
export async function registerShopper(apiUrl: string, role: string): Promise<Shopper> {
  const visitor = createClient({ baseUrl: apiUrl });
  const username = `bench_${role}_${Date.now()}`;
  const password = 'Bench-Shopper-26';
  const { access } = await visitor.register({
    username,
    email: `${username}@example.com`,
    password,
    first_name: 'Bench',
    last_name: 'Shopper',
    accept_terms: true,
    hcaptcha_token: '10000000-aaaa-bbbb-cccc-000000000001',
  });
  return {
    access,
    freshAccess: async () => (await visitor.login({ username, password })).access,
  };
}
