/**
 * Resolves after the browser has painted its next frame: work started there (fetching an island's code, which adds
 * a preload link per chunk) does not delay the frame that answers a touch.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      setTimeout(resolve, 0);
    });
  });
}
