// The private space's rules: who may open it, and what an unlock answer means.
import { describe, expect, it } from 'vitest';
import { PickerError, ErrorCodes } from '../../../../../kernel';
import {
  SECRET_MIN_VIP_LEVEL,
  secretAccess,
  vipLevelOf,
} from '../../../../../plugins/drive/private-space/secretAccess';
import {
  remainingAttempts,
  unlockFailure,
  unlockMessage,
} from '../../../../../plugins/drive/private-space/unlockOutcome';

const failure = (result: string, msg?: string) =>
  new PickerError(ErrorCodes.REQUEST_FAILED, 'Request failed with status code 403', {
    status: 403,
    result,
    msg,
  });

describe('secret access', () => {
  it('needs the secret feature and is never offered in transfer', () => {
    expect(secretAccess({ feature: false, transfer: false, vipLevel: 30 })).toBe('off');
    expect(secretAccess({ feature: true, transfer: true, vipLevel: 30 })).toBe('off');
  });

  it('opens at vip_level 20 or more; below (or unknown) the membership is expired', () => {
    expect(SECRET_MIN_VIP_LEVEL).toBe(20);
    expect(secretAccess({ feature: true, transfer: false, vipLevel: 20 })).toBe('open');
    expect(secretAccess({ feature: true, transfer: false, vipLevel: 19 })).toBe('expired');
    expect(secretAccess({ feature: true, transfer: false, vipLevel: undefined })).toBe('expired');
  });

  it('reads vip_level from the account check the user was made from', () => {
    expect(vipLevelOf({ raw: { vip_level: 30 } })).toBe(30);
    expect(vipLevelOf({ raw: { vip_level: '25' } })).toBe(25);
    expect(vipLevelOf({ raw: {} })).toBeUndefined();
    expect(vipLevelOf(null)).toBeUndefined();
  });
});

describe('unlock outcome', () => {
  it('reads the remaining count after the marker colon', () => {
    expect(remainingAttempts('SecretGroupPasswordError:4')).toBe(4);
    expect(remainingAttempts('SecretGroupPasswordError: 12')).toBe(12);
    expect(remainingAttempts('SecretGroupPasswordError')).toBeNull();
    expect(remainingAttempts('other:3')).toBeNull();
  });

  it('at 5 or fewer left: incorrect, N more attempts; above 5: plain incorrect', () => {
    expect(unlockMessage(unlockFailure(failure('SecretGroupPasswordError:5')))).toEqual({
      key: 'passwordIncorrectLastTime',
      values: { count: 5 },
    });
    expect(unlockMessage(unlockFailure(failure('SecretGroupPasswordError:1')))).toEqual({
      key: 'passwordIncorrectLastTime',
      values: { count: 1 },
    });
    expect(unlockMessage(unlockFailure(failure('SecretGroupPasswordError:6')))).toEqual({
      key: 'passwordIncorrect',
    });
    expect(unlockMessage(unlockFailure(failure('SecretGroupPasswordError')))).toEqual({
      key: 'passwordIncorrect',
    });
  });

  it('the retries limit is try again tomorrow', () => {
    expect(unlockFailure(failure('SecretGroupPasswordRetriesLimitError'))).toEqual({
      kind: 'limit',
    });
    expect(unlockMessage({ kind: 'limit' })).toEqual({ key: 'TomorrowAgain' });
  });

  it('finds the marker in the answer the request layer kept as the cause', () => {
    const wrapped = new Error('Request failed', {
      cause: { response: { data: { result: 'SecretGroupPasswordError:2', msg: 'Wrong' } } },
    });
    expect(unlockFailure(wrapped)).toEqual({ kind: 'incorrect', remaining: 2 });
  });

  it('anything else: the server msg, else the generic server error', () => {
    expect(unlockMessage(unlockFailure(failure('MembershipExpired', 'Membership over')))).toEqual({
      key: 'ServerErrorMsg',
      text: 'Membership over',
    });
    expect(unlockMessage(unlockFailure(failure('ServerError')))).toEqual({
      key: 'ServerErrorMsg',
    });
    expect(unlockMessage(unlockFailure(new Error('Network Error')))).toEqual({
      key: 'ServerErrorMsg',
    });
  });
});
