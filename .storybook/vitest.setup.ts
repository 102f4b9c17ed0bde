// Setup for the stories run as tests (the `storybook` Vitest project), run before every story file. The files run
// in turn in one page (`isolate: false`), so they would share its local storage: one file's sign-in story would
// store an `authToken` record while another file's story checks that none is stored. Each file gets its own
// in-memory storage instead, empty when the file starts, so every story file sees only its own writes. (In
// Storybook itself, for designers, the browser's storage is left alone.) The default API mocks' state is put
// back to the fixtures too.
import { resetMockStore } from '@aafiyat/api/mocks';
import { configure } from 'storybook/test';
import { storyStore } from './mockStore';

// `findBy…` and `waitFor` wait 1 s by default. In `npm test` the stories run beside the server and browser suites on
// a busy 2-core machine, where a page story's lazy route chunk (served by Vite on first request) has been seen to
// take longer than that: four page stories then failed though the page was right. A story still fails when what it
// waits for never comes; it only waits long enough for a loaded machine.
configure({ asyncUtilTimeout: 5_000 });

/** The `Storage` interface over a Map. */
class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  clear(): void {
    this.#items.clear();
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, value);
  }
}

Object.defineProperty(window, 'localStorage', { value: new MemoryStorage(), configurable: true });

// An appointment booked by one file's story is never listed in another's.
resetMockStore(storyStore);
