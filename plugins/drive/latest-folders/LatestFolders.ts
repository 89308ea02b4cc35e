/**
 * The latest-folders strip's state (finder.md section 2, toolbar; section 7): the folders and
 * teams used lately as destinations, GET drive /kdteam/api/v1/folder/selector over the last 29
 * days, at most 20, and the save of a committed destination. latestFoldersPlugin provides one per
 * kernel (LATEST_FOLDERS). It is not a kernel list: the kernel's lists belong to the current
 * company and are dropped when it changes, while the strip spans every company. A malformed
 * answer is the "fetch result must be an array." error.
 */
import { action, makeObservable, observable, runInAction } from 'mobx';
import { isCancelled, observableRef, type PickerKernel } from '../../../kernel';
import type { DriveItem } from '../../sources/shared/driveEntry';
import { get, kernelScope } from '../../sources/shared/fetch';
import { listAnswer } from '../../sources/shared/values';
import {
  LATEST_FOLDERS_MAX,
  latestFolderToItem,
  latestFoldersParams,
  saveLatestFolder,
  type LatestFoldersPage,
} from './latestFolderCalls';

/** The provenance of the strip's items (they belong to no kernel list). */
const ORIGIN = 'latestFolders';

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
      const from = { sourceKey: ORIGIN, origin: ORIGIN };
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

  /** Records a committed destination: a folder (type 0) or a team (type 1). */
  save(id: number, type: 0 | 1): Promise<unknown> {
    return saveLatestFolder(this.kernel, id, type);
  }

  clear(): void {
    this.folders = [];
    this.status = 'idle';
    this.error = null;
  }
}
