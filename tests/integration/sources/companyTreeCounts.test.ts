import { describe, expect, it } from 'vitest';
import { companyTreeSource } from '../../../plugins/sources/company-tree';
import { useFakeSuite } from '../../support/fakeSuite';
import { browseAll, names, ready } from './harness';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });

async function engineeringAndSales() {
  const kernel = await ready(suite, {
    sources: [{ type: 'company', companyId: 8800001 }],
    plugins: [companyTreeSource()],
  });
  const [root] = await browseAll(kernel, 'company');
  const top = await browseAll(kernel, 'company', root!.key);
  const find = (name: string) => top.find((item) => item.name === name)!;
  return { kernel, engineering: find('Engineering'), sales: find('Sales') };
}

describe('company tree departments', () => {
  it('a department with staff but no sub-departments can be opened, and shows its staff', async () => {
    const { kernel, sales } = await engineeringAndSales();
    expect(sales.hasChild).toBe(true);
    const inside = await browseAll(kernel, 'company', sales.key);
    expect(inside.length).toBeGreaterThan(0);
    expect(inside.every((item) => item.type === 'user')).toBe(true);
  });

  it('a department carries its staff count, everyone below it included', async () => {
    const { kernel, engineering } = await engineeringAndSales();
    const direct = await browseAll(kernel, 'company', engineering.key);
    const frontend = direct.find((item) => item.name === 'Frontend')!;
    const below = await browseAll(kernel, 'company', frontend.key);
    const staff = [...direct, ...below].filter((item) => item.type === 'user');
    expect(names(staff).length).toBe(staff.length);
    expect(engineering.memberCount).toBe(staff.length);
  });

  it('under the staff counting policy a selected department counts as its staff', async () => {
    const { kernel, engineering } = await engineeringAndSales();
    kernel.selection.toggle(engineering);
    expect(kernel.selection.count).toBe(engineering.memberCount);
    expect(kernel.selection.count).toBeGreaterThan(1);
  });
});
