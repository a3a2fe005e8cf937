export { buildApp } from './app.js';
export { ConfigError, loadConfig, type Config } from './config/index.js';
export { openDatabase, type Database, type Db } from './db/database.js';
export { startServer, type RunningServer } from './server.js';
