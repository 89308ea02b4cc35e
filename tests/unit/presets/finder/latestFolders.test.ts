// The latest-folders strip's state (finder.md sections 2, 7 and 9): one call over the last
// 2505600 s (29 days) with endTime null, at most 20 kept, each opening its folder or team (in its
// company when it has one); a malformed answer is the fetch-result error, not an empty strip.
import { describe, expect, it } from 'vitest';
import type { PickerKernel, Result } from '../../../../kernel';
import {
  LATEST_FOLDERS,
  LATEST_FOLDERS_PLUGIN,
  LatestFolders,
} from '../../../../plugins/drive/latest-folders';
import { createFinder } from '../../../../presets/finder';
import { entryOf } from '../../../../plugins/sources/shared/driveEntry';
import { recordingClient } from '../../analytics/fakeClient';

const NOW_MS = 1_800_000_000_000;

function record(i: number) {
  return {
    id: 1000 + i,
    type: i % 2,
    name: `Folder ${i}`,
    groupid: 50 + i,
    corpid: i === 1 ? 7 : 0,
  };
}

function stateAnswering(body: unknown) {
  const { client, calls } = recordingClient(() => [null, body] as Result<unknown>);
  const state = new LatestFolders({ client } as unknown as PickerKernel, () => NOW_MS);
  return { state, calls };
}

describe('latest folders', () => {
  it('asks for the last 29 days and keeps the first 20', async () => {
    const records = Array.from({ length: 25 }, (_, i) => record(i));
    const { state, calls } = stateAnswering({ result: 'ok', data: records });
    await state.load();
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('GET');
    expect(calls[0].path).toBe('/kdteam/api/v1/folder/selector');
    expect(calls[0].options?.params).toEqual({
      startTime: NOW_MS / 1000 - 2505600,
      endTime: null,
    });
    expect(state.status).toBe('loaded');
    expect(state.folders.map((item) => item.name)).toEqual(records.slice(0, 20).map((r) => r.name));
  });

  it('opens a folder in its team, a team at its root, a company one in its company', async () => {
    const { state } = stateAnswering({ result: 'ok', data: [record(0), record(1), record(3)] });
    await state.load();
    const targets = state.folders.map((item) => entryOf(item)?.target);
    expect(targets).toEqual([
      { name: 'TeamFiles', params: { tid: 50, fid: 1000 } },
      { name: 'EnterpriseTeamFiles', params: { cid: 7, tid: 51, fid: 0 } },
      { name: 'TeamFiles', params: { tid: 53, fid: 0 } },
    ]);
  });

  it('a malformed answer is an error, never an empty strip', async () => {
    const { state } = stateAnswering({ result: 'ok', data: { 0: record(0) } });
    await expect(state.load()).rejects.toThrow('fetch result must be an array.');
    expect(state.status).toBe('error');
  });
});

describe('the latest-folders plugin', () => {
  it('the finder provides the store on its kernel, one per kernel', () => {
    const first = createFinder({ client: recordingClient().client, storage: null });
    const second = createFinder({ client: recordingClient().client, storage: null });
    const store = first.kernel.extensions.get(LATEST_FOLDERS);
    expect(store).toBeInstanceOf(LatestFolders);
    expect(second.kernel.extensions.get(LATEST_FOLDERS)).not.toBe(store);
    first.dispose();
    second.dispose();
  });

  it('without the plugin the store is missing and the message names the plugin', () => {
    const finder = createFinder({
      client: recordingClient().client,
      storage: null,
      plugins: (defaults) => defaults.filter((plugin) => plugin.name !== LATEST_FOLDERS_PLUGIN),
    });
    expect(() => finder.kernel.extensions.get(LATEST_FOLDERS)).toThrow(
      'add plugin "finder:latest-folders"',
    );
    finder.dispose();
  });

  it('saves a committed destination: a folder as type 0, a team as type 1', async () => {
    const { client, calls } = recordingClient();
    const kernel = { client } as unknown as PickerKernel;
    const state = new LatestFolders(kernel);
    await state.save(321, 0);
    await state.save(54, 1);
    expect(calls.map((c) => [c.method, c.path, c.options?.data])).toEqual([
      ['POST', '/kdteam/api/v1/folder/selector/321', { type: 0 }],
      ['POST', '/kdteam/api/v1/folder/selector/54', { type: 1 }],
    ]);
  });
});
