/**
 * A new element for a React root that has no prerendered HTML (the dialogs, the patient's call panel), inside the
 * theme's element around the page (`AafiyatProvider`'s), so the theme's variables reach it.
 */
export function mountPoint(): HTMLElement {
  const container = document.createElement('div');
  (document.getElementById('main')?.parentElement ?? document.body).append(container);
  return container;
}
