// The server's entry point (`npm start` runs it after building the site): configuration from the environment,
// the database (PGlite in DATA_DIR, or PostgreSQL), demo data on first start, and a graceful shutdown.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { DEMO_SIGN_INS, seedDemoData } from './seed';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  let database;
  /** The app's logger once it exists: a broken idle connection is a warning, not a crash. */
  let log: { warn: (object: object, message: string) => void } | undefined = undefined;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onConnectionError: (error) => {
        if (log) log.warn({ err: error }, 'an idle PostgreSQL connection broke; it will be replaced');
        else process.stderr.write(`An idle PostgreSQL connection broke: ${error.message}\n`);
      },
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({ config, db: database.db });
  log = app.log;
  if (config.cookieSecretGenerated) {
    app.log.warn('COOKIE_SECRET is not set: a random one is used, so sessions end when the server restarts.');
  }
  const seeded = config.seedDemoData ? await seedDemoData(database.db, app.log) : false;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests, closing sockets and the database');
    // Stop accepting, finish in-flight requests, close sockets (preClose), then the database.
    const forced = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    forced.unref();
    app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => {
    shutdown('SIGTERM');
  });
  process.once('SIGINT', () => {
    shutdown('SIGINT');
  });

  await app.listen({ port: config.port, host: config.host });
  const where = `http://localhost:${String(config.port)}`;
  process.stdout.write(
    `\nAafiyat is running on ${where} (${database.engine === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}).\n`,
  );
  if (!config.production && config.seedDemoData) {
    process.stdout.write(`${seeded ? 'Demo data was created. ' : ''}Demo sign-ins:\n`);
    for (const entry of DEMO_SIGN_INS) {
      process.stdout.write(
        `  ${entry.role.padEnd(13)} ${entry.page.padEnd(34)} ${entry.login.padEnd(28)} ${entry.secret}\n`,
      );
    }
    if (config.sms.provider === 'outbox') {
      process.stdout.write(
        `One-time codes (patient sign-in, sign-ups) are in ${where}/api/dev/outbox?phone=03XXXXXXXXX\n\n`,
      );
    }
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The server could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
