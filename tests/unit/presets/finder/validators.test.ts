import { describe, expect, it } from 'vitest';
import {
  accountError,
  accountKind,
  unbindError,
} from '../../../../plugins/drive/rules/accountValidators';
import {
  accountPasswordError,
  commentError,
  fileNameError,
  nicknameError,
  passwordKinds,
  teamNameError,
  verificationCodeError,
} from '../../../../plugins/drive/rules/validators';

describe('file and folder names (finder.md section 5)', () => {
  it('refuses an empty or blank name with fileNameEmpty', () => {
    expect(fileNameError('')).toBe('fileNameEmpty');
    expect(fileNameError('   ')).toBe('fileNameEmpty');
    expect(fileNameError('Plans')).toBeNull();
  });

  it('allows 100 characters and refuses 101, counting characters, not UTF-16 units', () => {
    expect(fileNameError('a'.repeat(100))).toBeNull();
    expect(fileNameError('a'.repeat(101))).toBe('fileNameLengthExceed');
    expect(fileNameError('😀'.repeat(100))).toBeNull();
    expect(fileNameError('文'.repeat(101))).toBe('fileNameLengthExceed');
  });

  it.each(['\\', '/', ':', '*', '?', '"', '<', '>', '|'])('refuses %s in any name', (char) => {
    expect(fileNameError(`a${char}b`)).toBe('illegalFname');
  });

  it('refuses ; % & only in a link folder', () => {
    for (const char of [';', '%', '&']) {
      expect(fileNameError(`a${char}b`)).toBeNull();
      expect(fileNameError(`a${char}b`, { linkFolder: true })).toBe('illegalFname');
    }
  });
});

describe('team name', () => {
  it('needs 2 Chinese characters or 4 letters', () => {
    expect(teamNameError('团队')).toBeNull();
    expect(teamNameError('团')).toBe('groupLengthTooShort');
    expect(teamNameError('abcd')).toBeNull();
    expect(teamNameError('abc')).toBe('groupLengthTooShort');
    expect(teamNameError('团ab')).toBeNull();
    expect(teamNameError('  ab  ')).toBe('groupLengthTooShort');
  });

  it('allows at most 100 characters', () => {
    expect(teamNameError('a'.repeat(100))).toBeNull();
    expect(teamNameError('a'.repeat(101))).toBe('groupLengthTooLong');
  });

  it.each(['\\', '/', ';', ':', '*', '?', '"', '<', '>', '|', '%', '&'])('refuses %s', (char) => {
    expect(teamNameError(`team${char}x`)).toBe('illegalGroupName');
  });
});

describe('comment, password, nickname, verification code', () => {
  it('comment: at most 255 characters', () => {
    expect(commentError('x'.repeat(255))).toBeNull();
    expect(commentError('x'.repeat(256))).toBe('commentTooLong');
  });

  it('password: 8 to 16 characters of 3 of 4 kinds', () => {
    expect(passwordKinds('aA1!')).toBe(4);
    expect(accountPasswordError('abcdEF12')).toBeNull();
    expect(accountPasswordError('abcdef1!')).toBeNull();
    expect(accountPasswordError('abcdefgh')).toBe('PasswordWeak');
    expect(accountPasswordError('abcdef12')).toBe('PasswordWeak');
    expect(accountPasswordError('aB1!')).toBe('PasswordWeak');
    expect(accountPasswordError('aB1!aB1!aB1!aB1!')).toBeNull();
    expect(accountPasswordError('aB1!aB1!aB1!aB1!x')).toBe('PasswordWeak');
  });

  it.each(['!', '@', '#', '$', '^', '*', '<', '>', '?'])('nickname refuses %s', (char) => {
    expect(nicknameError(`Ann${char}`)).toBe('InvalidNickname');
  });

  it('nickname: plain names pass, a blank one does not', () => {
    expect(nicknameError('Ann Lee')).toBeNull();
    expect(nicknameError('  ')).toBe('InvalidNickname');
  });

  it('verification code: not empty', () => {
    expect(verificationCodeError(' ')).toBe('invalidVerifyCode');
    expect(verificationCodeError('123456')).toBeNull();
  });
});

describe('account: e-mail or phone', () => {
  it('tells an e-mail from a mobile number', () => {
    expect(accountKind('ann@example.com')).toBe('email');
    expect(accountKind(' 13800138000 ')).toBe('phone');
    expect(accountKind('ann@localhost')).toBeNull();
    expect(accountKind('12345')).toBeNull();
    expect(accountError('')).toBe('InvalidAccount');
    expect(accountError('ann@example.com')).toBeNull();
  });

  it('keeps one of e-mail and phone bound', () => {
    expect(unbindError({ email: 'a@b.cn', phone: '13800138000' }, 'email')).toBeNull();
    expect(unbindError({ email: 'a@b.cn', phone: null }, 'email')).toBe('MustHasOneBind');
    expect(unbindError({ email: '', phone: '13800138000' }, 'phone')).toBe('MustHasOneBind');
  });
});
