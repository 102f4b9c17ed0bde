import { existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SEED_CACHE_ENV, SEEDED_DATA_DIR_ENV, startSite } from './server';

/**
 * Seeds one data folder for the whole browser suite: the server seeds it with the demo data and stops, and every
 * test file's server starts on a copy of it (see {@link SEEDED_DATA_DIR_ENV}) instead of seeding its own. Under
 * npm test the folder is kept in {@link SEED_CACHE_ENV}'s folder for the run's later browser step.
 */
export default async function setup() {
  const cache = process.env[SEED_CACHE_ENV];
  const kept = cache ? join(cache, 'data') : undefined;
  if (kept && existsSync(kept)) {
    process.env[SEEDED_DATA_DIR_ENV] = kept;
    return undefined;
  }
  const seeded = await startSite(kept ? { dataDir: kept } : {});
  await seeded.stop();
  process.env[SEEDED_DATA_DIR_ENV] = seeded.dataDir;
  if (kept) return undefined;
  return () => {
    rmSync(dirname(seeded.dataDir), { recursive: true, force: true });
  };
}
