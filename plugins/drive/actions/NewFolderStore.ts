/**
 * The inline new-folder row (finder.md sections 2, 4, 5 and 8): `begin()` opens it, `cancel()`
 * clears it; `confirm()` (its confirm icon, or Enter) creates the folder 300 ms after the last
 * confirm (debounced: a burst of Enter makes one folder), then opens it.
 * - Not created while a tips dialog is open.
 * - The name rules first (not empty: fileNameEmpty; at most 100; none of \ / : * ? " < > |; in a
 *   link folder none of ; % & either); a broken rule shows in the tips dialog.
 * - POST /api/v5/files/folder {groupid, parentid (0 at the root), parsed: true, owner: true,
 *   name}; a failure shows in the tips dialog: the result code's text, else the server's msg,
 *   else the default new-folder error.
 * - After a dialog about the row closes, the row's input is focused again (`focusRequest`).
 * - On success the folder's list is opened (TeamFiles, or EnterpriseTeamFiles in a company) and
 *   the folder it was made in is reloaded behind, so going back shows it.
 */
import { action, makeObservable, observable, reaction, type IReactionDisposer } from 'mobx';
import { isCancelled, type PickerKernel } from '../../../kernel';
import { post, kernelScope } from '../../sources/shared/fetch';
import { actionText } from '../texts/actionLocale';
import { fileNameError, NAME_MAX_LENGTH, type NameError } from '../rules/validators';
import type { ActionHost } from './actionHost';
import { insideLinkFolder } from '../rules/linkOrigin';

/** finder.md section 9: new-folder debounce 300 ms. */
export const NEW_FOLDER_DEBOUNCE_MS = 300;

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

interface CreatedFolder {
  id?: number | string;
  groupid?: number | string;
}

/** The text of a broken name rule. */
export function nameErrorText(kernel: PickerKernel, error: NameError, linkFolder = false): string {
  if (error === 'illegalFname' && linkFolder) return actionText(kernel, 'name.illegalLinkFname');
  return actionText(kernel, `name.${error}`, { max: NAME_MAX_LENGTH });
}

/** finder.md section 8: the mapped result code, else the server's msg, else the default text. */
export function folderErrorText(kernel: PickerKernel, error: unknown): string {
  const { result, msg } = (error ?? {}) as { result?: string; msg?: string };
  const mapped = result ? kernel.resultCodes.text(result) : undefined;
  if (mapped) return mapped;
  if (
    result === 'fileNameEmpty' ||
    result === 'fileNameLengthExceed' ||
    result === 'illegalFname'
  ) {
    return nameErrorText(kernel, result);
  }
  if (typeof msg === 'string' && msg.trim() !== '') return msg;
  return actionText(kernel, 'newFolderError');
}

export class NewFolderStore {
  open = false;
  name = '';
  creating = false;
  /** Bumped when the row's input should take focus again. */
  focusRequest = 0;

  private timer: unknown = null;
  private refocusAfterTip = false;
  private readonly stopWatchingTip: IReactionDisposer;

  constructor(
    private readonly store: ActionHost,
    private readonly timers: Timers = realTimers,
  ) {
    makeObservable<NewFolderStore, 'run' | 'fail'>(this, {
      open: observable,
      name: observable,
      creating: observable,
      focusRequest: observable,
      begin: action,
      setName: action,
      cancel: action,
      run: action,
      fail: action,
    });
    this.stopWatchingTip = reaction(
      () => store.tip,
      (tip) => {
        if (tip === null && this.refocusAfterTip) {
          this.refocusAfterTip = false;
          if (this.open) this.requestFocus();
        }
      },
    );
  }

  /** The folder the row creates in: the open team folder, when a team route shows one. */
  get parent(): {
    groupid: number;
    parentid: number;
    companyId: number;
    linkFolder: boolean;
  } | null {
    const view = this.store.teamView;
    const route = this.store.router.current?.name;
    if (!view || (route !== 'TeamFiles' && route !== 'EnterpriseTeamFiles')) return null;
    const last = view.path[view.path.length - 1];
    return {
      groupid: view.team.id,
      parentid: view.fid,
      companyId: this.store.companyId,
      linkFolder: last?.ftype === 'linkfolder' || insideLinkFolder(this.store.router.current),
    };
  }

  begin(): void {
    this.open = true;
    this.requestFocus();
  }

  setName(name: string): void {
    this.name = name;
  }

  cancel(): void {
    this.clearTimer();
    this.open = false;
    this.name = '';
  }

  /** Enter or the confirm icon: creates 300 ms after the last call. */
  confirm(): void {
    this.clearTimer();
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      void this.run();
    }, NEW_FOLDER_DEBOUNCE_MS);
  }

  dispose(): void {
    this.clearTimer();
    this.stopWatchingTip();
  }

  private requestFocus(): void {
    this.focusRequest += 1;
  }

  private clearTimer(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private fail(message: string): void {
    this.creating = false;
    this.refocusAfterTip = true;
    this.store.showTip(message);
  }

  private async run(): Promise<void> {
    const { store } = this;
    const { kernel } = store;
    if (!this.open || this.creating || store.tip !== null) return;
    const parent = this.parent;
    if (!parent) return;
    const name = this.name.trim();
    const broken = fileNameError(this.name, { linkFolder: parent.linkFolder });
    if (broken) {
      this.fail(nameErrorText(kernel, broken, parent.linkFolder));
      return;
    }
    this.creating = true;
    let created: CreatedFolder;
    try {
      created = await post<CreatedFolder>(kernelScope(kernel), 'drive', '/api/v5/files/folder', {
        groupid: parent.groupid,
        parentid: parent.parentid,
        parsed: true,
        owner: true,
        name,
      });
    } catch (error) {
      if (isCancelled(error)) {
        action(() => (this.creating = false))();
        return;
      }
      this.fail(folderErrorText(kernel, error));
      return;
    }
    action(() => {
      this.creating = false;
      this.cancel();
    })();
    this.reloadParentList();
    const tid = Number(created.groupid ?? parent.groupid);
    const fid = Number(created.id);
    await store.router.navigate(
      parent.companyId > 0
        ? { name: 'EnterpriseTeamFiles', params: { cid: parent.companyId, tid, fid } }
        : { name: 'TeamFiles', params: { tid, fid } },
    );
  }

  /** Reloads, behind, the list the folder was made in. */
  private reloadParentList(): void {
    const list = this.store.list;
    if (!list) return;
    this.store.kernel.sources
      .loadFirst(list.sourceKey, { parent: list.parent, forceUpdate: true })
      .catch((error: unknown) => {
        if (!isCancelled(error)) console.warn('[pickerkit] reloading the folder failed:', error);
      });
  }
}
