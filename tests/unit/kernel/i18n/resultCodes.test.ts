import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createKernel, ErrorCodes, PickerError, type Plugin } from '../../../../kernel';
import { createRequestClient } from '../../../../kernel/request';
import { ACCOUNT, services, testEnv, useRequestServer } from '../../../support/requestTestServer';

const server = useRequestServer();

/** A plugin's catalogue, the way the finder registers its own (finder.md section 8). */
function teamCodes(): Plugin {
  return {
    name: 'team-codes',
    apply(kernel) {
      kernel.resultCodes.register({
        groupNotExist: {
          'zh-CN': '团队不存在',
          'zh-TW': '團隊不存在',
          en: 'The team does not exist.',
          ja: 'チームが存在しません。',
          th: 'ไม่มีทีมนี้',
        },
        passwordIncorrectLastTime: {
          'zh-CN': '密码错误，还可以尝试 {{count}} 次',
          'zh-TW': '密碼錯誤，還可以嘗試 {{count}} 次',
          en: 'Incorrect password, {{count}} more attempts',
          ja: 'パスワードが違います。あと {{count}} 回試せます',
          th: 'รหัสผ่านไม่ถูกต้อง ลองได้อีก {{count}} ครั้ง',
        },
        ErrorDataFailed: {
          'zh-CN': '数据加载失败',
          'zh-TW': '資料載入失敗',
          en: 'Failed to load the data.',
          ja: 'データの読み込みに失敗しました。',
          th: 'โหลดข้อมูลไม่สำเร็จ',
        },
      });
    },
  };
}

function kernelIn(language: string) {
  return createKernel({ language, storage: null, plugins: [teamCodes()] });
}

describe('result-code table', () => {
  it('maps a registered code in the kernel language, before the server msg', () => {
    expect(kernelIn('en').resultCodes.message({ result: 'groupNotExist', msg: 'group gone' })).toBe(
      'The team does not exist.',
    );
    expect(kernelIn('ja').resultCodes.message({ result: 'groupNotExist' })).toBe(
      'チームが存在しません。',
    );
    expect(kernelIn('zh-TW').resultCodes.text('groupNotExist')).toBe('團隊不存在');
  });

  it('falls back to the server msg, then the default text, then the kernel generic text', () => {
    const { resultCodes } = kernelIn('en');
    expect(
      resultCodes.message({ result: 'unknownCode', msg: 'Quota reached' }, 'ErrorDataFailed'),
    ).toBe('Quota reached');
    expect(resultCodes.message({ result: 'unknownCode', msg: '  ' }, 'ErrorDataFailed')).toBe(
      'Failed to load the data.',
    );
    expect(resultCodes.message(undefined, 'ErrorDataFailed')).toBe('Failed to load the data.');
    expect(resultCodes.message({}, 'notRegistered')).toBe(
      'The request failed. Please try again later.',
    );
    expect(kernelIn('th').resultCodes.message(null)).toBe('คำขอล้มเหลว โปรดลองอีกครั้งในภายหลัง');
  });

  it('interpolates values into a text', () => {
    expect(
      kernelIn('en').resultCodes.message({ result: 'passwordIncorrectLastTime' }, undefined, {
        count: 3,
      }),
    ).toBe('Incorrect password, 3 more attempts');
  });

  it('reads the code and msg of a failed request', async () => {
    server.use(
      http.get(`${ACCOUNT}/api/group`, () =>
        HttpResponse.json({ result: 'groupNotExist', msg: 'no such group' }, { status: 403 }),
      ),
      http.get(`${ACCOUNT}/api/other`, () =>
        HttpResponse.json({ result: 'fileTaskNumLimit', msg: 'too many files' }, { status: 400 }),
      ),
    );
    const client = createRequestClient({ services, env: testEnv() });
    const [mapped] = await client.get('account', '/api/group');
    const [unmapped] = await client.get('account', '/api/other');
    expect(unmapped?.msg).toBe('too many files');
    const { resultCodes } = kernelIn('en');
    expect(resultCodes.message(mapped)).toBe('The team does not exist.');
    expect(resultCodes.message(unmapped, 'ErrorDataFailed')).toBe('too many files');
  });

  it('needs every code in all five languages, and adds nothing from a wrong catalogue', () => {
    const kernel = createKernel({ storage: null });
    const register = () =>
      kernel.resultCodes.register({
        fine: { 'zh-CN': '好', 'zh-TW': '好', en: 'Fine', ja: '良い', th: 'ดี' },
        partial: { 'zh-CN': '部分', en: 'Partial' } as never,
      });
    expect(register).toThrow(
      'result code "partial" has no text in zh-TW, ja, th: give all five languages',
    );
    expect(kernel.resultCodes.has('fine')).toBe(false);
    try {
      register();
    } catch (error) {
      expect((error as PickerError).code).toBe(ErrorCodes.OPTIONS_INVALID);
    }
  });

  it('refuses a code registered twice unless the later one overrides it', () => {
    const kernel = kernelIn('en');
    const again = {
      groupNotExist: {
        'zh-CN': '找不到团队',
        'zh-TW': '找不到團隊',
        en: 'We could not find this team.',
        ja: 'チームが見つかりません。',
        th: 'ไม่พบทีม',
      },
    };
    expect(() => kernel.resultCodes.register(again)).toThrow(
      'result code "groupNotExist" is already registered: pass { override: true } to replace its texts',
    );
    kernel.resultCodes.register(again, { override: true });
    expect(kernel.resultCodes.message({ result: 'groupNotExist' })).toBe(
      'We could not find this team.',
    );
  });

  it('a PickerError made by a plugin carries its code and msg the same way', () => {
    const error = new PickerError(
      ErrorCodes.REQUEST_FAILED,
      'Request failed with status code 500',
      {
        result: 'ServerError',
        msg: 'internal',
      },
    );
    expect(kernelIn('en').resultCodes.message(error, 'ErrorDataFailed')).toBe('internal');
  });
});
