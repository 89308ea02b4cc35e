// @vitest-environment jsdom
/**
 * The `theme` option of the three products: checked at creation with a message that says what
 * to fix (the valid token names listed), and carried by each product's root element in the
 * server's markup already (mode, density, token values), so hydration shows no other theme.
 */
import { act, fireEvent } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadLanguages } from '../../../kernel';
import { HOST_TOKEN_NAMES } from '../../../plugins/views/theme';
import { createFinder, Finder, finderCatalogues, openFinder } from '../../../presets/finder';
import {
  createMemberPicker,
  createMemberPickerKernel,
  MemberPicker,
  memberPickerCatalogues,
  openMemberPicker,
} from '../../../presets/member-picker';
import {
  createUnionSelector,
  openUnionSelector,
  UnionSelector,
  unionSelectorCatalogues,
} from '../../../presets/union-selector';
import { baseOptions, unusedClient } from '../../unit/presets/member-picker/helpers';
import { optionsErrorOf } from '../../support/optionsError';

const messageOf = optionsErrorOf;

const union = { fid: 1, client: unusedClient, storage: null };
const finder = { client: unusedClient, storage: null };

const WRONG = [
  [
    'night',
    'theme "night" is not valid: use one of "light", "dark", "auto", or { mode, density, tokens }',
  ],
  [{ mode: 'dim' }, 'theme.mode "dim" is not valid: use one of "light", "dark", "auto"'],
  [{ density: 'tight' }, 'theme.density "tight" is not valid: use one of "comfortable", "compact"'],
  [{ colour: 'red' }, 'theme has no "colour": it takes mode, density and tokens'],
  [
    { tokens: { accent: '#00a870' } },
    `theme.tokens has no token "accent": the tokens are ${HOST_TOKEN_NAMES.join(', ')}`,
  ],
  [
    { tokens: { rowHeight: '30px' } },
    'theme.tokens.rowHeight is set by the density: pass density: "compact" for shorter rows',
  ],
  [
    { tokens: { primary: 'red; background: url(x)' } },
    'theme.tokens.primary must be a CSS value such as "#00a870" (got "red; background: url(x)")',
  ],
] as const;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the theme option checked at creation', () => {
  it.each(WRONG)('%j fails on every factory with a message naming it', (theme, message) => {
    const wrong = { theme } as never;
    expect(messageOf(() => createMemberPicker(baseOptions(wrong)))).toBe(
      `createMemberPicker: ${message}`,
    );
    expect(messageOf(() => createMemberPickerKernel(baseOptions(wrong)))).toBe(
      `createMemberPicker: ${message}`,
    );
    expect(messageOf(() => createUnionSelector({ ...union, theme } as never))).toBe(
      `createUnionSelector: ${message}`,
    );
    expect(messageOf(() => createFinder({ ...finder, theme } as never))).toBe(`finder: ${message}`);
  });

  it('the open functions reject a wrong theme before mounting anything', async () => {
    const before = document.body.childElementCount;
    await expect(openMemberPicker(baseOptions({ theme: 'dim' as never }))).rejects.toThrow(
      /^createMemberPicker: theme "dim" is not valid/,
    );
    await expect(openUnionSelector({ ...union, theme: { mode: 'x' } as never })).rejects.toThrow(
      /^createUnionSelector: theme.mode "x" is not valid/,
    );
    await expect(openFinder({ ...finder, theme: 5 as never })).rejects.toThrow(
      /^finder: theme must be one of "light", "dark", "auto" or an object/,
    );
    expect(document.body.childElementCount).toBe(before);
  });

  it('accepts the modes, the densities and known tokens', () => {
    for (const theme of [
      'light',
      'dark',
      'auto',
      { mode: 'dark', density: 'compact', tokens: { primary: '#00a870', radius: '0' } },
    ] as const) {
      expect(createUnionSelector({ ...union, theme }).length).toBeGreaterThan(0);
      createFinder({ ...finder, theme }).kernel.dispose();
    }
  });
});

const services = {
  account: 'https://suite.test/account',
  directory: 'https://suite.test/directory',
  plus: 'https://suite.test/plus',
  drive: 'https://suite.test/drive',
};
const theme = { mode: 'dark', density: 'compact', tokens: { primary: '#00a870' } } as const;

const PRODUCTS = [
  {
    name: 'the member picker',
    element: () => (
      <MemberPicker
        sources={[{ type: 'latest' }]}
        services={services}
        language="en"
        theme={theme}
      />
    ),
    root: '.pk-member-picker',
  },
  {
    name: 'the union selector',
    element: () => <UnionSelector fid={1} services={services} language="en" theme={theme} />,
    root: '.pk-union-selector',
  },
  {
    name: 'the finder',
    element: () => <Finder services={services} storage={null} language="en" theme={theme} />,
    root: '.pk-finder-root',
  },
];

describe('the theme in the server markup', () => {
  // As a server host does: the texts of the language it renders in are loaded ahead.
  beforeAll(() =>
    preloadLanguages(
      [...memberPickerCatalogues, ...unionSelectorCatalogues, ...finderCatalogues],
      ['en'],
    ),
  );

  it.each(PRODUCTS)(
    '$name: its root carries the theme before any script runs',
    ({ element, root }) => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(element());
      const rootElement = container.querySelector<HTMLElement>(root);
      expect(rootElement).not.toBeNull();
      expect(rootElement?.getAttribute('data-pk-theme')).toBe('dark');
      expect(rootElement?.getAttribute('data-pk-density')).toBe('compact');
      expect(rootElement?.style.getPropertyValue('--pk-primary')).toBe('#00a870');
    },
  );

  it('the member picker hydrates the themed markup without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(PRODUCTS[0].element());
    document.body.appendChild(container);
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, PRODUCTS[0].element(), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors.mock.calls.filter((call) => /hydrat/i.test(String(call[0])))).toEqual([]);
    expect(container.querySelector('.pk-member-picker')?.getAttribute('data-pk-theme')).toBe(
      'dark',
    );
    await act(async () => root?.unmount());
  });
});

describe('the union dialog of openUnionSelector', () => {
  it('draws its backdrop with the theme of the selector inside', async () => {
    let settled: Promise<unknown> | undefined;
    await act(async () => {
      settled = openUnionSelector({
        ...union,
        theme: { mode: 'dark', tokens: { maskSoft: 'rgba(0, 0, 0, 0.7)' } },
      });
    });
    const layer = document.querySelector<HTMLElement>('.pk-union-dialog');
    expect(layer?.getAttribute('data-pk-theme')).toBe('dark');
    expect(layer?.style.getPropertyValue('--pk-mask-soft')).toBe('rgba(0, 0, 0, 0.7)');
    await act(async () => {
      if (layer) fireEvent.keyDown(layer, { key: 'Escape' });
    });
    await expect(settled).resolves.toBeNull();
  });
});
