/**
 * The certification screen's phone binding (finder.md section 2, Certification screen). The spec
 * names the step, not its calls; the account service's designed paths:
 * - POST /api/v1/user/phone/code {phone}       sends a verification code by SMS;
 * - POST /api/v1/user/phone/bind {phone, code} binds the phone to the signed-in account.
 * Failures throw the request's PickerError (InvalidPhone, InvalidSMSCode, SMSLimitReached,
 * PhoneAlreadyInUsed...).
 */
import type { PickerKernel } from '../../../kernel';
import { post } from '../../sources/shared/fetch';

export const PHONE_CODE_PATH = '/api/v1/user/phone/code';
export const PHONE_BIND_PATH = '/api/v1/user/phone/bind';

export async function sendPhoneCode(kernel: PickerKernel, phone: string): Promise<void> {
  await post({ client: kernel.client }, 'account', PHONE_CODE_PATH, { phone });
}

export async function bindPhone(kernel: PickerKernel, phone: string, code: string): Promise<void> {
  await post({ client: kernel.client }, 'account', PHONE_BIND_PATH, { phone, code });
}
