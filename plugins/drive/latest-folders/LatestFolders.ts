/**
 * The latest-folders strip's state (finder.md section 2, toolbar; section 7): the folders and
 * teams used lately as destinations, GET drive /kdteam/api/v1/folder/selector over the last 29
 * days, at most 20. It is the finder's own, one per kernel, and not a kernel list: the kernel's
 * lists belong to the current company and are dropped when it changes, while the strip spans
 * every company. A malformed answer is the "fetch result must be an array." error.
 */
import { action, makeObservable, observable, runInAction } from 'mobx';
import { isCancelled, observableRef, type PickerKernel } from '../../../kernel';
import {
  LATEST_FOLDERS_MAX,
  latestFolderToItem,
  latestFoldersParams,
  type LatestFoldersPage,
} from '../../sources/drive-latest-folders';
import type { DriveItem } from '../../sources/shared/driveEntry';
import { get, kernelScope } from '../../sources/shared/fetch';
import { listAnswer } from '../../sources/shared/values';

export const LATEST_FOLDERS_KEY = 'driveLatestFolders';

export type LatestFoldersStatus = 'idle' | 'loading' | 'loaded' | 'error';

export class LatestFolders {
  status: LatestFoldersStatus = 'idle';
  folders: DriveItem[] = [];
  error: unknown = null;

  constructor(
    private readonly kernel: PickerKernel,
    private readonly now: () => number = Date.now,
  ) {
    makeObservable(this, {
      status: observable,
      folders: observableRef,
      error: observable,
      clear: action,
    });
  }

  /** Loads the strip; rejects with the call's error (the finder entry shows it). */
  async load(signal?: AbortSignal): Promise<void> {
    runInAction(() => {
      this.status = 'loading';
      this.error = null;
    });
    try {
      const data = await get<LatestFoldersPage>(
        kernelScope(this.kernel, signal),
        'drive',
        '/kdteam/api/v1/folder/selector',
        latestFoldersParams(this.now()),
      );
      const from = { sourceKey: LATEST_FOLDERS_KEY, origin: LATEST_FOLDERS_KEY };
      const folders = listAnswer(data.data)
        .slice(0, LATEST_FOLDERS_MAX)
        .map((record) => latestFolderToItem(record, from));
      runInAction(() => {
        this.folders = folders;
        this.status = 'loaded';
      });
    } catch (error) {
      runInAction(() => {
        this.status = isCancelled(error) ? 'idle' : 'error';
        this.error = isCancelled(error) ? null : error;
      });
      throw error;
    }
  }

  clear(): void {
    this.folders = [];
    this.status = 'idle';
    this.error = null;
  }
}

const byKernel = new WeakMap<PickerKernel, LatestFolders>();

/** The strip's state of a finder's kernel (made on first use). */
export function latestFoldersOf(kernel: PickerKernel): LatestFolders {
  let state = byKernel.get(kernel);
  if (!state) {
    state = new LatestFolders(kernel);
    byKernel.set(kernel, state);
  }
  return state;
}
