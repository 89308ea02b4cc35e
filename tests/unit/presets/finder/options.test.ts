import { describe, expect, it } from 'vitest';
import {
  MISSING_JOINER,
  missingParam,
  resolveInputs,
} from '../../../../presets/finder/config/options';

describe('finder widget inputs', () => {
  it('defaults to selectFile in single mode with a limit of 1', () => {
    const r = resolveInputs({});
    expect([r.action, r.mode, r.limit]).toEqual(['selectFile', 'single', 1]);
    expect(r.crossCatalog).toBe(true);
    expect(r.missing).toEqual([]);
  });

  it('takes each action mode: dir, single, multi', () => {
    expect(resolveInputs({ action: 'copy', file: { presets: [{ id: 1 }] } }).mode).toBe('dir');
    expect(resolveInputs({ action: 'selectFiles' }).mode).toBe('multi');
    expect(resolveInputs({ action: 'moveIn' }).mode).toBe('multi');
    expect(resolveInputs({ action: 'selectPath' }).mode).toBe('dir');
  });

  it('accepts the spelt-as-in-the-spec aliases featrues, muliti and fileLitmitNum', () => {
    const r = resolveInputs({
      action: 'selectFiles',
      mode: 'muliti',
      featrues: ['secret'],
      file: { fileLitmitNum: 3 },
    });
    expect(r.mode).toBe('multi');
    expect(r.limit).toBe(3);
    expect([...r.featureSet.features]).toEqual(['secret']);
    expect(resolveInputs({ file: { fileLimitNum: 4, fileLitmitNum: 4 } }).limit).toBe(4);
  });

  it('refuses the two spellings with different values, and bad values, saying what to fix', () => {
    expect(() => resolveInputs({ file: { fileLimitNum: 4, fileLitmitNum: 5 } })).toThrow(
      'finder: file.fileLimitNum and file.fileLitmitNum are the same input: give only one of them',
    );
    expect(() => resolveInputs({ action: 'pick' as never })).toThrow(
      /action "pick" is not valid: use one of selectFile/,
    );
    expect(() => resolveInputs({ mode: 'many' as never })).toThrow(/mode "many" is not valid/);
    expect(() => resolveInputs({ file: { fileLimitNum: 0 } })).toThrow(
      /whole number of at least 1/,
    );
    expect(() => resolveInputs({ tabs: ['Starred'] })).toThrow(
      /tabs has unknown values Starred: use ALL, CUR_SCENE, Latest/,
    );
    expect(() => resolveInputs({ features: { excludes: ['nope'] } })).toThrow(
      /features.excludes has unknown values nope/,
    );
  });

  it('gives the Chinese message of each missing required input', () => {
    const r = resolveInputs({ action: 'transfer', transfer: { companyId: 0 } });
    expect(r.missing).toEqual([missingParam('transfer.userId')]);
    expect(missingParam('transfer.userId')).toBe('必传参数未传入: transfer.userId');
    const copy = resolveInputs({ action: 'copy' });
    expect(copy.missing.join(MISSING_JOINER)).toBe('必传参数未传入: file.presets');
  });

  it('limits default from the action: transfer 100, selectFiles 5000', () => {
    expect(resolveInputs({ action: 'transfer', transfer: { userId: 1, companyId: 0 } }).limit).toBe(
      100,
    );
    expect(resolveInputs({ action: 'selectFiles' }).limit).toBe(5000);
  });

  it('applies the action default includes when none are given', () => {
    expect(resolveInputs({ action: 'selectFiles' }).includes).toEqual(['file']);
    expect(resolveInputs({ action: 'selectDir' }).includes).toEqual(['folder']);
    expect(resolveInputs({ file: { includes: ['doc'] } }).includes).toEqual(['doc']);
  });
});
