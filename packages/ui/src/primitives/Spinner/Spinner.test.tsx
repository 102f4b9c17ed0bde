import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { AafiyatProvider } from '../../providers/AafiyatProvider';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces its label as a status, and is silent without one', async () => {
    const screen = await render(
      <AafiyatProvider>
        <Spinner label="Loading doctors" />
        <Spinner />
      </AafiyatProvider>,
    );
    await expect.element(screen.getByRole('status', { name: 'Loading doctors' })).toBeVisible();
    expect(screen.container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
  });
});
