/**
 * Who can open the file a picker was opened for: one `fileValidUsers` answer for the file's group
 * (the group from the file's metadata when the host named only the file), kept for the picker's
 * life. A picked person is `ok`, `noAccess`, or `unknown` (still checking, or the check failed:
 * never shown as no access). Only people are checked.
 */
import { action, makeObservable, observable } from 'mobx';
import { isCancelled, observableRef, type PickerItem, type RequestClient } from '../../../kernel';
import { fileValidUsers } from '../../../kernel/request';
import { path } from '../../../kernel/request/paths';

export type AccessStatus = 'idle' | 'checking' | 'ready' | 'failed';
export type Access = 'ok' | 'noAccess' | 'unknown';

export interface AccessTarget {
  fileId?: number | string;
  groupId?: number | string;
}

export class AccessStore {
  status: AccessStatus = 'idle';
  private valid: { all: boolean; users: ReadonlySet<string> } | null = null;
  private readonly target: AccessTarget;
  private controller: AbortController | null = null;

  constructor(target: AccessTarget) {
    this.target = target;
    makeObservable<AccessStore, 'valid' | 'settle'>(this, {
      status: observable,
      valid: observableRef,
      settle: action,
      check: action,
    });
  }

  /** Asks the suite once (again after a failure); never throws. */
  async check(client: RequestClient): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.status = 'checking';
    try {
      const groupId = this.target.groupId ?? (await this.groupOfFile(client, controller.signal));
      const [error, data] = await fileValidUsers(client, groupId, { signal: controller.signal });
      if (error) throw error;
      this.settle({
        all: data.all === true,
        users: new Set((data.users ?? []).map((id) => String(id))),
      });
    } catch (error) {
      if (isCancelled(error) || controller.signal.aborted) return;
      console.warn('[pickerkit] checkAccess: could not check who can open the file:', error);
      this.settle(null);
    }
  }

  private async groupOfFile(client: RequestClient, signal: AbortSignal): Promise<string> {
    const [error, data] = await client.get<{ fileinfo?: { groupid?: number | string } }>(
      'drive',
      path`/api/v5/files/${String(this.target.fileId)}/metadata`,
      { signal },
    );
    if (error) throw error;
    const groupId = data?.fileinfo?.groupid;
    if (groupId === undefined || String(groupId) === '') {
      throw new Error(`file ${String(this.target.fileId)} has no group`);
    }
    return String(groupId);
  }

  private settle(valid: { all: boolean; users: ReadonlySet<string> } | null): void {
    this.valid = valid;
    this.status = valid ? 'ready' : 'failed';
  }

  /** Whether a picked item can open the file; null for what is not a person. */
  accessOf(item: PickerItem): Access | null {
    if (item.type !== 'user') return null;
    const valid = this.valid;
    if (!valid) return 'unknown';
    if (valid.all) return 'ok';
    return valid.users.has(String(item.userid ?? item.id)) ? 'ok' : 'noAccess';
  }

  /** The people among `items` who cannot open the file. */
  noAccess(items: readonly PickerItem[]): PickerItem[] {
    return items.filter((item) => this.accessOf(item) === 'noAccess');
  }

  dispose(): void {
    this.controller?.abort();
    this.controller = null;
  }
}
