import { readFileSync } from 'node:fs';

/**
 * Reads a JSON file of the build, typed by the caller (the build wrote it; its shape is the build's own).
 * @template T
 * @param {string} file
 * @returns {T}
 */
export function readJson(file) {
  /** @type {unknown} */
  const value = JSON.parse(readFileSync(file, 'utf8'));
  return /** @type {T} */ (value);
}
