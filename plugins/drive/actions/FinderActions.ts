/**
 * The finder's actions store (finder.md sections 1, 2, 4 and 5), made by actionsPlugin: the
 * files the action carries, the refusal of the chosen folder (actionRules.ts) shown beside OK,
 * the transfer's Move and Copy, rename mode's name, the new-folder row, and the transfer global
 * while the finder lives. `allows(operation)` is what OK (or Move, or Copy) needs besides the finder's own rule;
 * `commitExtras(operation)` is what the commit info gains (the operation, the new name).
 */
import { action, computed, makeObservable, observable } from 'mobx';
import { isCancelled, observableRef } from '../../../kernel';
import { actionText } from '../texts/actionLocale';
import { ACTION_FOOTER, type CommitOperation } from '../rules/actionFooter';
import {
  actionRefusal,
  transferAllows,
  type CarriedFile,
  type ChosenFolder,
  type Refusal,
  type TransferOperation,
} from '../rules/actionRules';
import { BATCH_LIMIT } from '../rules/actions';
import { insideLinkFolder } from '../rules/linkOrigin';
import { defaultRename, renameResult, type RenameSubject } from '../rules/rename';
import { carriedOfItem, loadCarriedPresets } from './carriedFiles';
import type { ActionHost } from './actionHost';
import { NewFolderStore, nameErrorText, type Timers } from './NewFolderStore';
import { installTransferGlobal } from './transferGlobal';

export interface ActionOptions {
  /** Rename mode's default name without the bracketed copy suffix. */
  hideCopySuffix?: boolean;
  timers?: Timers;
}

export type CommitExtras = {
  /** Transfer: which of Move and Copy committed. */
  operation?: TransferOperation;
  /** Rename mode: the name, its extension re-appended for a file. */
  name?: string;
};

export class FinderActions {
  readonly newFolder: NewFolderStore;
  /** The presets as their metadata tells (copy, move, save); null while loading. */
  presets: CarriedFile[] | null = null;
  /** Rename mode's input. */
  renameText = '';
  /** The operation a commit runs with (OK, or transfer's Move or Copy). */
  committingOperation: CommitOperation = 'ok';

  private readonly hideCopySuffix: boolean;
  private controller: AbortController | null = null;
  private uninstallTransfer: (() => void) | null = null;

  constructor(
    private readonly store: ActionHost,
    options: ActionOptions = {},
  ) {
    this.hideCopySuffix = options.hideCopySuffix === true;
    this.newFolder = new NewFolderStore(store, options.timers);
    makeObservable<FinderActions, 'setPresets'>(this, {
      presets: observableRef,
      renameText: observable,
      carried: computed,
      folder: computed,
      refusal: computed,
      renameSubject: computed,
      setRenameText: action,
      setPresets: action,
    });
  }

  get footer() {
    return ACTION_FOOTER[this.store.inputs.action];
  }

  /** The files the action carries: the presets (copy, move, save) or the selection. */
  get carried(): CarriedFile[] {
    const { action: name, presets } = this.store.inputs;
    if (name === 'copy' || name === 'move' || name === 'save') {
      return (
        this.presets ??
        presets.map((p) => ({
          id: p.id,
          groupid: Number(p.groupid) || 0,
          corpid: 0,
          isFolder: false,
        }))
      );
    }
    return this.store.kernel.selection.selectedItems
      .map(carriedOfItem)
      .filter((file): file is CarriedFile => file !== null);
  }

  /** The folder the current route shows, as a destination. */
  get folder(): ChosenFolder | null {
    const view = this.store.teamView;
    if (!view) return null;
    return {
      groupid: view.team.id,
      fid: view.fid,
      pathIds: view.path.map((p) => p.fileid),
      companyId: this.store.companyId,
      readOnly: this.store.readOnly,
    };
  }

  get refusal(): Refusal | null {
    const store = this.store;
    const folder = this.folder;
    return actionRefusal({
      action: store.inputs.action,
      carried: this.carried,
      // No team loaded is a read-only directory too (section 5).
      folder: folder ?? { groupid: 0, fid: 0, pathIds: [], companyId: 0, readOnly: true },
      // A company restricts by its record's flag or its spread control (enterprise state).
      companies: store.companies.map((c) => ({
        id: c.id,
        role: c.role,
        restrict: c.restrict === true || store.enterprise.restricts(c.id),
      })),
      userId: Number(store.kernel.context.user?.userid ?? 0),
    });
  }

  /** Why committing is refused, as the user reads it, or null. */
  refusalText(operation: CommitOperation = 'ok'): string | null {
    const refusal = this.refusal;
    if (refusal) return actionText(this.store.kernel, refusal, { max: BATCH_LIMIT });
    if (operation !== 'ok' && !this.transferAllows(operation)) {
      return actionText(this.store.kernel, `refuse.transfer.${operation}`);
    }
    return null;
  }

  transferAllows(operation: TransferOperation): boolean {
    return transferAllows(this.carried, operation);
  }

  /** Besides the store's OK rule: no refusal, and in transfer the operation is allowed. */
  allows(operation: CommitOperation = 'ok'): boolean {
    if (!this.footer.buttons.includes(operation)) return false;
    if (this.refusal) return false;
    if (operation !== 'ok' && !this.transferAllows(operation)) return false;
    if (this.renaming && this.renameError() !== null) return false;
    return true;
  }

  /** Rename mode is on: the rename feature, an action that names, one preset to name. */
  get renaming(): boolean {
    return this.footer.rename && this.store.has('rename') && this.renameSubject !== null;
  }

  get renameSubject(): RenameSubject | null {
    const preset = this.store.inputs.presets[0];
    if (!preset?.fname) return null;
    const known = this.presets?.[0];
    return {
      fname: preset.fname,
      isFile: known ? !known.isFolder : true,
      linkFolder: insideLinkFolder(this.store.router.current),
    };
  }

  setRenameText(text: string): void {
    this.renameText = text;
  }

  /** The text of the rename input's broken rule, or null. */
  renameError(): string | null {
    const subject = this.renameSubject;
    if (!subject) return null;
    const { error } = renameResult(subject, this.renameText);
    return error ? nameErrorText(this.store.kernel, error, subject.linkFolder) : null;
  }

  /** Records the operation the commit about to run is for (read by the confirm hooks). */
  beginCommit(operation: CommitOperation = 'ok'): void {
    this.committingOperation = operation;
  }

  commitExtras(operation: CommitOperation = 'ok'): CommitExtras {
    const extras: CommitExtras = {};
    if (operation !== 'ok') extras.operation = operation;
    const subject = this.renameSubject;
    if (this.renaming && subject) extras.name = renameResult(subject, this.renameText).name;
    return extras;
  }

  /**
   * Before the finder's first request (its init): the transfer global, which the request layer
   * adds to every suite call of a transfer finder. Once per finder.
   */
  beforeRequests(): void {
    const { inputs } = this.store;
    if (inputs.action === 'transfer' && inputs.transfer && !this.uninstallTransfer) {
      this.uninstallTransfer = installTransferGlobal(inputs.transfer);
    }
  }

  /** On landing (the texts in): the transfer global, the rename default, the presets' metadata. */
  start(): void {
    const { store } = this;
    const { inputs, kernel } = store;
    this.beforeRequests();
    const subject = this.renameSubject;
    if (subject && this.renameText === '') {
      this.setRenameText(
        defaultRename(subject, actionText(kernel, 'copySuffix'), this.hideCopySuffix),
      );
    }
    const carries =
      inputs.action === 'copy' || inputs.action === 'move' || inputs.action === 'save';
    if (!carries || inputs.presets.length === 0 || this.controller) return;
    const controller = new AbortController();
    this.controller = controller;
    loadCarriedPresets(kernel, inputs, controller.signal).then(
      (files) => this.setPresets(files),
      (error: unknown) => {
        if (!isCancelled(error)) console.warn('[pickerkit] reading the presets failed:', error);
      },
    );
  }

  /** On teardown: the transfer global is cleared, loads and timers stop. */
  dispose(): void {
    this.controller?.abort();
    this.newFolder.dispose();
    this.uninstallTransfer?.();
    this.uninstallTransfer = null;
  }

  private setPresets(files: CarriedFile[]): void {
    this.presets = files;
  }
}
