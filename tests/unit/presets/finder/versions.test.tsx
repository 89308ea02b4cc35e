// @vitest-environment jsdom
// The widget and adapter versions of finder.md section 1, exported from the preset and reported on
// the finder's root element.
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RequestClient } from '../../../../kernel';
import { FINDER_ADAPTER_VERSION, FINDER_WIDGET_VERSION, Finder } from '../../../../presets/finder';

const never = () => new Promise<never>(() => undefined);
const silentClient: RequestClient = {
  request: never,
  get: never,
  post: never,
  put: never,
  delete: never,
};

describe('finder versions', () => {
  it('are the spec values, exported from the preset', () => {
    expect(FINDER_WIDGET_VERSION).toBe('1.24.6');
    expect(FINDER_ADAPTER_VERSION).toBe('1.7.4');
  });

  it('are on the finder root element', async () => {
    const { container, unmount } = render(
      <Finder client={silentClient} language="en" storage={null} />,
    );
    await waitFor(() => expect(container.querySelector('.pk-finder-root')).not.toBeNull());
    const root = container.querySelector<HTMLElement>('.pk-finder-root')!;
    expect(root.dataset.pkVersion).toBe('1.24.6');
    expect(root.dataset.pkAdapterVersion).toBe('1.7.4');
    unmount();
  });
});
