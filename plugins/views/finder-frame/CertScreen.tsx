/**
 * The certification screen (finder.md section 2): a phone-binding step (phone number, a code sent
 * by SMS, Bind); once bound, the route is replaced by the path of the cb query.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CertForm } from '../../drive/private-space/CertForm';
import { useFinder } from './FinderContext';
import { finderSpaceText } from '../../drive/texts/spaceText';
import { Gate, GateMessage } from './GateParts';
import type { FinderSpaceKey } from '../../drive/texts/spaceLocale';

export const CertScreen = observer(function CertScreen() {
  const store = useFinder();
  const [form] = useState(() => new CertForm(store));
  const phone = useRef<HTMLInputElement>(null);
  const code = useRef<HTMLInputElement>(null);
  const ids = useId();
  const t = (key: FinderSpaceKey) => finderSpaceText(store.kernel, key);

  const failedField = form.field;
  useEffect(() => {
    if (failedField === 'phone') phone.current?.focus();
    if (failedField === 'code') code.current?.focus();
  }, [failedField, form.message]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.bind(phone.current?.value ?? '', code.current?.value ?? '').catch(() => undefined);
  };
  const send = () => {
    void form.sendCode(phone.current?.value ?? '').catch(() => undefined);
  };

  return (
    <Gate>
      <form aria-labelledby={`${ids}-title`} onSubmit={submit} noValidate>
        <h2 id={`${ids}-title`}>{t('certTitle')}</h2>
        <p>{t('certIntro')}</p>
        <label htmlFor={`${ids}-phone`}>{t('phone')}</label>
        <input
          ref={phone}
          id={`${ids}-phone`}
          name="phone"
          type="tel"
          autoComplete="tel"
          aria-invalid={form.field === 'phone' || undefined}
          aria-describedby={`${ids}-message`}
        />
        <label htmlFor={`${ids}-code`}>{t('code')}</label>
        <div className="pk-finder-gate__actions">
          <input
            ref={code}
            id={`${ids}-code`}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-invalid={form.field === 'code' || undefined}
            aria-describedby={`${ids}-message`}
          />
          <button type="button" className="pk-button" disabled={form.pending} onClick={send}>
            {t('sendCode')}
          </button>
        </div>
        <GateMessage id={`${ids}-message`} message={form.message} />
        <p role="status">{form.notice ?? ''}</p>
        <button
          type="submit"
          className="pk-button pk-button--primary"
          disabled={form.pending}
          aria-busy={form.pending || undefined}
        >
          {t('bind')}
        </button>
      </form>
    </Gate>
  );
});
