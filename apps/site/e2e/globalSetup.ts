import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { SEEDED_DATA_DIR_ENV, startSite } from './server';

/**
 * Seeds one data folder for the whole browser suite: the server seeds it with the demo data and stops, and every
 * test file's server starts on a copy of it (see {@link SEEDED_DATA_DIR_ENV}) instead of seeding its own.
 */
export default async function setup() {
  const seeded = await startSite();
  await seeded.stop();
  process.env[SEEDED_DATA_DIR_ENV] = seeded.dataDir;
  return () => {
    rmSync(dirname(seeded.dataDir), { recursive: true, force: true });
  };
}
