/**
 * The find-or-add prompt of a phone or e-mail search that found nobody: the probe's answer is kept
 * here (kernel slot USER_NOT_FOUND_SLOT) for as long as the query it answered is the search, so
 * the list can show the prompt in place of a bare "no matches". Activating the prompt hands it to
 * the caller's onUserNotFound with `trigger: 'prompt'` (the probe itself reports with 'probe').
 */
import { action, makeObservable } from 'mobx';
import { observableRef } from '../../../kernel';
import type { UserNotFoundInfo } from './pickerContext.types';

export const USER_NOT_FOUND_SLOT = 'userNotFoundPrompt';

export class UserNotFoundPrompt {
  /** The prompt to show, or null. */
  info: UserNotFoundInfo | null = null;

  constructor(private readonly onActivate: (info: UserNotFoundInfo) => void) {
    makeObservable(this, { info: observableRef, show: action, clear: action });
  }

  show(info: UserNotFoundInfo): void {
    this.info = info;
  }

  clear(): void {
    this.info = null;
  }

  /** The user chose the prompt: the caller finds or adds the user. */
  activate(): void {
    if (this.info) this.onActivate({ ...this.info, trigger: 'prompt' });
  }
}
