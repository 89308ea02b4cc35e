// @vitest-environment jsdom
// A long breadcrumb collapses in the middle (50 px reserve) into a menu button that offers the
// hidden folders by keyboard; its entries (like the crumbs) go somewhere only with breadcrumbLink.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKernel, preloadLanguages, type RequestClient } from '../../../../kernel';
import { finderCatalogues } from '../../../../presets/finder';
import { Breadcrumb } from '../../../../plugins/views/finder-frame/Breadcrumb';
import { FinderProvider } from '../../../../plugins/views/finder-frame';
import type { FinderView as FinderStore } from '../../../../plugins/views/finder-frame/finderView';

const CRUMB_WIDTH = 100;
const NAV_WIDTH = 460;
const restorers: Array<() => void> = [];

function mockWidth(property: 'offsetWidth' | 'clientWidth', value: (el: HTMLElement) => number) {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, property);
  Object.defineProperty(HTMLElement.prototype, property, {
    configurable: true,
    get(this: HTMLElement) {
      return value(this);
    },
  });
  restorers.push(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, property, original);
  });
}

// The texts and date locale of en are in before the first render, as a host that preloads them.
beforeAll(() => preloadLanguages(finderCatalogues, ['en']));

beforeEach(() => {
  mockWidth('offsetWidth', () => CRUMB_WIDTH);
  mockWidth('clientWidth', (el) => (el.tagName === 'NAV' ? NAV_WIDTH : 0));
});
afterEach(() => {
  restorers.splice(0).forEach((restore) => restore());
});

/** Team files of My Documents, five folders deep. */
function storeAt(links: boolean) {
  const navigate = vi.fn(() => Promise.resolve());
  const kernel = createKernel({ client: {} as RequestClient, language: 'en', storage: null });
  const path = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon'].map((fname, i) => ({
    fileid: 10 + i,
    fname,
  }));
  const store = {
    kernel,
    router: { current: { name: 'TeamFiles', params: { tid: 1, fid: 14 }, query: {} }, navigate },
    teamView: { team: { id: 1, type: 'special', corpid: 0, name: '' }, fid: 14, path },
    has: (feature: string) => links && feature === 'breadcrumbLink',
  } as unknown as FinderStore;
  render(
    <FinderProvider store={store}>
      <Breadcrumb />
    </FinderProvider>,
  );
  return { navigate, nav: screen.getByRole('navigation', { name: 'Path' }) };
}

describe('collapsed breadcrumb', () => {
  it('keeps the root and the last crumbs, and offers the hidden folders in a menu by keyboard', async () => {
    const { nav, navigate } = storeAt(true);
    // 6 crumbs of 100 px in 460 px with a 50 px reserve: root, then the last three.
    const shown = within(nav)
      .getAllByRole('listitem')
      .filter((li) => !li.closest('[aria-hidden="true"]'));
    expect(shown.map((li) => li.textContent)).toEqual([
      'My Documents',
      '…',
      'Gamma',
      'Delta',
      'Epsilon',
    ]);
    const more = within(nav).getByRole('button', { name: 'More folders' });
    expect(more).toHaveAttribute('aria-haspopup');
    more.focus();
    await userEvent.keyboard('{Enter}');
    // The open menu is a chunk of its own: the file's first opening waits for it to load.
    const menu = await screen.findByRole('menu', {}, { timeout: 5000 });
    const entries = within(menu).getAllByRole('menuitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(['Alpha', 'Beta']);
    await vi.waitFor(() => expect(entries[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(entries[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith({ name: 'TeamFiles', params: { tid: 1, fid: 11 } });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('without breadcrumbLink the hidden folders are shown but go nowhere, like the crumbs', async () => {
    const { nav, navigate } = storeAt(false);
    expect(within(nav).queryByRole('button', { name: 'Gamma' })).toBeNull();
    await userEvent.click(within(nav).getByRole('button', { name: 'More folders' }));
    const menu = await screen.findByRole('menu');
    const entries = within(menu).getAllByRole('menuitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(['Alpha', 'Beta']);
    expect(entries[0]).toBeDisabled();
    await userEvent.click(entries[0]);
    expect(navigate).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('with breadcrumbLink the visible crumbs are links, the current one is not', () => {
    const { nav } = storeAt(true);
    expect(within(nav).getByRole('button', { name: 'My Documents' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Gamma' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Epsilon' })).toBeNull();
  });
});
