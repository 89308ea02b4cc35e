/**
 * createFinder(options): the finder as data and state. It checks the options (a wrong value
 * throws, saying what to fix), makes the kernel with the finder's plugins (the user context, the
 * drive plugins of plugins/drive/ and the drive sources; the host may edit the list) and the
 * finder store the drive plugins share; the routes plugin puts the route table on the kernel's
 * router. `start()` routes to the landing view (or to the error page
 * listing missing required inputs); `commit()` gives the commit info when OK is allowed.
 */
import {
  ErrorCodes,
  PickerError,
  createKernel,
  createRequestClient,
  type PickerKernel,
  type Plugin,
} from '../../kernel';
import { finderAnalytics } from '../../plugins/analytics/finder-usage';
import { announcerView } from '../../plugins/views/announcer';
import { actionsConfirm } from '../../plugins/drive/actions';
import { enterprisePlugin } from '../../plugins/drive/enterprise';
import {
  FinderStore,
  asCommitInfo,
  finderConfirm,
  finderContext,
  finderPlugin,
  flushFinderCache,
  type CommitInfo,
} from '../../plugins/drive/finder-state';
import { setSecretLinks } from '../../plugins/drive/private-space';
import { finderResultCodes } from '../../plugins/drive/result-codes';
import { finderRoutesPlugin } from '../../plugins/drive/routes';
import type { CommitOperation } from '../../plugins/drive/rules';
import { driveSourcePlugins, driveSourceConfigs } from '../../plugins/drive/spaces';
import { MISSING_JOINER } from './config/options';
import { validateFinderOptions } from './validateOptions';
import type { FinderOptions } from './types';

export interface FinderInstance {
  kernel: PickerKernel;
  store: FinderStore;
  /** Routes to the landing view (replacing), or to the error page of missing inputs. */
  start(): Promise<void>;
  /**
   * Confirms through the kernel (kernel.confirm: the finder's payload builder, then the
   * modifyConfirmPayload, shouldConfirm and afterConfirm hooks): the commit info, or null when OK
   * is not allowed or a plugin vetoed. Transfer commits with 'move' or 'copy' (its buttons in
   * place of OK), which the info carries as its operation.
   */
  commit(operation?: CommitOperation): Promise<CommitInfo | null>;
  dispose(): void;
}

function defaultPlugins(store: FinderStore, appKey?: string): Plugin[] {
  const plugins = [
    finderContext(),
    ...driveSourcePlugins(),
    finderPlugin(store),
    finderConfirm(store),
    finderResultCodes(),
    enterprisePlugin(store),
    announcerView(),
    actionsConfirm(store),
    finderRoutesPlugin(store),
  ];
  // The analytics data fields (finder.md section 3); off in oem and oversea.
  if (appKey && store.inputs.featureSet.analytics) plugins.push(finderAnalytics({ appKey }));
  return plugins;
}

export function createFinder(options: FinderOptions = {}): FinderInstance {
  const inputs = validateFinderOptions(options);
  const client =
    options.client ?? createRequestClient({ services: options.services, release: options.release });
  let store: FinderStore | null = null;
  const storeOf = (): FinderStore => {
    if (!store) throw new Error('finder: the store is not made yet');
    return store;
  };
  const kernel = createKernel({
    client,
    language: options.language,
    release: options.release,
    storage: options.storage,
    pageSize: options.pageSize,
    mode: inputs.mode,
    maxCount: inputs.limit,
    transfer: inputs.transfer,
    sources: driveSourceConfigs(inputs, storeOf),
    injectStyles: options.injectStyles,
    nonce: options.nonce,
  });
  const finder = new FinderStore(kernel, inputs, options.plugKey ?? 'finder', {
    hideCopySuffix: options.hideCopySuffix,
  });
  store = finder;
  setSecretLinks(finder, options.secretLinks, client);
  const defaults = defaultPlugins(finder, options.appKey);
  const plugins = options.plugins ? options.plugins([...defaults]) : defaults;
  if (!Array.isArray(plugins)) {
    throw new PickerError(
      ErrorCodes.OPTIONS_INVALID,
      'finder: plugins(defaults) must return an array of plugins, e.g. (defaults) => [...defaults, mine()]',
    );
  }
  kernel.use(plugins);
  options.onReady?.(kernel);

  return {
    kernel,
    store: finder,
    async start() {
      if (inputs.missing.length > 0) {
        await kernel.router.navigate(
          {
            name: 'error',
            params: { errorInfo: inputs.missing.join(MISSING_JOINER) },
            query: { btnShow: 'false' },
          },
          { replace: true },
        );
        return;
      }
      finder.actions.start();
      await kernel.router.navigate({ name: 'index' }, { replace: true });
    },
    async commit(operation: CommitOperation = 'ok') {
      finder.actions.beginCommit(operation);
      return asCommitInfo(await kernel.confirm());
    },
    dispose() {
      finder.actions.dispose();
      flushFinderCache(kernel);
      kernel.router.reset();
      kernel.dispose();
    },
  };
}
