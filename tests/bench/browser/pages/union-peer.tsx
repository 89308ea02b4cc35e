/**
 * antd's side of the union selector bench: Select (multiple, searchable, virtual) over the same
 * people, groups, teams and departments, as option groups the runner serves; motion off.
 */
import { ConfigProvider, Select } from 'antd';
import { useState } from 'react';
import { peerData, pageRoot, publishBench } from './sidePage';
import type { ListAdapter } from './steps';
import { createUnionBench, type UnionTargets } from './unionDriver';

export interface UnionPeerGroup {
  label: string;
  options: { label: string; value: string }[];
}

let groups: UnionPeerGroup[] = [];
const root = pageRoot();
let close: () => void = () => undefined;

function Peer() {
  const [value, setValue] = useState<string[]>([]);
  const [open, setOpen] = useState(true);
  close = () => setOpen(false);
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <Select
        mode="multiple"
        style={{ width: 540 }}
        options={groups}
        showSearch
        optionFilterProp="label"
        maxTagCount="responsive"
        listHeight={400}
        value={value}
        onChange={setValue}
        open={open}
      />
    </ConfigProvider>
  );
}

const adapter: ListAdapter = {
  mount: () => root.mount(<Peer />),
  unmount: () => root.unmount(),
  rows: () => [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')],
  title: (row) => row.querySelector('.ant-select-item-option-content')?.textContent ?? '',
  checkbox: (row) => row,
  checked: (row) => row.classList.contains('ant-select-item-option-selected'),
  scroller: () => document.querySelector<HTMLElement>('.ant-select-dropdown-list-holder')!,
  searchInput: () => document.querySelector<HTMLInputElement>('.ant-select input')!,
  searchShown() {
    const rows = adapter.rows();
    return rows.length > 0 && rows.every((row) => /zh/i.test(adapter.title(row)));
  },
  confirm: () => close(),
  confirmed: () =>
    document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)') === null,
};

void peerData<UnionPeerGroup[]>('union').then((data) => {
  groups = data;
  publishBench<UnionTargets>((targets) => createUnionBench(adapter, targets));
});
