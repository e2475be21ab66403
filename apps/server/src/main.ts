// Start the product: read config, open the database, migrate, seed demo data, listen.

import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './seed/demo';
import { refuseExposedDemoAccounts } from './seed/demo-exposure';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: (line) => console.log(line),
  });
  await database.migrate();
  const built = await buildApp({ config, database });
  const { app } = built;
  // Before the seed: a sandbox transfer's webhook during it is delivered through the app, which
  // readies it, and a ready app takes no more hooks.
  app.addHook('onClose', () => database.close());
  if (config.demoSeed && (await seedDemo(built))) app.log.info('Demo accounts seeded: their names and password are on the sign-in page');
  await refuseExposedDemoAccounts(config, app.accounts);
  const stop = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`NaijaCare is serving http://localhost:${config.port} (${database.kind} database)`);
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('Failed to start:', err);
  }
  process.exit(1);
});
