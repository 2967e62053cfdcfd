// Everything this process creates (the embedded database's files, secrets, written mail) is for
// its owner only: 0700 folders, 0600 files (issue 13; docs/decisions/018-data-folder.md).
process.umask(0o077);

import { type Config, ConfigError, loadConfig } from './config.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// The application's modules are loaded only once the configuration is known to be good, so a
// wrong variable is reported at once instead of after loading the whole server.
const [{ buildApp }, { warmUpAstrology }, { ExistingAccountError, ensureAdmin }] =
  await Promise.all([
    import('./app.ts'),
    import('./modules/astro/astro.service.ts'),
    import('./modules/auth/auth.service.ts'),
  ]);

// Opens the database and applies pending migrations.
const starting = buildApp(config);
let shuttingDown = false;

// Registered before start-up finishes: a signal during start-up (say, while PGlite creates a new
// database) still ends with the database closed properly.
function shutDown(signal: string) {
  shuttingDown = true;
  starting
    .then(async (app) => {
      app.log.info({ signal }, 'shutting down: finishing requests in flight');
      // Stops accepting connections, waits for requests in flight, stops the outbox worker,
      // then closes the database (PGlite writes its files on close).
      await app.close();
      app.log.info('stopped');
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(`Error while shutting down: ${(error as Error).message}`);
      process.exit(1);
    });
}
process.once('SIGTERM', shutDown);
process.once('SIGINT', shutDown);

const app = await starting.catch((error: unknown) => {
  console.error(`Could not start the server: ${(error as Error).message}`);
  process.exit(1);
});

try {
  if (config.admin) {
    try {
      const result = await ensureAdmin(app.database.db, { ...config.admin, name: 'Administrator' });
      app.log.info(
        { email: config.admin.email, ...result },
        'admin account from ADMIN_EMAIL ensured',
      );
    } catch (error) {
      // A customer account already holds that e-mail: it is not made the admin (the server
      // still starts; the message says how to promote the account on purpose).
      if (!(error instanceof ExistingAccountError)) throw error;
      app.log.error(error.message);
    }
  }
  if (!shuttingDown) {
    app.outbox.start();
    app.payments.reconciler.start();
    app.reportJobs.start();
    app.invoicing.start();
    await app.listen({ port: config.port, host: config.host });
    const { port } = app.server.address() as { port: number };
    app.log.info(
      { database: app.database.driver, dataDir: config.dataDir },
      `ready: http://localhost:${port}`,
    );
    // The first chart would otherwise pay for compiling the engine.
    setImmediate(warmUpAstrology);
  }
} catch (error) {
  app.log.fatal({ err: error }, 'could not start');
  await app.close();
  process.exit(1);
}
