import { createMockStore, type MockStore } from '@aafiyat/api/mocks';

/**
 * The state behind every story's default API mocks (preview.tsx): a booking made in one story is listed in the
 * next, as on a real account. The story tests put it back to the fixtures before each file (vitest.setup.ts).
 */
export const storyStore: MockStore = createMockStore();
