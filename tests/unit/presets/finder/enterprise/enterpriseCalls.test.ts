// The company restriction is fetched 20 ids per request (finder.md section 9); the state it
// fills only ever turns restriction off and locks only while on.
import { describe, expect, it } from 'vitest';
import type { PickerKernel, Result } from '../../../../../kernel';
import {
  fetchCompanyRestrictions,
  restrictionBatches,
  RESTRICTION_BATCH,
} from '../../../../../plugins/drive/enterprise/enterpriseCalls';
import { EnterpriseState } from '../../../../../plugins/drive/enterprise/EnterpriseState';
import { failingAnswer, recordingClient } from '../../../analytics/fakeClient';

describe('company restriction batches', () => {
  it('splits ids into batches of 20, without duplicates', () => {
    expect(RESTRICTION_BATCH).toBe(20);
    const ids = Array.from({ length: 45 }, (_, i) => i + 1);
    expect(restrictionBatches(ids).map((b) => b.length)).toEqual([20, 20, 5]);
    expect(restrictionBatches([1, 1, 2])).toEqual([[1, 2]]);
    expect(restrictionBatches([])).toEqual([]);
  });

  it('asks each batch once and reads spread_ctrls into a restrict flag per company', async () => {
    const { client, calls } = recordingClient(() => {
      const ids = String(calls.at(-1)!.options!.params!.company_id).split(',').map(Number);
      return [
        null,
        { spread_ctrls: ids.map((id) => ({ company_id: id, restrict: id % 10 === 0 })) },
      ] as Result<unknown>;
    });
    const kernel = { client } as unknown as PickerKernel;
    const ids = Array.from({ length: 41 }, (_, i) => i + 1);
    const flags = await fetchCompanyRestrictions(kernel, ids);
    expect(calls.map((c) => c.path)).toEqual(Array(3).fill('/api/v5/companies/restriction'));
    expect(calls.map((c) => String(c.options?.params?.company_id).split(',').length)).toEqual([
      20, 20, 1,
    ]);
    expect(flags.size).toBe(41);
    expect([...flags].filter(([, r]) => r).map(([id]) => id)).toEqual([10, 20, 30, 40]);
  });

  it('a failed batch fails the whole check', async () => {
    const { client } = recordingClient(failingAnswer);
    const kernel = { client } as unknown as PickerKernel;
    await expect(fetchCompanyRestrictions(kernel, [1, 2])).rejects.toThrow('Network Error');
  });
});

describe('enterprise state', () => {
  it('locks only while restriction is on; turning it off clears the lock', () => {
    const state = new EnterpriseState(true);
    state.lockTo(13);
    expect(state.lockedCompanyId).toBe(13);
    state.turnRestrictionOff();
    expect(state.restrictionOn).toBe(false);
    expect(state.lockedCompanyId).toBe(0);
    state.lockTo(13);
    expect(state.lockedCompanyId).toBe(0);
  });

  it('merges restrict flags; an unknown company does not restrict', () => {
    const state = new EnterpriseState(false);
    state.mergeCompanyRestrict(new Map([[1, true]]));
    state.mergeCompanyRestrict(new Map([[2, false]]));
    expect(state.restricts(1)).toBe(true);
    expect(state.restricts(2)).toBe(false);
    expect(state.restricts(3)).toBe(false);
  });
});
