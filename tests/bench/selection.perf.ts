/**
 * Selection against @rc-component/tree's conductCheck on the same 100k-staff org: department
 * toggle, one-person toggle, select-all under the limit, and building the index. Both sides
 * toggle from the same state (nothing selected, then the target ticked, then unticked again), and
 * before timing each side is checked to reach the same selection as the other.
 */
import { createKernel, type KernelOptions, type PickerItem } from '../../kernel/index';
import { buildOrgIndex } from '../../kernel/selection/orgIndex';
import { memberItems } from '../../plugins/sources/member-items';
import { generateOrg } from './orgFixture';
import { report, reportMemory, timeMedian, usedBytes } from './measure';
import { PeerTree, peerEntities } from './peerToggle';

const PEER_RUNS = 9;
const org = generateOrg();
const staffCount = org.staff.length;
const staffKeys = new Set(org.staff.map((person) => person.key));

/** A kernel that knows the member item types (people and departments are selectable). */
function memberKernel(options: KernelOptions = {}) {
  return createKernel({ ...options, plugins: [memberItems()] });
}

function fail(message: string): never {
  throw new Error(`bench: ${message}`);
}

/** Staff the peer shows checked. */
function peerStaff(peer: PeerTree): number {
  return peer.checkedKeys.filter((key) => staffKeys.has(String(key))).length;
}

function benchIndex(): void {
  const ours = timeMedian(9, () => void buildOrgIndex(org.records));
  const peer = timeMedian(PEER_RUNS, () => void peerEntities(org.treeData));
  const before = usedBytes();
  const index = buildOrgIndex(org.records);
  const middle = usedBytes();
  const entities = peerEntities(org.treeData);
  const after = usedBytes();
  if (index.size !== org.records.length) fail('the index lost records');
  if (Object.keys(entities).length !== org.records.length) fail('the peer lost records');
  report('build-index', ours, peer);
  reportMemory('build-index', (middle - before) / staffCount, (after - middle) / staffCount);
}

function toggleBench(name: string, target: PickerItem, expectedStaff: number): void {
  const { selection } = memberKernel();
  selection.registerTree(org.records);
  const peer = new PeerTree(peerEntities(org.treeData));
  selection.toggle(target);
  peer.toggle(target.key);
  if (selection.count !== expectedStaff || peerStaff(peer) !== expectedStaff) {
    fail(`${name}: ours counts ${selection.count}, the peer ${peerStaff(peer)}`);
  }
  selection.toggle(target);
  peer.toggle(target.key);
  if (selection.count !== 0 || peer.checkedKeys.length !== 0) fail(`${name}: untick left some`);
  for (let i = 0; i < 1000; i += 1) selection.toggle(target);
  const ours = timeMedian(2001, () => void selection.toggle(target));
  const theirs = timeMedian(PEER_RUNS * 2 + 1, () => peer.toggle(target.key));
  report(name, ours, theirs);
}

function benchSelectAll(): void {
  const kernel = memberKernel({ onExceed: () => undefined });
  const { selection } = kernel;
  selection.registerTree(org.records);
  const limit = Math.min(kernel.options.maxCount, staffCount);
  // Warmed up like the toggles above, so the figure is the steady state rather than compilation.
  for (let i = 0; i < 3; i += 1) {
    selection.selectAll(org.staff);
    selection.clear();
  }
  const ours = timeMedian(
    15,
    () => {
      if (selection.selectAll(org.staff) !== limit) fail('select-all did not stop at the limit');
    },
    () => selection.clear(),
  );
  const keys = org.staff.slice(0, limit).map((item) => item.key);
  const entities = peerEntities(org.treeData);
  let peer = new PeerTree(entities);
  const theirs = timeMedian(
    5,
    () => peer.check(keys),
    () => {
      peer = new PeerTree(entities);
    },
  );
  if (peerStaff(peer) !== limit) fail(`select-all: the peer checked ${peerStaff(peer)}`);
  report('select-all', ours, theirs);
}

toggleBench('department-toggle', org.team200, 200);
toggleBench('person-toggle', org.staff[12_345], 1);
benchSelectAll();
benchIndex();
