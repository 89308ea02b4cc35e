/**
 * A folder row rested on for 80 ms has its first page fetched ahead, unshown: one request at a
 * time, aborted when the user moves on, and used by the visit (no second request).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoadContext, PickerItem } from '../../../kernel';
import {
  FOLDER_PREFETCH_DELAY_MS,
  FolderPrefetch,
  folderListOf,
} from '../../../plugins/drive/finder-state/folderPrefetch';
import type { DriveEntry } from '../../../plugins/sources/shared/driveEntry';
import { flush, kernelWith, listSource, user } from '../kernel/sources/fakes';

function row(fid: number, isFolder = true): PickerItem {
  const entry: Partial<DriveEntry> = {
    id: fid,
    fname: `Folder ${fid}`,
    isFolder,
    isFile: !isFolder,
    target: { name: 'TeamFiles', params: { tid: 7, fid } },
  };
  return { ...user(String(fid)), entry } as PickerItem;
}

let signals: AbortSignal[];
let kernel: ReturnType<typeof kernelWith>;
let prefetch: FolderPrefetch;

beforeEach(() => {
  vi.useFakeTimers();
  signals = [];
  const files = listSource('driveTeamFiles', [], {
    loader: (ctx: LoadContext) =>
      new Promise((resolve) => {
        signals.push(ctx.signal);
        setTimeout(() => resolve({ items: [user('x')], done: true }), 1000);
      }),
  });
  kernel = kernelWith([files]);
  prefetch = new FolderPrefetch({ kernel, selectabilityOf: () => ({ disabled: false }) } as never);
});

afterEach(() => {
  kernel.dispose();
  vi.useRealTimers();
});

describe('folder prefetch', () => {
  it('asks for a folder rested on once the delay has passed, and shows nothing', async () => {
    prefetch.rest(row(70));
    await vi.advanceTimersByTimeAsync(FOLDER_PREFETCH_DELAY_MS - 1);
    expect(signals).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    const list = folderListOf(
      { kernel, selectabilityOf: () => ({ disabled: false }) } as never,
      row(70),
    )!;
    // Nothing on screen changed: the folder's list was never loaded.
    expect(kernel.sources.state(list.sourceKey, list.parent.key).status).toBe('idle');
    // Its visit paints from what was fetched, without a second request.
    const visit = kernel.sources.loadFirst(list.sourceKey, { parent: list.parent });
    await flush();
    await visit;
    expect(kernel.sources.state(list.sourceKey, list.parent.key).items).toHaveLength(1);
    expect(signals).toHaveLength(1);
  });

  it('moving on before the delay asks nothing; moving on after it aborts the request', async () => {
    prefetch.rest(row(70));
    await vi.advanceTimersByTimeAsync(FOLDER_PREFETCH_DELAY_MS - 10);
    prefetch.rest(row(71));
    await vi.advanceTimersByTimeAsync(FOLDER_PREFETCH_DELAY_MS - 10);
    expect(signals).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10);
    expect(signals).toHaveLength(1);
    // One request at a time: resting on the next folder aborts the one running.
    prefetch.rest(row(72));
    expect(signals[0].aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(FOLDER_PREFETCH_DELAY_MS);
    expect(signals).toHaveLength(2);
    prefetch.moveOn();
    expect(signals[1].aborted).toBe(true);
  });

  it('a file row stops the wait and asks nothing', async () => {
    prefetch.rest(row(70));
    await vi.advanceTimersByTimeAsync(FOLDER_PREFETCH_DELAY_MS - 10);
    prefetch.rest(row(80, false));
    await vi.advanceTimersByTimeAsync(500);
    expect(signals).toHaveLength(0);
  });

  it('opening the folder keeps its request going for the visit', async () => {
    prefetch.rest(row(70));
    await vi.advanceTimersByTimeAsync(FOLDER_PREFETCH_DELAY_MS);
    prefetch.release();
    expect(signals[0].aborted).toBe(false);
  });
});
