// @vitest-environment jsdom
/**
 * A view loaded as a chunk of its own: it shows once the chunk is in (the fallback meanwhile), a
 * preload fetches the chunk once for every later showing, and a chunk that fails to load shows the
 * error panel with retry, which fetches it again and then shows the view.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from '../../../../plugins/views/shared/lazyPart';
import { ErrorView } from '../../../../plugins/views/shared/ListStates';
import { createTestKernel, renderWithKernel } from '../helpers';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('lazyPart', () => {
  it('shows the part with its props once its chunk is in; a preload fetches the chunk once', async () => {
    const load = vi.fn(async () => Greeting);
    const { Part, preload } = lazyPart(load, 'the greeting', {
      failed: ErrorView,
      fallback: <p>Loading the greeting</p>,
    });
    preload();
    preload();
    const { kernel } = createTestKernel();
    renderWithKernel(kernel, <Part name="Ann" />);
    expect(await screen.findByText('Hello Ann')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a chunk that cannot be loaded shows the product's error panel; retry loads it and shows the part", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    const load = vi.fn(async () => {
      if (failing) throw new Error('chunk failed');
      return Greeting;
    });
    const { Part } = lazyPart(load, 'the greeting', { failed: ErrorView });
    const { kernel } = createTestKernel();
    renderWithKernel(kernel, <Part name="Bob" />);
    // The error panel is one button named by its text.
    const retry = await screen.findByRole('button', { name: 'An error occurs. Click to retry.' });
    expect(screen.queryByText('Hello Bob')).toBeNull();
    failing = false;
    await userEvent.click(retry);
    expect(await screen.findByText('Hello Bob')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
