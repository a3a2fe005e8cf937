import { baseEndpoints as base } from '@plaza/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/http.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

type Countries = { code: string; name: string }[];

describe('GET /api/base/countries/ and /api/base/geolocate/', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ DEFAULT_LOCATION: '40.4168,-3.7038' });
  });
  afterAll(() => server.close());

  it('lists every ISO 3166-1 country in Spanish by default, in Spanish order', async () => {
    const answer = await call<Countries>(server, base.countries);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('vary')).toMatch(/accept-language/i);
    expect(answer.body.length).toBeGreaterThanOrEqual(249);
    expect(answer.body).toContainEqual({ code: 'ES', name: 'España' });
    expect(answer.body).toContainEqual({ code: 'DE', name: 'Alemania' });
    const names = answer.body.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
    expect(answer.body.every((country) => /^[A-Z]{2}$/.test(country.code))).toBe(true);
  });

  it('names them in English for an English caller', async () => {
    const list = await call<Countries>(server, base.countries, {
      headers: { 'Accept-Language': 'en-GB,en;q=0.9' },
    });
    expect(list.body).toContainEqual({ code: 'DE', name: 'Germany' });
    await expect(server.api.countries()).resolves.toContainEqual({ code: 'CO', name: 'Colombia' });
  });

  it('places private and loopback callers at the configured default place', async () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.1.20', '::1']) {
      const answer = await call(server, base.geolocate, { ip });
      expect(answer.body).toEqual({ latitude: 40.4168, longitude: -3.7038 });
    }
  });

  it('locates a public address from the offline database', async () => {
    // 190.24.0.1 is allocated to Bogotá in the bundled GeoLite data; 8.8.8.8 to the United States.
    const bogota = await call<{ latitude: number; longitude: number }>(server, base.geolocate, {
      ip: '190.24.0.1',
    });
    expect(bogota.body.latitude).toBeCloseTo(4.6, 0);
    expect(bogota.body.longitude).toBeCloseTo(-74.1, 0);
    const us = await call(server, base.geolocate, { ip: '8.8.8.8' });
    expect(us.body).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
    expect(us.body).not.toEqual({ latitude: 40.4168, longitude: -3.7038 });
  });
});
