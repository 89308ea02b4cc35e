/**
 * Phone binding for the finder's certification screen (designed paths; finder.md names the step,
 * not its calls), on the account service:
 * - POST /api/v1/user/phone/code {phone}        → ok (a code is "sent": it is always 123456);
 * - POST /api/v1/user/phone/bind {phone, code}  → ok, the phone is bound to the signed-in user.
 * Errors: 400 InvalidPhone (not 11 digits starting with 1, or + and 8 to 15 digits), 400
 * InvalidSMSCode (no code sent to that phone, or another code), 409 PhoneAlreadyInUsed (bound to
 * another user of the suite). The bindings are forgotten on reset.
 */
import { http, type HttpHandler } from 'msw';
import type { SuiteContext } from '../context';
import { fail, ok } from '../http/errors';
import { readBody } from '../http/params';
import type { SuiteUserKind } from '../types';

/** The code every "sent" SMS carries. */
export const PHONE_CODE = '123456';
const PHONE = /^(1\d{10}|\+\d{8,15})$/;

export function accountPhoneHandlers(ctx: SuiteContext, base: string): HttpHandler[] {
  const sent = new Map<SuiteUserKind, Set<string>>();
  const bound = new Map<string, SuiteUserKind>();
  ctx.onReset?.(() => {
    sent.clear();
    bound.clear();
  });
  const invalidPhone = () => fail(400, 'InvalidPhone', 'The phone number is not valid.');

  return [
    http.post(`${base}/api/v1/user/phone/code`, async ({ request }) => {
      const phone = ((await readBody(request)).phone ?? '').trim();
      if (!PHONE.test(phone)) return invalidPhone();
      const user = ctx.userKind(request);
      sent.set(user, (sent.get(user) ?? new Set()).add(phone));
      return ok({});
    }),
    http.post(`${base}/api/v1/user/phone/bind`, async ({ request }) => {
      const body = await readBody(request);
      const phone = (body.phone ?? '').trim();
      if (!PHONE.test(phone)) return invalidPhone();
      const user = ctx.userKind(request);
      if (!sent.get(user)?.has(phone) || (body.code ?? '').trim() !== PHONE_CODE) {
        return fail(400, 'InvalidSMSCode', 'The verification code is not correct.');
      }
      const owner = bound.get(phone);
      if (owner !== undefined && owner !== user) {
        return fail(409, 'PhoneAlreadyInUsed', 'This phone number is bound to another account.');
      }
      bound.set(phone, user);
      return ok({ phone });
    }),
  ];
}
