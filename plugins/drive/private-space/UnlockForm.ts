/**
 * The unlock form's state (finder.md sections 2, 5 and 8): the password is trimmed and must not be
 * empty ('errorPassword'); it is sent in the unlock call only and never kept here (the form
 * holds the message, the busy flag and whether today's attempts are used up). A wrong password
 * shows the attempts marker's message, the limit 'try again tomorrow'; success goes to the
 * private files.
 */
import { action, makeObservable, observable } from 'mobx';
import { isCancelled, type PickerKernel } from '../../../kernel';
import { finderSpaceText } from '../texts/spaceText';
import { finderCodeText } from '../result-codes/finderResultCodes';
import { unlockSecret } from './secretCalls';
import { unlockFailure, unlockMessage } from './unlockOutcome';

export class UnlockForm {
  /** The message under the field (an error), or null. */
  message: string | null = null;
  pending = false;
  /** Today's attempts are used up. */
  exhausted = false;

  constructor(private readonly store: { readonly kernel: PickerKernel }) {
    makeObservable(this, {
      message: observable,
      pending: observable,
      exhausted: observable,
      failed: action,
      started: action,
      succeeded: action,
    });
  }

  /** Tries the password; true when the private space opened. */
  async submit(raw: string): Promise<boolean> {
    const { kernel } = this.store;
    const password = raw.trim();
    if (password === '') {
      this.failed(finderSpaceText(kernel, 'errorPassword'), false);
      return false;
    }
    if (this.pending) return false;
    this.started();
    try {
      await unlockSecret(kernel, password);
    } catch (error) {
      if (isCancelled(error)) {
        this.failed(null, false);
        throw error;
      }
      const failure = unlockFailure(error);
      const message = unlockMessage(failure);
      this.failed(
        message.text ?? finderCodeText(kernel, message.key, message.values),
        failure.kind === 'limit',
      );
      return false;
    }
    this.succeeded();
    await kernel.router.navigate({ name: 'Secret' }, { replace: true });
    return true;
  }

  started(): void {
    this.pending = true;
    this.message = null;
  }

  failed(message: string | null, exhausted: boolean): void {
    this.pending = false;
    this.message = message;
    if (exhausted) this.exhausted = true;
  }

  succeeded(): void {
    this.pending = false;
    this.message = null;
  }
}
