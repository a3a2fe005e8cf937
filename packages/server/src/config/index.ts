import { readAccountsConfig, type AccountsConfig } from './accounts.js';
import { readAfterSaleConfig, type AfterSaleConfig } from './after-sale.js';
import { readCatalogueConfig, type CatalogueConfig } from './catalogue.js';
import { envReader, type Env } from './env-reader.js';
import { readHttpConfig, type HttpConfig } from './http.js';
import { readMailConfig, type MailConfig } from './mail.js';
import { readOperationsConfig, type OperationsConfig } from './operations.js';
import { readPaymentsConfig, type PaymentsConfig } from './payments.js';
import { readSecretsConfig, type SecretsConfig } from './secrets.js';
import { readServerConfig, type ServerConfig } from './server.js';
import { readStorageConfig, type StorageConfig } from './storage.js';

export type { NodeEnv, LogLevel } from './server.js';
export type { PaymentProviderName } from './payment-providers.js';

/** The server's whole configuration: each concern's part, read from the environment at start. */
export type Config = ServerConfig &
  SecretsConfig &
  AccountsConfig &
  MailConfig &
  HttpConfig &
  CatalogueConfig &
  PaymentsConfig &
  AfterSaleConfig &
  StorageConfig &
  OperationsConfig;

/** Every problem with the environment, each naming its variable, so all are fixed in one go. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the server's configuration; throws a {@link ConfigError} listing every bad value. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const reader = envReader(env, cwd);
  const server = readServerConfig(reader);
  const production = server.nodeEnv === 'production';
  const config: Config = {
    ...server,
    ...readSecretsConfig(reader, production),
    ...readAccountsConfig(reader, production),
    ...readMailConfig(reader),
    ...readHttpConfig(reader, server.nodeEnv),
    ...readCatalogueConfig(reader),
    ...readPaymentsConfig(reader, production),
    ...readAfterSaleConfig(reader),
    ...readStorageConfig(reader),
    ...readOperationsConfig(reader),
  };
  if (reader.problems.length > 0) throw new ConfigError([...reader.problems]);
  return config;
}
