// @vitest-environment jsdom
// A folder's and a search's first request leave before the file list redraws for the route on its
// way (a folder's within the click's task): React's render of the waiting list (or of the type-ahead rows) comes a task later instead
// of sitting between the click and the request, and a click on a folder row does not draw that
// row active in the list being left. The list still waits, then shows the new rows. The list that
// replaces the one shown (a search's results) draws its rows in its first commit, given the size of
// the list it replaces, instead of a commit with no rows before its measure.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { act, Profiler } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createRequestClient,
  preloadLanguages,
  type PickerItem,
  type RequestClient,
} from '../../../../kernel';
import { openItem } from '../../../../plugins/drive/finder-state/picking';
import { search } from '../../../../plugins/drive/finder-state/navigation';
import { FinderFrame, FinderProvider } from '../../../../plugins/views/finder-frame';
import { entryOf } from '../../../../plugins/sources/shared/driveEntry';
import { createFinder, finderCatalogues, type FinderInstance } from '../../../../presets/finder';
import { useFakeSuite } from '../../../support/fakeSuite';
import { laidOutElements } from '../../../support/laidOut';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
beforeAll(() => preloadLanguages(finderCatalogues, ['en']));

// jsdom lays nothing out: the elements get a size, so the virtual list renders its rows.
laidOutElements();

/** React commits of the frame so far. */
let commits = 0;
/** At each commit, the rows the file list had drawn then (null: no list drawn). */
const drawnRows: (number | null)[] = [];

let finder: FinderInstance | null = null;
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
afterEach(() => {
  finder?.dispose();
  finder = null;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

/** The list shown (the lists of folders shown before stay in hidden panes). */
const shownList = () =>
  document.querySelector('.pk-finder-main [data-pk-pane]:not([hidden]) [role="listbox"]');

/** What the list area showed when each drive list or search request was made. */
interface Sent {
  path: string;
  /** React commits of the frame when it was made. */
  commits: number;
  /** The folder's rows: a listbox that is not the type-ahead's provisional one. */
  folderShown: boolean;
  /** The folder a list request lists (none for a search). */
  parentid?: unknown;
}

/** The suite's client, noting for each list request whether the old rows were still drawn. */
function watchedClient(sent: Sent[]): RequestClient {
  const client = createRequestClient({ services: suite.urls });
  return {
    ...client,
    request: (method, service, path, options) => {
      // A list's or a search's first page (a next page fetched ahead as the list shows is not
      // the route's request).
      const offset = Number(options?.params?.offset ?? 0);
      if (/\/files$|\/search\/files$/.test(path) && offset <= 0) {
        const list = shownList();
        sent.push({
          path,
          commits,
          folderShown: list?.hasAttribute('data-pk-provisional') === false,
          ...(options?.params?.parentid === undefined ? {} : { parentid: options.params.parentid }),
        });
      }
      return client.request(method, service, path, options);
    },
  };
}

async function shown(sent: Sent[]) {
  suite.setDefaultUser('personal');
  const f = createFinder({ client: watchedClient(sent), language: 'en', storage: null });
  finder = f;
  await f.start();
  render(
    <Profiler
      id="finder"
      onRender={() => {
        commits += 1;
        const list = shownList();
        drawnRows.push(list ? list.querySelectorAll('[role="option"]').length : null);
      }}
    >
      <FinderProvider store={f.store}>
        <FinderFrame onCommit={() => undefined} onCancel={() => undefined} />
      </FinderProvider>
    </Profiler>,
  );
  await screen.findByRole('listbox', { name: 'Files' });
  // A quiet moment, as before a user's click: what the shown folder still does (the breadcrumb's
  // measure, its next page fetched ahead) settles, and the router's loader debounce (100 ms)
  // is over, so the navigation that follows loads on its leading edge.
  await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
  // What follows runs as a click does, outside act: React renders on its own schedule.
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  sent.length = 0;
  return f;
}

/** Whether the type-ahead's provisional rows showed at some point from now on. */
function watchProvisional(): () => boolean {
  let seen = false;
  const observer = new MutationObserver(() => {
    seen ||= document.querySelector('[data-pk-provisional]') !== null;
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  return () => {
    observer.disconnect();
    return seen;
  };
}

/**
 * A folder of the list shown that is not its active row: the list has focus, so the active row's
 * folder is fetched ahead after a moment (FolderPrefetch), a request that is not the route's.
 */
const folderOf = (f: FinderInstance): PickerItem => {
  const folders = (f.store.listState()?.items ?? []).filter(
    (item) => entryOf(item)?.ftype === 'folder',
  );
  expect(folders.length).toBeGreaterThan(1);
  return folders[1];
};

/** The requests made for `folder`'s list. */
const requestsFor = (sent: Sent[], folder: PickerItem): Sent[] =>
  sent.filter((request) => String(request.parentid) === String(folder.id));

describe('the first request of a route leaves before the list redraws', () => {
  it('a click on a folder row: the request is made before any redraw, then the folder shows', async () => {
    const sent: Sent[] = [];
    const f = await shown(sent);
    const folder = folderOf(f);
    const name = entryOf(folder)!.fname;
    const main = document.querySelector('.pk-finder-main') as HTMLElement;
    const row = (await within(main).findAllByRole('option')).find((option) =>
      option.textContent?.includes(name),
    )!;
    const before = commits;
    fireEvent.click(row);
    // In the click's own task: the guard of a folder of the team shown decides without a
    // promise, so no microtask (React's render of the pending location) comes first.
    expect(requestsFor(sent, folder)).toHaveLength(1);
    await waitFor(() => expect(f.kernel.router.current?.params.fid).toBe(Number(folder.id)));
    expect(requestsFor(sent, folder)).toEqual([
      {
        path: expect.stringMatching(/\/files$/),
        commits: before,
        folderShown: true,
        parentid: expect.anything(),
      },
    ]);
    await within(main).findByRole('listbox', { name: 'Files' });
    expect(main.querySelector('[data-loading]')).toBeNull();
    expect(within(main).queryByRole('option', { name: new RegExp(name) })).toBeNull();
  });

  it('opening a folder from code: the request is made while the old rows are still drawn', async () => {
    const sent: Sent[] = [];
    const f = await shown(sent);
    const folder = folderOf(f);
    expect(openItem(f.store, folder)).toBe(true);
    await waitFor(() => expect(f.kernel.router.current?.params.fid).toBe(Number(folder.id)));
    expect(requestsFor(sent, folder)).toEqual([
      {
        path: expect.stringMatching(/\/files$/),
        commits: expect.any(Number),
        folderShown: true,
        parentid: expect.anything(),
      },
    ]);
  });

  it('Back after a click on a folder row: the row clicked is the active row again', async () => {
    const sent: Sent[] = [];
    const f = await shown(sent);
    // Not the first row, which is the active row anyway.
    const folders = (f.store.listState()?.items ?? []).filter(
      (item) => entryOf(item)?.ftype === 'folder',
    );
    expect(folders.length).toBeGreaterThan(1);
    const folder = folders[1];
    const name = entryOf(folder)!.fname;
    const main = document.querySelector('.pk-finder-main') as HTMLElement;
    const row = (await within(main).findAllByRole('option')).find((option) =>
      option.textContent?.includes(name),
    )!;
    fireEvent.click(row);
    await waitFor(() => expect(f.kernel.router.current?.params.fid).toBe(Number(folder.id)));
    await f.kernel.router.back();
    await waitFor(() => {
      const list = within(main).getByRole('listbox', { name: 'Files' });
      const active = document.getElementById(list.getAttribute('aria-activedescendant') ?? '');
      expect(active?.textContent).toContain(name);
    });
  });

  it('a search: its request is made before the type-ahead rows replace the folder', async () => {
    const sent: Sent[] = [];
    const f = await shown(sent);
    const name = entryOf(folderOf(f))!.fname;
    // A search that takes a moment, as over a network: the type-ahead rows show meanwhile.
    suite.faults.inject('/drive/api/v5/search/files', { latency: 300 });
    const provisionalShown = watchProvisional();
    void search(f.store, name.slice(0, 3));
    await waitFor(() => expect(f.kernel.router.current?.name).toBe('Search'));
    // The type-ahead rows did show while the search ran, after its request had left.
    expect(provisionalShown()).toBe(true);
    expect(sent.filter((request) => request.parentid === undefined)[0]).toEqual({
      path: expect.stringMatching(/search\/files$/),
      commits: expect.any(Number),
      folderShown: true,
    });
  });
});

describe('the list replacing the one shown', () => {
  it('the results list draws its rows in its first commit, at the size of the list it replaces', async () => {
    const sent: Sent[] = [];
    const f = await shown(sent);
    const name = entryOf(folderOf(f))!.fname;
    const main = document.querySelector('.pk-finder-main') as HTMLElement;
    drawnRows.length = 0;
    void search(f.store, name.slice(0, 3));
    await waitFor(() => {
      expect(f.kernel.router.current?.name).toBe('Search');
      const list = within(main).getByRole('listbox', { name: 'Files' });
      expect(list).not.toHaveAttribute('data-pk-provisional');
      expect(within(list).getAllByRole('option').length).toBeGreaterThan(0);
    });
    // Every commit drew a list with rows (the folder's, the type-ahead's, the results'), never
    // an empty list waiting for its measure.
    expect(drawnRows.length).toBeGreaterThan(0);
    expect(drawnRows).not.toContain(0);
  });
});
