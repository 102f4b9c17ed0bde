import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Thrown when another live process holds the data folder. */
export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
}

/**
 * Takes an exclusive lock on the data folder: two processes on one PGlite folder would silently lose data
 * (TOOLCHAIN.md), so the second one must stop with a clear message. The lock file holds the owner's pid; a lock
 * whose process is gone (a crash, SIGKILL) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'aafiyat.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another Aafiyat server (pid ${String(owner)}). Stop it, or give this one its own DATA_DIR.`,
        );
      }
      // The owner is gone: its lock is stale.
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
