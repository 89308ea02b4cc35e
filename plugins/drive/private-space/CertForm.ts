/**
 * The certification screen's state: the phone and the code must not be empty; 'Send code' asks
 * for an SMS code, 'Bind' binds the phone, then the route is replaced by the cb query's path. A
 * failure shows the mapped result code's text, else the server's msg, else the server-error text
 * (finderErrorMessage).
 */
import { action, makeObservable, observable } from 'mobx';
import { isCancelled, type PickerKernel } from '../../../kernel';
import { finderSpaceText } from '../texts/spaceText';
import { finderErrorMessage } from '../result-codes/finderResultCodes';
import { bindPhone, sendPhoneCode } from './certCalls';
import { certReturnTarget } from './certReturn';

export type CertField = 'phone' | 'code';

export class CertForm {
  message: string | null = null;
  /** The field the message is about (focused after a failure). */
  field: CertField | null = null;
  notice: string | null = null;
  pending = false;

  constructor(private readonly store: { readonly kernel: PickerKernel }) {
    makeObservable(this, {
      message: observable,
      field: observable,
      notice: observable,
      pending: observable,
      settle: action,
      begin: action,
    });
  }

  async sendCode(rawPhone: string): Promise<boolean> {
    const phone = rawPhone.trim();
    if (phone === '') return this.refuse('phone', 'phoneEmpty');
    return this.run('phone', async () => {
      await sendPhoneCode(this.store.kernel, phone);
      this.settle(null, null, finderSpaceText(this.store.kernel, 'codeSent'));
    });
  }

  async bind(rawPhone: string, rawCode: string): Promise<boolean> {
    const phone = rawPhone.trim();
    const code = rawCode.trim();
    if (phone === '') return this.refuse('phone', 'phoneEmpty');
    if (code === '') return this.refuse('code', 'codeEmpty');
    const { router } = this.store.kernel;
    const cb = router.current?.query.cb;
    return this.run('code', async () => {
      await bindPhone(this.store.kernel, phone, code);
      this.settle(null, null, null);
      await router.navigate(certReturnTarget(cb), { replace: true });
    });
  }

  begin(): void {
    this.pending = true;
    this.message = null;
    this.field = null;
  }

  settle(message: string | null, field: CertField | null, notice: string | null): void {
    this.pending = false;
    this.message = message;
    this.field = field;
    this.notice = notice;
  }

  private refuse(field: CertField, key: 'phoneEmpty' | 'codeEmpty'): false {
    this.settle(finderSpaceText(this.store.kernel, key), field, null);
    return false;
  }

  private async run(field: CertField, work: () => Promise<void>): Promise<boolean> {
    if (this.pending) return false;
    this.begin();
    try {
      await work();
      return true;
    } catch (error) {
      if (isCancelled(error)) {
        this.settle(null, null, null);
        throw error;
      }
      this.settle(finderErrorMessage(this.store.kernel, error, 'ServerErrorMsg'), field, null);
      return false;
    }
  }
}
