import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite folder that each test file copies (initdb takes seconds; a copy does not). */
    templateDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'aafiyat-template-'));
  const dataDir = join(root, 'data');
  const database = await openDatabase({ dataDir });
  await database.close();
  project.provide('templateDataDir', dataDir);
  return () => {
    rmSync(root, { recursive: true, force: true });
  };
}
