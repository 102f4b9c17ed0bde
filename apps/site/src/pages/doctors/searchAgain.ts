// "Search again": the filters ask for the search already shown to be run once more (Search pressed with nothing
// changed, after a failure). Whatever draws the results listens: React in the app, the page's own script on a page
// of islands, where the filters and the results are apart.
const listeners = new Set<() => void>();

/** Asks whoever shows the results to run the same search again. */
export function askSearchAgain(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` at each {@link askSearchAgain}; returns how to stop. */
export function onSearchAgain(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
