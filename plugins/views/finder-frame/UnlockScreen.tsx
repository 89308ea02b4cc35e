/**
 * The private space's gate (finder.md section 2, Unlock private space): a password form with a
 * 'forgot password' link and a confirm button; the message under the field says what went
 * wrong (empty, incorrect with the attempts left, try again tomorrow). The password lives in the
 * field only. With an expired membership the gate says so, with a renew link, instead.
 */
import { observer } from 'mobx-react-lite';
import { useId, useRef, useState, type FormEvent } from 'react';
import { secretLinksOf } from '../../drive/private-space/spaceLinks';
import { secretAccessOf } from '../../drive/private-space/secretAccess';
import { UnlockForm } from '../../drive/private-space/UnlockForm';
import { useFinder } from './FinderContext';
import { finderSpaceText } from '../../drive/texts/spaceText';
import { Gate, GateMessage } from './GateParts';
import type { FinderSpaceKey } from '../../drive/texts/spaceLocale';

export const UnlockScreen = observer(function UnlockScreen() {
  const store = useFinder();
  const [form] = useState(() => new UnlockForm(store));
  const field = useRef<HTMLInputElement>(null);
  const ids = useId();
  const t = (key: FinderSpaceKey) => finderSpaceText(store.kernel, key);
  const links = secretLinksOf(store);
  const expired = secretAccessOf(store) === 'expired';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = field.current;
    if (!input) return;
    void form.submit(input.value).then(
      (opened) => {
        if (!opened) input.focus();
      },
      () => undefined,
    );
  };

  return (
    <Gate>
      {expired ? (
        <section className="pk-finder-gate__panel" aria-labelledby={`${ids}-title`}>
          <h2 id={`${ids}-title`}>{t('membershipExpired')}</h2>
          <p>{t('membershipExpiredTip')}</p>
          {links.renew && (
            <a href={links.renew} target="_blank" rel="noopener noreferrer">
              {t('renew')}
            </a>
          )}
        </section>
      ) : (
        <form aria-labelledby={`${ids}-title`} onSubmit={submit} noValidate>
          <h2 id={`${ids}-title`}>{t('unlockTitle')}</h2>
          <p id={`${ids}-intro`}>{t('unlockIntro')}</p>
          <label htmlFor={`${ids}-password`}>{t('password')}</label>
          <input
            ref={field}
            id={`${ids}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            autoFocus
            aria-invalid={form.message ? true : undefined}
            aria-describedby={`${ids}-intro ${ids}-message`}
          />
          <GateMessage id={`${ids}-message`} message={form.message} />
          <div className="pk-finder-gate__actions">
            {links.forgotPassword ? (
              <a href={links.forgotPassword} target="_blank" rel="noopener noreferrer">
                {t('forgotPassword')}
              </a>
            ) : (
              <span />
            )}
            <button
              type="submit"
              className="pk-button pk-button--primary"
              aria-busy={form.pending || undefined}
              disabled={form.pending}
            >
              {form.pending ? t('unlocking') : t('unlock')}
            </button>
          </div>
        </form>
      )}
    </Gate>
  );
});
