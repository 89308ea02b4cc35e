// A second file picker built from the drive plugins alone, as docs/architecture/file-pickers.md
// shows: a "save as" folder chooser without the finder preset. It lands on the user's documents,
// enables OK in dir mode with nothing picked, and its confirm hands out the commit info.
import { afterEach, describe, expect, it } from 'vitest';
import { createKernel, createRequestClient, type PickerKernel } from '../../../kernel';
import {
  FINDER_ACTIONS,
  actionsPlugin,
  actionsView,
  asCommitInfo,
  type ActionsView,
} from '../../../plugins/drive/actions';
import { enterprisePlugin } from '../../../plugins/drive/enterprise';
import {
  finderConfirm,
  finderContext,
  finderPlugin,
  flushFinderCache,
} from '../../../plugins/drive/finder-state';
import { latestFoldersPlugin } from '../../../plugins/drive/latest-folders';
import { finderResultCodes } from '../../../plugins/drive/result-codes';
import { finderRoutesPlugin } from '../../../plugins/drive/routes';
import { ACTION_CONFIG, type ResolvedInputs } from '../../../plugins/drive/rules';
import { driveSourcePlugins, spacesPlugin } from '../../../plugins/drive/spaces';
import { computeFeatureSet } from '../../../presets/finder/config/features';
import { useFakeSuite } from '../../support/fakeSuite';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });

/**
 * The checked inputs of a folder chooser: the action's limits and the feature set the finder
 * computes for a folder scene (every tab a folder can be in).
 */
function saveAsInputs(): ResolvedInputs {
  const config = ACTION_CONFIG.selectDir;
  return {
    action: 'selectDir',
    mode: config.mode,
    limit: config.limit,
    includes: config.includes,
    excludes: config.excludes,
    presets: [],
    shareMode: false,
    crossCatalog: true,
    featureSet: computeFeatureSet({ action: 'selectDir', release: 'default' }),
    committing: false,
    missing: [],
  };
}

let made: { kernel: PickerKernel; store: ActionsView } | null = null;
afterEach(() => {
  if (!made) return;
  flushFinderCache(made.kernel);
  made.kernel.router.reset();
  made.kernel.dispose();
  made = null;
});

function saveAsPicker(order: 'given' | 'reversed' = 'given'): {
  kernel: PickerKernel;
  store: ActionsView;
} {
  suite.setDefaultUser('personal');
  const inputs = saveAsInputs();
  const kernel = createKernel({
    client: createRequestClient({ services: suite.urls }),
    storage: null,
    mode: inputs.mode,
    maxCount: inputs.limit,
  });
  const plugins = [
    finderContext(),
    ...driveSourcePlugins(),
    finderPlugin({ inputs, plugKey: 'save-as' }),
    finderConfirm(),
    finderResultCodes(),
    spacesPlugin(),
    enterprisePlugin(),
    latestFoldersPlugin(),
    actionsPlugin(),
    finderRoutesPlugin(),
  ];
  kernel.use(order === 'reversed' ? plugins.reverse() : plugins);
  made = { kernel, store: actionsView(kernel) };
  return made;
}

describe('a file picker assembled from the drive plugins', () => {
  it('lands on the documents, allows OK in dir mode and confirms the folder', async () => {
    const { kernel, store } = saveAsPicker();
    kernel.extensions.get(FINDER_ACTIONS).start();
    await kernel.router.navigate({ name: 'index' }, { replace: true });
    expect(kernel.router.current?.name).toBe('TeamFiles');
    expect(kernel.router.current?.params).toEqual({ tid: store.spaces.special!.id, fid: 0 });
    expect(kernel.selection.mode).toBe('dir');
    expect(kernel.selection.canConfirm).toBe(true);
    const info = asCommitInfo(await kernel.confirm());
    expect(info?.path).toEqual({ id: 0, groupid: store.spaces.special!.id, acl: { write: true } });
    expect(info?.files).toEqual([]);
  });
});

describe('the drive plugins name what they need', () => {
  it('may be given in any order: each is applied after the plugins it needs', async () => {
    const { kernel, store } = saveAsPicker('reversed');
    await kernel.router.navigate({ name: 'index' }, { replace: true });
    expect(kernel.router.current?.params).toEqual({ tid: store.spaces.special!.id, fid: 0 });
  });

  it('kernel.use() names the plugin a drive plugin needs when it is left out', () => {
    const kernel = createKernel({ storage: null });
    expect(() =>
      kernel.use([finderPlugin({ inputs: saveAsInputs() }), spacesPlugin(), actionsPlugin()]),
    ).toThrow(
      'plugin "preset:finder-actions" needs plugin "finder:enterprise": add "finder:enterprise" to kernel.use() before or with it',
    );
    kernel.dispose();
  });

  it('reading a store whose plugin is not installed names that plugin', () => {
    const kernel = createKernel({ storage: null });
    kernel.use(finderPlugin({ inputs: saveAsInputs() }));
    const view = actionsView(kernel);
    expect(view.inputs.action).toBe('selectDir');
    expect(() => view.actions).toThrow(
      'no finder actions on this kernel: add plugin "preset:finder-actions" to kernel.use()',
    );
    expect(() => view.spaces).toThrow(
      'no drive spaces on this kernel: add plugin "finder:spaces" to kernel.use()',
    );
    kernel.dispose();
  });
});
