import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { TEMPLATE_DATABASE, withDatabaseName } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite folder to copy (initdb takes seconds; a copy does not). */
    templateDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) {
    // On PostgreSQL each test server gets a database cloned from one migrated template (or emptied after another).
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    await admin.end();
    const template = await openDatabase({
      databaseUrl: withDatabaseName(databaseUrl, TEMPLATE_DATABASE),
      dataDir: '',
    });
    await template.close();
  }
  // The PGlite template is made either way: the process tests run on PGlite whatever the suite's database.
  const root = mkdtempSync(join(tmpdir(), 'aafiyat-template-'));
  const dataDir = join(root, 'data');
  const database = await openDatabase({ dataDir });
  await database.close();
  project.provide('templateDataDir', dataDir);
  return () => {
    rmSync(root, { recursive: true, force: true });
  };
}
