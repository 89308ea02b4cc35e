/**
 * antd's side of the finder bench: a virtual Table with row selection (checkboxes) listing the same
 * folder, a Breadcrumb, and an Input.Search filtering every item of the group by name; a folder's
 * name opens it. The rows are served by the runner and loaded before timing; motion off.
 */
import { Breadcrumb, ConfigProvider, Input, Table } from 'antd';
import { useMemo, useState } from 'react';
import type { FinderPeerData, FinderPeerRow } from '../finderData';
import { createFinderBench, type FinderAdapter, type FinderTargets } from './finderDriver';
import { peerData, pageRoot, publishBench } from './sidePage';

let data: FinderPeerData = { root: [], folders: {}, all: [] };
const root = pageRoot();
let close: () => void = () => undefined;

const date = (seconds: number) => new Date(seconds * 1000).toLocaleDateString('en');

function Peer() {
  const [folder, setFolder] = useState<FinderPeerRow | null>(null);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<React.Key[]>([]);
  const [open, setOpen] = useState(true);
  close = () => setOpen(false);
  const rows = useMemo(() => {
    const needle = query.trim().toLowerCase();
    if (needle) return data.all.filter((row) => row.name.toLowerCase().includes(needle));
    return folder ? (data.folders[folder.key] ?? []) : data.root;
  }, [folder, query]);
  if (!open) return null;
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <div style={{ width: 860 }}>
        <Breadcrumb
          items={[
            { title: <a onClick={() => setFolder(null)}>My Documents</a> },
            ...(folder ? [{ title: folder.name }] : []),
          ]}
        />
        <Input.Search
          placeholder="Search files"
          allowClear
          onChange={(event) => setQuery(event.target.value)}
        />
        <Table<FinderPeerRow>
          virtual
          scroll={{ y: 480 }}
          pagination={false}
          size="middle"
          dataSource={rows}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: setSelected,
            getCheckboxProps: (row) => ({ disabled: row.folder }),
          }}
          columns={[
            {
              title: 'Name',
              dataIndex: 'name',
              render: (name: string, row) =>
                row.folder ? (
                  <a className="bench-name" onClick={() => setFolder(row)}>
                    {name}
                  </a>
                ) : (
                  <span className="bench-name">{name}</span>
                ),
            },
            { title: 'Modified', dataIndex: 'mtime', width: 140, render: date },
            { title: 'Size', dataIndex: 'size', width: 120 },
          ]}
        />
      </div>
    </ConfigProvider>
  );
}

const adapter: FinderAdapter = {
  mount: () => root.mount(<Peer />),
  unmount: () => root.unmount(),
  rows: () => [...document.querySelectorAll<HTMLElement>('.ant-table-row')],
  title: (row) => row.querySelector('.bench-name')?.textContent ?? '',
  checkbox: (row) => row.querySelector<HTMLElement>('.ant-checkbox-input') ?? row,
  checked: (row) => row.classList.contains('ant-table-row-selected'),
  enter: (row) => row.querySelector<HTMLElement>('.bench-name') ?? row,
  back: () => document.querySelector<HTMLElement>('.ant-breadcrumb a')!,
  scroller: () => document.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder')!,
  emptyShown: () => document.querySelector('.ant-table .ant-empty') !== null,
  searchInput: () => document.querySelector<HTMLInputElement>('.ant-input-search input')!,
  searchShown() {
    const rows = adapter.rows();
    return rows.length > 0 && rows.every((row) => /plan/i.test(adapter.title(row)));
  },
  confirm: () => close(),
  confirmed: () => document.querySelector('.ant-table') === null,
};

void peerData<FinderPeerData>('finder').then((loaded) => {
  data = loaded;
  publishBench<FinderTargets>((targets) => createFinderBench(adapter, targets));
});
