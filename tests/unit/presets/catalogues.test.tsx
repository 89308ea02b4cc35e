// @vitest-environment jsdom
/**
 * unionSelectorCatalogues and finderCatalogues: the lists a host preloads (server rendering, or a
 * host that knows its language early) name every catalogue a rendered picker adds.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PickerKernel, Plugin } from '../../../kernel';
import { Finder, finderCatalogues } from '../../../presets/finder';
import { UnionSelector, unionSelectorCatalogues } from '../../../presets/union-selector';

/** A plugin that hands out the kernel it is applied to. */
function spy(found: (kernel: PickerKernel) => void): Plugin {
  return { name: 'test:spy', apply: (kernel) => found(kernel) };
}

const namespaces = (catalogues: readonly { namespace: string }[]) =>
  catalogues.map((catalogue) => catalogue.namespace).sort();

describe('preset catalogues', () => {
  it('unionSelectorCatalogues name every catalogue a rendered union selector adds', async () => {
    // Nothing is served: the init fails, which does not matter to the texts.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let kernel: PickerKernel | undefined;
    render(
      <UnionSelector
        fid={1}
        language="en"
        services={{
          account: 'https://suite.test',
          directory: 'https://suite.test',
          drive: 'https://suite.test',
          plus: 'https://suite.test',
        }}
        plugins={(defaults) => [...defaults, spy((found) => (kernel = found))]}
      />,
    );
    await waitFor(() => expect(kernel?.languages.ready).toBe(true));
    await waitFor(() =>
      expect(document.querySelector('.pk-union-selector')?.childElementCount).toBeGreaterThan(0),
    );
    expect(kernel!.languages.namespaces.sort()).toEqual(namespaces(unionSelectorCatalogues));
  });

  it('finderCatalogues name every catalogue a rendered finder adds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let kernel: PickerKernel | undefined;
    render(
      <Finder
        language="en"
        storage={null}
        services={{
          account: 'https://suite.test',
          directory: 'https://suite.test',
          drive: 'https://suite.test',
          plus: 'https://suite.test',
        }}
        plugins={(defaults) => [...defaults, spy((found) => (kernel = found))]}
      />,
    );
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(kernel!.languages.namespaces.sort()).toEqual(namespaces(finderCatalogues));
  });
});
