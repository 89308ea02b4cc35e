// Whether a staff search hit lies in the department searched (company-tree/searchWithin.ts):
// the suite may ignore the department, so the answer is filtered by each hit's department path.
import { describe, expect, it } from 'vitest';
import { isInDepartment } from '../../../plugins/sources/company-tree/searchWithin';

describe('isInDepartment', () => {
  it('keeps a hit whose id path runs through the department, at any depth', () => {
    const frontend = { depts: [{ id: 10004, id_path: '10001/10002/10004' }] };
    expect(isInDepartment(frontend, '10002')).toBe(true);
    expect(isInDepartment(frontend, '10004')).toBe(true);
    expect(isInDepartment(frontend, '10003')).toBe(false);
    // A department id that is only a part of a path segment is another department.
    expect(isInDepartment({ depts: [{ id_path: '10001/100020' }] }, '10002')).toBe(false);
  });

  it('without an id path, keeps only a hit whose own department is the one searched', () => {
    expect(isInDepartment({ dept_id: 10002 }, '10002')).toBe(true);
    expect(isInDepartment({ depts: [{ id: '10002', name: 'Engineering' }] }, '10002')).toBe(true);
    expect(isInDepartment({ dept_id: 10004 }, '10002')).toBe(false);
    expect(isInDepartment({ name: 'No department given' }, '10002')).toBe(false);
  });
});
