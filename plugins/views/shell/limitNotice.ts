/**
 * The dialog's own feedback when a pick goes over the maximum count (besides the host's onExceed
 * callback, as DingTalk's limitTips): one observable notice per kernel, set by the kernel's
 * onExceed hook and cleared after LIMIT_NOTICE_MS or when the user dismisses it.
 */
import { action, makeObservable, observable } from 'mobx';
import type { PickerKernel } from '../../../kernel';

/** How long the limit tip stays up. */
export const LIMIT_NOTICE_MS = 4000;

export class LimitNotice {
  /** The maximum the user ran into, or null when no tip shows. */
  maxCount: number | null = null;
  /** Counts the notices, so a second exceed while the tip is up restarts its timer. */
  serial = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor() {
    makeObservable<LimitNotice, 'expire'>(this, {
      maxCount: observable,
      serial: observable,
      show: action,
      dismiss: action,
      expire: action,
    });
  }

  show(maxCount: number): void {
    this.maxCount = maxCount;
    this.serial += 1;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.expire(), LIMIT_NOTICE_MS);
  }

  dismiss(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.maxCount = null;
  }

  private expire(): void {
    this.timer = null;
    this.maxCount = null;
  }
}

const notices = new WeakMap<PickerKernel, LimitNotice>();

/** The kernel's limit notice, tapping its onExceed hook the first time it is asked for. */
export function limitNoticeOf(kernel: PickerKernel): LimitNotice {
  let notice = notices.get(kernel);
  if (!notice) {
    const created = new LimitNotice();
    kernel.hooks.onExceed.tap('view:limit-tip', (info) => created.show(info.maxCount));
    notices.set(kernel, created);
    notice = created;
  }
  return notice;
}
