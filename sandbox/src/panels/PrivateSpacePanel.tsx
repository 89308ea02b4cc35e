/**
 * The finder page's private-space and certification controls: the fake suite's password and SMS
 * code, locking the private space again, and opening the finder at the certification step (its
 * cb is the view the finder landed on).
 */
import { useState } from 'react';
import type { PickerKernel } from '../../../kernel';
import { SUITE_PREFIX } from '../suite';

export const SANDBOX_SECRET_PASSWORD = 'Secret#2026';
export const SANDBOX_SMS_CODE = '123456';

/** Once the finder lands, goes to the certification route with the landing as its cb. */
export function startAtCertification(kernel: PickerKernel): void {
  let done = false;
  kernel.hooks.onRouteChange.tap('sandbox:cert', ({ to }) => {
    if (done || to.name === 'index' || to.name === 'error' || to.name === 'cert') return;
    done = true;
    void kernel.router.navigate({ name: 'cert', query: { cb: to.href } }, { replace: true });
  });
}

export function PrivateSpacePanel({
  startAtCert,
  onStartAtCert,
}: {
  startAtCert: boolean;
  onStartAtCert(on: boolean): void;
}) {
  const [status, setStatus] = useState('');
  const lock = async () => {
    const response = await fetch(`${SUITE_PREFIX}/drive/api/v3/groups/secret/lock`, {
      method: 'PUT',
    }).catch(() => null);
    setStatus(response?.ok ? 'The private space is locked.' : 'Locking failed.');
  };
  return (
    <section aria-labelledby="private-space-title" className="sb-panel">
      <h2 id="private-space-title">Private space and certification</h2>
      <p>
        Private-space password <code>{SANDBOX_SECRET_PASSWORD}</code> (7 wrong tries a day; the
        personal user&apos;s membership is expired). SMS code <code>{SANDBOX_SMS_CODE}</code>.
      </p>
      <button type="button" onClick={() => void lock()}>
        Lock the private space
      </button>
      <p role="status">{status}</p>
      <label className="sb-field sb-check">
        <input
          type="checkbox"
          checked={startAtCert}
          onChange={(e) => onStartAtCert(e.target.checked)}
        />{' '}
        Open at the certification step
      </label>
    </section>
  );
}
