// Every result code of finder.md section 8 has a message in the five languages, registered in
// the kernel's result-code table, with the fallbacks in the spec's order.
import { describe, expect, it } from 'vitest';
import { createKernel, ErrorCodes, LANGUAGES, PickerError } from '../../../../kernel';
import {
  finderResultCatalogue,
  finderCodeText,
  finderErrorMessage,
  finderResultCodes,
  numericCodeOf,
  resultSourceOf,
  errorInfoText,
} from '../../../../plugins/drive/result-codes/finderResultCodes';
import { createFinder } from '../../../../presets/finder';
import type { Language, RequestClient } from '../../../../kernel';
import { en } from '../../../../plugins/drive/result-codes/texts/en';
import { ja } from '../../../../plugins/drive/result-codes/texts/ja';
import { th } from '../../../../plugins/drive/result-codes/texts/th';
import { zhCN } from '../../../../plugins/drive/result-codes/texts/zhCN';
import { zhTW } from '../../../../plugins/drive/result-codes/texts/zhTW';

/** Every language's table, as the catalogue ships them (Simplified Chinese static, the rest loaded). */
const TABLES: Record<Language, Record<string, string>> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  en,
  ja,
  th,
};

/** The codes section 8 names (the families spelled out as the catalogue spells them). */
const SPEC_CODES = `groupNumLimit groupLengthTooShort groupLengthTooLong illegalGroupName
ErrGroupCountExceedLimit GroupMemberLimit GroupMemberExists groupNotExist teamLinkNotExist
notGroupMember ErrLinkShareGroupNotFound ErrLinkShareGroupMemberNotFound fileNameConflict
fileNotExists FileNoExists fileNameEmpty fileNameLengthExceed illegalFname moveFilePermission
moveFileSelfPermission moveFilesFail copyFileFail noCopyMultiFolders copyTooDeep downloadTooDeep
batchDownloadTooDeep batchDownloadFailed batchDownloadEmptyFolder batchDownloadEmpty fileTaskFailed
fileTaskNumLimit fileTaskNotExist fileTaskDuplicated IOError IPCError lightLinkExist
lightLinkNotExist linkClosed shareFail chkCodeReset userNotLogin permissionDenied checkPerFail
LicenseNotFound LicenseExpired MembershipExpired SecretGroupPermissionDenied
noFolderOperatePermission noNewFilePermission fileSearchNoPermission InvalidToken InvalidAccount
InvalidPhone InvalidEmail PhoneAlreadyInUsed PhoneAlreadyInUsedByOther EmailAlreadyInUsed
EmailAlreadyExists InvalidBindCode invalidVerifyCode InvalidSMSCode InvalidEmailCode SMSLimitReached
MustHasOneBind hasEmailAccount UserHasBindedPhone UserHasBindedEmail EmailNotExists PasswordWeak
wrongPassword InvalidNickname NicknameTooLong HaveNotVerify InconsistentAccount IrregularOauthBinded
InvalidSsid SsidExpired AccountMergeFailed AccountMergeConflict CanNotGetLoginUserInfo
QueryPermittedDocumentFaild DomainExist InvalidCompanyName CompanyNameTooLong CompanymMemberNotExist
UserAlreadyExists UserNotExists DeptNotEmpty notPersonalUser userContracted fileImportSameAccount
InvalidArgument ServerError errServerException apiRateLimitExceede FailDataDefault ErrorDataDefault
ErrorDataFailed pageError pathNotConfig passwordIncorrect passwordIncorrectLastTime TomorrowAgain
ServerErrorMsg entryFail`.split(/\s+/);

/** A kernel in a language with the finder's codes, once their texts in it have loaded. */
async function kernelIn(language: string) {
  const kernel = createKernel({ language });
  kernel.use([finderResultCodes()]);
  await kernel.languages.whenReady();
  return kernel;
}

describe('finder result codes', () => {
  it('the catalogue holds every code of section 8 with a text in each of the five languages', () => {
    for (const code of SPEC_CODES) {
      expect(finderResultCatalogue.fallback, code).toHaveProperty([code]);
      for (const language of LANGUAGES) {
        expect(TABLES[language][code]?.trim(), `${code} ${language}`).toBeTruthy();
      }
    }
    for (const language of LANGUAGES) {
      expect(Object.keys(TABLES[language]).sort(), language).toEqual(Object.keys(en).sort());
    }
  });

  it('texts differ between languages (no language left in English)', () => {
    for (const language of ['zh-CN', 'zh-TW', 'ja', 'th'] as const) {
      const same = SPEC_CODES.filter(
        (code) => code !== 'entryFail' && TABLES[language][code] === TABLES.en[code],
      );
      expect(same, language).toEqual([]);
    }
  });

  it('the spec quoted wording in English', async () => {
    const kernel = await kernelIn('en');
    expect(finderCodeText(kernel, 'ErrLinkShareGroupNotFound')).toBe(
      'This collaboration has been discontinued.',
    );
    expect(finderCodeText(kernel, 'moveFileSelfPermission')).toBe('File location unchanged.');
    expect(finderCodeText(kernel, 'userNotLogin')).toBe(
      'Account signed out. Please sign in again.',
    );
    expect(finderCodeText(kernel, 'groupNumLimit')).toMatch(
      /^You have used up the quota of 3 teams for free/,
    );
    expect(finderCodeText(kernel, 'fileTaskNumLimit')).toContain('5000');
    expect(finderCodeText(kernel, 'entryFail')).toBe('config load failed');
    expect(finderCodeText(kernel, 'passwordIncorrectLastTime', { count: 3 })).toBe(
      'Incorrect password, 3 more attempts.',
    );
  });

  it('is registered in the kernel table and follows the kernel language', async () => {
    const kernel = await kernelIn('ja');
    expect(finderCodeText(kernel, 'groupNotExist')).toBe('チームが存在しないか、解散されました。');
    expect(kernel.resultCodes.has('fileNameConflict')).toBe(true);
    expect(finderCodeText(await kernelIn('th'), 'fileNameEmpty')).toBe('กรุณาใส่ชื่อ');
    expect(finderCodeText(await kernelIn('zh-TW'), 'userNotLogin')).toBe(
      '帳號已登出，請重新登入。',
    );
  });

  it('loads a language only when a kernel speaks it, and views wait for it', async () => {
    const kernel = createKernel({ language: 'zh-CN' });
    kernel.use([finderResultCodes()]);
    expect(kernel.languages.ready).toBe(true);
    expect(finderCodeText(kernel, 'groupNotExist')).toBe(zhCN.groupNotExist);
    const switching = kernel.setLanguage('ja');
    expect(finderCodeText(kernel, 'groupNotExist')).toBe(zhCN.groupNotExist);
    await switching;
    expect(finderCodeText(kernel, 'groupNotExist')).toBe(ja.groupNotExist);
  });

  it('keeps a code a host registered, before or after the catalogue', async () => {
    const texts = { 'zh-CN': '甲', 'zh-TW': '乙', en: 'Team gone (host)', ja: '丙', th: 'ก' };
    const before = createKernel({ language: 'en' });
    before.resultCodes.register({ groupNotExist: texts });
    before.use([finderResultCodes()]);
    const after = await kernelIn('en');
    after.resultCodes.register({ groupNotExist: texts });
    for (const kernel of [before, after]) {
      await kernel.languages.whenReady();
      expect(finderCodeText(kernel, 'groupNotExist')).toBe('Team gone (host)');
      expect(finderCodeText(kernel, 'notGroupMember')).toBe('You are not a member of this team.');
    }
  });

  it('a failure reads: the mapped code, else the msg, else the default text', async () => {
    const kernel = await kernelIn('en');
    const failure = (result?: string, msg?: string) =>
      new PickerError(ErrorCodes.REQUEST_FAILED, 'Request failed with status code 403', {
        result,
        msg,
      });
    expect(finderErrorMessage(kernel, failure('groupNotExist', 'gone'))).toBe(
      'The team does not exist or has been dissolved.',
    );
    expect(finderErrorMessage(kernel, failure('someNewCode', 'Quota reached'))).toBe(
      'Quota reached',
    );
    expect(finderErrorMessage(kernel, failure('someNewCode'))).toBe(
      'Loading failed. Please try again.',
    );
    expect(finderErrorMessage(kernel, new Error('boom'), 'ErrorDataFailed')).toBe(
      'Could not read the file information.',
    );
  });

  it('reads the result, msg and numeric code from the cause chain of a failure', () => {
    const axiosLike = {
      response: { data: { result: 'permissionDenied', code: 40300002, msg: 'Not a company' } },
    };
    const error = new PickerError(ErrorCodes.NAVIGATION_FAILED, 'route failed', {
      cause: new PickerError(ErrorCodes.REQUEST_FAILED, 'status 403', { cause: axiosLike }),
    });
    expect(resultSourceOf(error)).toEqual({ result: 'permissionDenied', msg: 'Not a company' });
    expect(numericCodeOf(error)).toBe(40300002);
    expect(numericCodeOf(new Error('x'))).toBeUndefined();
  });
});

describe('the finder and its error page', () => {
  // A client that is never reached: nothing is initialised here.
  const unused = () => Promise.reject(new Error('no request expected'));
  const client: RequestClient = {
    request: unused,
    get: unused,
    post: unused,
    put: unused,
    delete: unused,
  };

  it('an error page of a registered code shows its text; any other errorInfo as it came', async () => {
    const finder = createFinder({ client, language: 'en', storage: null });
    await finder.kernel.languages.whenReady();
    expect(errorInfoText(finder.kernel, 'pathNotConfig')).toBe(
      finder.kernel.resultCodes.text('pathNotConfig'),
    );
    expect(errorInfoText(finder.kernel, 'pathNotConfig')).not.toBe('pathNotConfig');
    expect(errorInfoText(finder.kernel, 'Team is archived')).toBe('Team is archived');
    finder.dispose();
  });
});
