// The finder's result codes in the kernel's table: registered by createFinder, texts in the five
// languages, a failure's text is its mapped code, else the server's msg, else the default code.
import { describe, expect, it } from 'vitest';
import { ErrorCodes, PickerError, createKernel, type RequestClient } from '../../../../kernel';
import { createFinder } from '../../../../presets/finder';
import {
  FINDER_RESULT_CODES,
  errorInfoText,
  failureText,
  finderResultCodes,
} from '../../../../presets/finder/state/resultCodes';

const client = {} as RequestClient;

function kernelIn(language: string) {
  return createKernel({ client, language, plugins: [finderResultCodes()] });
}

describe('finder result codes', () => {
  it('createFinder registers the part-1 codes in kernel.resultCodes', () => {
    const finder = createFinder({ client, language: 'en', storage: null });
    for (const code of ['pageError', 'pathNotConfig', 'FailDataDefault', 'userNotLogin']) {
      expect(finder.kernel.resultCodes.has(code)).toBe(true);
    }
    expect(finder.kernel.resultCodes.text('userNotLogin')).toBe(
      'Account signed out. Please sign in again.',
    );
    finder.dispose();
  });

  it('has a text in every language for every code, and follows the kernel language', () => {
    for (const texts of Object.values(FINDER_RESULT_CODES)) {
      expect(Object.keys(texts).sort()).toEqual(['en', 'ja', 'th', 'zh-CN', 'zh-TW']);
    }
    expect(kernelIn('ja').resultCodes.text('pathNotConfig')).toBe(
      '利用できる場所が設定されていません。',
    );
    expect(kernelIn('en').resultCodes.text('ErrLinkShareGroupNotFound')).toBe(
      'This collaboration has been discontinued.',
    );
  });

  it('a failure shows its mapped code, else the server msg, else the default code', () => {
    const kernel = kernelIn('en');
    const mapped = new PickerError(ErrorCodes.REQUEST_FAILED, 'status 403', {
      result: 'permissionDenied',
      msg: 'denied by server',
    });
    expect(failureText(kernel, mapped, 'FailDataDefault')).toBe('You do not have permission.');
    const unmapped = new PickerError(ErrorCodes.REQUEST_FAILED, 'status 500', {
      result: 'somethingNew',
      msg: 'Drive is down',
    });
    expect(failureText(kernel, unmapped, 'FailDataDefault')).toBe('Drive is down');
    // The server answer kept as the cause of a wrapping error is read too.
    const wrapped = new Error('route failed', { cause: unmapped });
    expect(failureText(kernel, wrapped, 'pageError')).toBe('Drive is down');
    expect(failureText(kernel, new Error('socket hang up'), 'FailDataDefault')).toBe(
      'Loading failed. Please try again.',
    );
  });

  it('an error page of a registered code shows its text; any other errorInfo as it came', () => {
    const kernel = kernelIn('en');
    expect(errorInfoText(kernel, 'pathNotConfig')).toBe('No location is enabled for this picker.');
    expect(errorInfoText(kernel, 'Team is archived')).toBe('Team is archived');
  });
});
