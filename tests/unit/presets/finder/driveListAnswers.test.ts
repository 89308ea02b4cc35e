// The finder's own drive calls read a list answer as the spec says: an array is itself (empty is
// empty), anything else is the error "fetch result must be an array.", never an empty list.
import { describe, expect, it } from 'vitest';
import type { PickerKernel, Result } from '../../../../kernel';
import {
  fetchCompanyRestrictions,
  fetchPrivateGroupRestriction,
} from '../../../../plugins/drive/enterprise/enterpriseCalls';
import { fetchCompanies, fetchPath } from '../../../../plugins/drive/finder-state/driveCalls';
import { recordingClient } from '../../analytics/fakeClient';

function kernelAnswering(body: unknown): PickerKernel {
  const { client } = recordingClient(
    () => [null, { result: 'ok', ...(body as object) }] as Result<unknown>,
  );
  return { client } as unknown as PickerKernel;
}

const NOT_ARRAYS = [{ '0': { id: 1 } }, 'rows', null, undefined];

describe('finder drive calls and malformed lists', () => {
  it.each(NOT_ARRAYS)('a list field of %j is the fetch-result error', async (value) => {
    await expect(fetchCompanies(kernelAnswering({ companies: value }))).rejects.toThrow(
      'fetch result must be an array.',
    );
    await expect(fetchPath(kernelAnswering({ path: value }), 1, 2)).rejects.toThrow(
      'fetch result must be an array.',
    );
    await expect(
      fetchCompanyRestrictions(kernelAnswering({ spread_ctrls: value }), [1]),
    ).rejects.toThrow('fetch result must be an array.');
    await expect(
      fetchPrivateGroupRestriction(kernelAnswering({ groups: value }), 1),
    ).rejects.toThrow('fetch result must be an array.');
  });

  it('an empty array is an empty answer', async () => {
    await expect(fetchCompanies(kernelAnswering({ companies: [] }))).resolves.toEqual([]);
    await expect(fetchPath(kernelAnswering({ path: [] }), 1, 2)).resolves.toEqual([]);
    expect((await fetchCompanyRestrictions(kernelAnswering({ spread_ctrls: [] }), [1])).size).toBe(
      0,
    );
    await expect(fetchPrivateGroupRestriction(kernelAnswering({ groups: [] }), 1)).resolves.toBe(
      false,
    );
  });
});
