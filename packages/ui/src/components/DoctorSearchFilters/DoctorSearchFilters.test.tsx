import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import {
  DoctorSearchFilters,
  emptyDoctorSearch,
  type DoctorSearchFiltersProps,
  type DoctorSearchValues,
} from './DoctorSearchFilters';

/** The filters, and a call once they are live (after their own effects). */
function Live({ onLive, ...props }: DoctorSearchFiltersProps & { onLive?: () => void }) {
  useEffect(() => {
    onLive?.();
  }, [onLive]);
  return <DoctorSearchFilters {...props} />;
}

it('takes text typed and the box ticked into the prerendered form before it was live, as it goes live', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<DoctorSearchFilters specialities={[]} />);
  document.body.append(container);
  try {
    // Typed while the page had no script for the form: on screen, unknown to React.
    container.querySelector<HTMLInputElement>('input[name="q"]')!.value = 'Ayesha';
    container.querySelector<HTMLInputElement>('input[name="is_online"]')!.checked = true;
    const onChange = vi.fn<NonNullable<DoctorSearchFiltersProps['onChange']>>();
    await new Promise<void>((done) => {
      hydrateRoot(container, <Live specialities={[]} onChange={onChange} onLive={done} />);
    });
    const typed: DoctorSearchValues = { ...emptyDoctorSearch, q: 'Ayesha', online: true };
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ value: typed, field: 'q' });
    expect(container.querySelector<HTMLInputElement>('input[name="q"]')!.value).toBe('Ayesha');
  } finally {
    container.remove();
  }
});

it('reports nothing when the form goes live as it was rendered', async () => {
  const onChange = vi.fn();
  const screen = await render(<DoctorSearchFilters specialities={['Cardiologist']} onChange={onChange} />);
  await expect.element(screen.getByRole('search')).toBeVisible();
  expect(onChange).not.toHaveBeenCalled();
});
