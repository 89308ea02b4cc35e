/**
 * The company switcher's choice: it goes through the company switch a plugin put in the kernel's
 * `switchCompany` slot (pickerContext: the retried workspace fetch, whose answer decides the
 * company shown), else straight to kernel.changeCompany. While it runs the switcher is busy; a
 * failure keeps the current company, is reported through onError and shown until the next choice.
 * A newer choice, or unmounting, abandons an earlier one still running.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorCodes, isCancelled, toPickerError, type PickerKernel } from '../../../kernel';
import { SLOTS } from '../shared/slots';

/** What the `switchCompany` slot holds: resolves with the company shown. */
export type CompanySwitchFn = (companyId: string, signal?: AbortSignal) => Promise<string>;

export interface CompanySwitchState {
  busy: boolean;
  failed: boolean;
  choose(companyId: string): void;
}

function switchOf(kernel: PickerKernel): CompanySwitchFn {
  const slot = kernel.slots.get(SLOTS.switchCompany);
  if (typeof slot === 'function') return slot as CompanySwitchFn;
  return (companyId) => {
    kernel.changeCompany(companyId);
    return Promise.resolve(companyId);
  };
}

export function useCompanySwitch(kernel: PickerKernel): CompanySwitchState {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const choose = useCallback(
    (companyId: string) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setBusy(true);
      setFailed(false);
      const settle = (didFail: boolean) => {
        if (running.current !== controller) return;
        running.current = null;
        setBusy(false);
        setFailed(didFail);
      };
      switchOf(kernel)(companyId, controller.signal).then(
        () => settle(false),
        (error: unknown) => {
          if (isCancelled(error) || controller.signal.aborted) return;
          const failure = toPickerError(error, ErrorCodes.REQUEST_FAILED);
          if (!isCancelled(failure)) kernel.reportError(failure, { phase: 'other' });
          settle(true);
        },
      );
    },
    [kernel],
  );
  return { busy, failed, choose };
}
