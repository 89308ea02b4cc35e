// @vitest-environment jsdom
/**
 * The finder keeps the lists of the last folders shown (FileList's panes, KEPT_LISTS): Back,
 * Forward and a folder opened again show the rows already rendered, in the same elements, without
 * a loading state; the lists kept and not shown are hidden (out of the accessibility tree); focus
 * in a list that is hidden goes to the list shown, on the row whose folder the user opened; past
 * KEPT_LISTS the least recently shown list is dropped.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadLanguages, type PickerItem } from '../../../../kernel';
import { FinderFrame, FinderProvider } from '../../../../plugins/views/finder-frame';
import { KEPT_LISTS } from '../../../../plugins/views/finder-frame/FileList';
import { entryOf } from '../../../../plugins/sources/shared/driveEntry';
import { createFinder, finderCatalogues, type FinderInstance } from '../../../../presets/finder';
import { useFakeSuite } from '../../../support/fakeSuite';
import { laidOutElements } from '../../../support/laidOut';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
beforeAll(() => preloadLanguages(finderCatalogues, ['en']));

// jsdom lays nothing out: the elements get a size, so the virtual list renders its rows.
laidOutElements();

let finder: FinderInstance | null = null;
afterEach(() => {
  finder?.dispose();
  finder = null;
  document.body.replaceChildren();
});

async function shown() {
  suite.setDefaultUser('personal');
  const f = createFinder({ services: suite.urls, language: 'en', storage: null });
  finder = f;
  await f.start();
  render(
    <FinderProvider store={f.store}>
      <FinderFrame onCommit={() => undefined} onCancel={() => undefined} />
    </FinderProvider>,
  );
  await screen.findByRole('listbox', { name: 'Files' });
  const folders = (f.store.listState()?.items ?? []).filter(
    (item) => entryOf(item)?.ftype === 'folder',
  );
  expect(folders.length).toBeGreaterThanOrEqual(3);
  return { f, folders, main: document.querySelector('.pk-finder-main') as HTMLElement };
}

/** The options of the list shown, as a user (or a screen reader) finds them. */
const options = (main: HTMLElement) => within(main).getAllByRole('option');
const rowOf = (main: HTMLElement, item: PickerItem) =>
  options(main).find((option) => option.textContent?.includes(entryOf(item)!.fname));

async function open(f: FinderInstance, main: HTMLElement, folder: PickerItem) {
  fireEvent.click(rowOf(main, folder)!);
  await waitFor(() => expect(f.kernel.router.current?.params.fid).toBe(Number(folder.id)));
  await waitFor(() => expect(main.querySelector('[data-loading]')).toBeNull());
  await within(main).findAllByRole('option');
}

describe('the finder keeps the lists of the last folders shown', () => {
  it('Back and Forward show the rows already drawn, in the same elements, and hide the other list', async () => {
    const { f, folders, main } = await shown();
    const landingRows = options(main);
    await open(f, main, folders[1]);
    const folderRows = options(main);
    // The landing's rows are still in the page, hidden: no longer options a user can reach.
    expect(landingRows[0].isConnected).toBe(true);
    expect(landingRows[0].closest('[data-pk-pane]')).toHaveAttribute('hidden');
    expect(options(main)).not.toContain(landingRows[0]);

    await act(() => f.kernel.router.back());
    expect(main.querySelector('[data-loading]')).toBeNull();
    expect(options(main)).toEqual(landingRows);
    expect(folderRows[0].closest('[data-pk-pane]')).toHaveAttribute('hidden');

    await act(() => f.kernel.router.forward());
    expect(options(main)).toEqual(folderRows);
    expect(within(main).getAllByRole('listbox', { name: 'Files' })).toHaveLength(1);
  });

  it('focus in the list left goes to the list shown, on the row of the folder opened from it', async () => {
    const { f, folders, main } = await shown();
    await open(f, main, folders[2]);
    const inside = within(main).getByRole('listbox', { name: 'Files' });
    inside.focus();
    expect(document.activeElement).toBe(inside);

    await act(() => f.kernel.router.back());
    const list = within(main).getByRole('listbox', { name: 'Files' });
    expect(list).not.toBe(inside);
    expect(document.activeElement).toBe(list);
    const active = document.getElementById(list.getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toContain(entryOf(folders[2])!.fname);
  });

  it('the row a folder was opened from takes a click again at once after Back', async () => {
    const { f, folders, main } = await shown();
    // The rows' click throttle (600 ms) sees no time pass: only a new showing of the list lets
    // the second click through.
    const clock = vi.spyOn(performance, 'now').mockReturnValue(performance.now());
    try {
      await open(f, main, folders[1]);
      await act(() => f.kernel.router.back());
      fireEvent.click(rowOf(main, folders[1])!);
      expect(f.kernel.router.pending?.params.fid ?? f.kernel.router.current?.params.fid).toBe(
        Number(folders[1].id),
      );
    } finally {
      clock.mockRestore();
    }
  });

  it(`keeps ${KEPT_LISTS} lists, dropping the one shown least recently`, async () => {
    const { f, folders, main } = await shown();
    const panes = () =>
      [...main.querySelectorAll<HTMLElement>('[data-pk-pane]')].map((pane) => pane.dataset.pkPane);
    for (const folder of folders.slice(0, 3)) {
      await open(f, main, folder);
      await act(() => f.kernel.router.back());
    }
    // Shown in turn: the landing, folder 0, the landing, folder 1, the landing, folder 2, the
    // landing. Folder 0 was shown least recently.
    const kept = panes();
    expect(kept).toHaveLength(KEPT_LISTS);
    const ofFolder = (index: number) =>
      kept.some((key) => key?.includes(`fid=${folders[index].id}&`));
    expect([ofFolder(0), ofFolder(1), ofFolder(2)]).toEqual([false, true, true]);
  });
});
