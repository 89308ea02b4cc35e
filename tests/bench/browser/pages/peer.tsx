/**
 * antd's side of the browser bench: TreeSelect (treeCheckable, searchable, virtual) over the same
 * org, given as nested tree data the runner serves; motion off so nothing waits for animations.
 */
import { ConfigProvider, TreeSelect } from 'antd';
import { useState } from 'react';
import { createBench, type Adapter, type Targets } from './driver';
import { peerData, pageRoot, publishBench } from './sidePage';

interface PeerNode {
  title: string;
  value: string;
  children?: PeerNode[];
}

let treeData: PeerNode[] = [];
const root = pageRoot();
let close: () => void = () => undefined;

function Peer({ selected }: { selected?: string[] }) {
  const [value, setValue] = useState<string[]>(selected ?? []);
  const [open, setOpen] = useState(true);
  close = () => setOpen(false);
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <TreeSelect
        style={{ width: 540 }}
        treeData={treeData}
        treeCheckable
        showSearch
        treeNodeFilterProp="title"
        maxTagCount="responsive"
        listHeight={400}
        value={value}
        onChange={setValue}
        open={open}
      />
    </ConfigProvider>
  );
}

const node = (row: HTMLElement, part: string): HTMLElement =>
  row.querySelector<HTMLElement>(`.ant-select-tree-${part}`) ?? row;

const adapter: Adapter = {
  mount: (selected) => root.mount(<Peer selected={selected?.map((id) => `u${id}`)} />),
  unmount: () => root.unmount(),
  rows: () => [...document.querySelectorAll<HTMLElement>('.ant-select-tree-treenode')],
  title: (row) => row.querySelector('.ant-select-tree-title')?.textContent ?? '',
  checkbox: (row) => node(row, 'checkbox'),
  checked: (row) => node(row, 'checkbox').classList.contains('ant-select-tree-checkbox-checked'),
  expander: (row) => node(row, 'switcher'),
  expanded: (row) => node(row, 'switcher').classList.contains('ant-select-tree-switcher_open'),
  scroller: () => document.querySelector<HTMLElement>('.ant-select-tree-list-holder')!,
  searchInput: () => document.querySelector<HTMLInputElement>('.ant-select input')!,
  searchShown() {
    const leaves = adapter.rows().filter((row) => row.matches('.ant-select-tree-treenode-leaf'));
    return leaves.length > 0 && leaves.every((row) => /zh/i.test(adapter.title(row)));
  },
  selectionShown: () => adapter.rows().length > 0,
  confirm: () => close(),
  confirmed: () =>
    document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)') === null,
};

void peerData<PeerNode[]>('org').then((data) => {
  treeData = data;
  publishBench<Targets>((targets) => createBench(adapter, targets));
});
