import { expect } from 'storybook/test';

/**
 * A row of links shows no list bullets (a bullet in a wrapping row sits against the end of the link before it,
 * on its underline), and links on one line keep a visible gap between them.
 */
export async function expectPlainLinkRow(list: HTMLElement): Promise<void> {
  const items = [...list.querySelectorAll(':scope > li')];
  await expect(items.length).toBeGreaterThan(1);
  for (const item of items) await expect(getComputedStyle(item).listStyleType).toBe('none');
  const boxes = items.map((item) => item.getBoundingClientRect());
  for (const [index, box] of boxes.entries()) {
    const next = boxes[index + 1];
    if (next && Math.round(next.top) === Math.round(box.top)) {
      // Left to right or right to left, the space between two neighbours on a line.
      const space = Math.max(next.left - box.right, box.left - next.right);
      await expect(space).toBeGreaterThanOrEqual(8);
    }
  }
}
