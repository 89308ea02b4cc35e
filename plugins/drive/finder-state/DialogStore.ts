/**
 * The finder's dialogs and OK spinner (no React): the tips dialog's message, whether the
 * selected-files dialog is open, and whether a commit is being acted on (the host's
 * `committing`, or OK waiting for onConfirm).
 */
import { action, makeObservable, observable } from 'mobx';

export class DialogStore {
  /** The tips dialog's message, when open. */
  tip: string | null = null;
  selectedDialogOpen = false;
  committing: boolean;

  constructor(committing = false) {
    this.committing = committing;
    makeObservable(this, {
      tip: observable,
      selectedDialogOpen: observable,
      committing: observable,
      showTip: action,
      closeTip: action,
      setSelectedDialogOpen: action,
      setCommitting: action,
    });
  }

  showTip(message: string): void {
    this.tip = message;
  }

  closeTip(): void {
    this.tip = null;
  }

  setSelectedDialogOpen(open: boolean): void {
    this.selectedDialogOpen = open;
  }

  setCommitting(committing: boolean): void {
    this.committing = committing;
  }
}
