import { createMockStore, type MockStore } from '@aafiyat/api/mocks';

/**
 * The state behind every story's default API mocks (preview.tsx): a booking made in one story is listed in the
 * next, as on a real account.
 */
export const storyStore: MockStore = createMockStore();

/**
 * Puts the default mocks' state back to the fixtures. The story tests run every file in one page, so they call
 * it before each file: an appointment booked by one file's story is never listed in another's.
 */
export function resetStoryStore(): void {
  Object.assign(storyStore, createMockStore());
}
