// The finder's analytics data fields (finder.md section 3) from what the tracker saw.
import { describe, expect, it } from 'vitest';
import {
  fileAscription,
  finderUsageFields,
  scopeOf,
  userChange,
  type UsageRecord,
} from '../../../plugins/analytics/finder-usage';

const record = (extra: Partial<UsageRecord> = {}): UsageRecord => ({
  openedAt: 1_000,
  initialScope: 'company',
  currentScope: 'company',
  position: 'TeamFiles',
  recentPicks: 0,
  pickedFromRecent: new Set(),
  ...extra,
});

describe('finder usage fields', () => {
  it('userchange names the new scope only when it changed', () => {
    expect(userChange('company', 'personal')).toBe('personal');
    expect(userChange('personal', 'company')).toBe('company');
    expect(userChange('company', 'company')).toBe('');
    expect(userChange(null, 'company')).toBe('');
    expect(scopeOf(0)).toBe('personal');
    expect(scopeOf(8800001)).toBe('company');
  });

  it('fileascription: whose the files are, mixed when both; the location for a folder pick', () => {
    expect(fileAscription([{ id: 1, corpid: 0 }], 5)).toBe('personal');
    expect(fileAscription([{ id: 1, corpid: 7 }], 0)).toBe('company');
    expect(fileAscription([{ id: 1, corpid: 7 }, { id: 2 }], 0)).toBe('mixed');
    expect(fileAscription([], 7)).toBe('company');
    expect(fileAscription([], 0)).toBe('personal');
  });

  it('all six fields together', () => {
    const fields = finderUsageFields(
      record({
        currentScope: 'personal',
        position: 'Latest',
        recentPicks: 3,
        pickedFromRecent: new Set(['42']),
      }),
      { files: [{ id: 42, corpid: 0 }], companyId: 0 },
      3_500.4,
    );
    expect(fields).toEqual({
      userchange: 'personal',
      usingtime: 2500,
      position: 'Latest',
      last_file_click_num: 3,
      last_file_whether: 1,
      fileascription: 'personal',
    });
  });

  it('last_file_whether is 0 when no committed file came from the recent list', () => {
    const fields = finderUsageFields(
      record({ recentPicks: 1, pickedFromRecent: new Set(['9']) }),
      { files: [{ id: 42, corpid: 3 }], companyId: 3 },
      1_000,
    );
    expect(fields.last_file_whether).toBe(0);
    expect(fields.last_file_click_num).toBe(1);
    expect(fields.usingtime).toBe(0);
  });
});
