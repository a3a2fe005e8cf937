import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import type { Services } from '../services.js';
import { accountRoutes } from './account/index.js';
import { countryRoutes } from './base/countries.js';
import { geolocateRoutes } from './base/geolocate.js';
import { catalogueRoutes } from './catalogue/index.js';
import { devMailRoutes } from './dev-mail.js';
import { earningsAndNetworkRoutes } from './earnings/index.js';
import { healthRoutes } from './health.js';
import { notificationRoutes } from './notifications/index.js';
import { orderRoutes } from './orders/index.js';
import { claimRoutes } from './claims/index.js';
import { questionRoutes } from './questions/index.js';
import { reviewRoutes } from './reviews/index.js';
import { supportRoutes } from './support/index.js';

/** Every call of docs/api.md, registered under `/api/` by app.ts: the one module outside routes/ that imports one. */
export async function registerApiRoutes(
  api: FastifyInstance,
  services: Services,
  database: Database,
  isStopping: () => boolean,
): Promise<void> {
  const { config } = services;
  await api.register(healthRoutes(services, database, isStopping));
  await api.register(catalogueRoutes(services));
  await api.register(accountRoutes(services));
  await api.register(countryRoutes);
  await api.register(geolocateRoutes(config.defaultLocation));
  await api.register(orderRoutes(services));
  await api.register(claimRoutes(services));
  await api.register(earningsAndNetworkRoutes(services));
  await api.register(supportRoutes(services));
  await api.register(reviewRoutes(services));
  await api.register(questionRoutes(services));
  await api.register(notificationRoutes(services));
  const { outbox } = services.mailer;
  if (config.nodeEnv !== 'production' && outbox) await api.register(devMailRoutes(outbox));
}
