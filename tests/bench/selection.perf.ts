/**
 * Selection against @rc-component/tree's conductCheck on the same 100k-staff org: department
 * toggle, one-person toggle, select-all under the limit, and building the index.
 */
import { conductCheck } from '@rc-component/tree/lib/utils/conductUtil';
import { convertDataToEntities } from '@rc-component/tree/lib/utils/treeUtil';
import { createKernel } from '../../kernel/index';
import { buildOrgIndex } from '../../kernel/selection/orgIndex';
import { generateOrg } from './orgFixture';
import { report, timeMedian, usedBytes } from './measure';

const PEER_RUNS = 9;
const org = generateOrg();
const staffCount = org.staff.length;

function peerEntities() {
  return convertDataToEntities(org.treeData as never).keyEntities;
}

function benchIndex(): void {
  const ours = timeMedian(9, () => void buildOrgIndex(org.records));
  const peer = timeMedian(PEER_RUNS, () => void peerEntities());
  const before = usedBytes();
  const index = buildOrgIndex(org.records);
  const after = usedBytes();
  const bytes = Math.round((after - before) / staffCount);
  if (index.size !== org.records.length) throw new Error('index lost records');
  report('build-index', ours, peer, `bytes_per_member=${bytes}`);
}

function toggleBench(name: string, target: (typeof org.records)[number], runs: number): void {
  const { selection } = createKernel();
  selection.registerTree(org.records);
  for (let i = 0; i < 1000; i += 1) selection.toggle(target);
  const ours = timeMedian(runs, () => void selection.toggle(target));
  if (selection.isSelected(target.key)) selection.toggle(target);
  const entities = peerEntities();
  const peer = timeMedian(PEER_RUNS, () => void conductCheck([target.key], true, entities));
  report(name, ours, peer);
}

function benchSelectAll(): void {
  const kernel = createKernel({ onExceed: () => undefined });
  const { selection } = kernel;
  selection.registerTree(org.records);
  const limit = kernel.options.maxCount;
  const ours = timeMedian(
    7,
    () => {
      if (selection.selectAll(org.staff) !== Math.min(limit, staffCount)) {
        throw new Error('select-all did not stop at the limit');
      }
    },
    () => selection.clear(),
  );
  const keys = org.staff.slice(0, limit).map((item) => item.key);
  const entities = peerEntities();
  const peer = timeMedian(5, () => void conductCheck(keys, true, entities));
  report('select-all', ours, peer);
}

toggleBench('department-toggle', org.team200, 2001);
toggleBench('person-toggle', org.staff[12_345], 2001);
benchSelectAll();
benchIndex();
