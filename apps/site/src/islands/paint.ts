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

/**
 * Resolves in a task of its own: what follows runs apart from the task that got here (a module graph's
 * evaluation), so neither grows into one long task on a slow phone.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
