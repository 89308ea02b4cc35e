/**
 * createFinder(options): the finder as data and state. It checks the options (a wrong value
 * throws, saying what to fix) and makes the kernel with the finder's plugins (finderPlugins.ts;
 * the host may edit the list). Each drive plugin keeps its own small store on the kernel
 * (kernel.extensions); `store` is the view over them that the finder's views read.
 * `start()` waits for the finder's texts in its language, then routes to the landing view (or to
 * the error page listing missing required inputs);
 * `commit()` gives the commit info when OK is allowed.
 */
import {
  ErrorCodes,
  PickerError,
  createKernel,
  createRequestClient,
  type PickerKernel,
} from '../../kernel';
import { FINDER_ACTIONS, asCommitInfo, type CommitInfo } from '../../plugins/drive/actions';
import { flushFinderCache } from '../../plugins/drive/finder-state';
import type { CommitOperation } from '../../plugins/drive/rules';
import { finderViewOf, type FinderView } from '../../plugins/views/finder-frame/finderView';
import { MISSING_JOINER } from './config/options';
import { defaultFinderPlugins } from './finderPlugins';
import { validateFinderOptions } from './validateOptions';
import type { FinderOptions } from './types';

export interface FinderInstance {
  kernel: PickerKernel;
  /**
   * The finder's state as its views read it: a view over the drive plugins' stores on the
   * kernel (settings, directory, dialogs, spaces, enterprise, actions), the same for the
   * kernel's whole life.
   */
  store: FinderView;
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

export function createFinder(options: FinderOptions = {}): FinderInstance {
  const inputs = validateFinderOptions(options);
  const client =
    options.client ?? createRequestClient({ services: options.services, release: options.release });
  const kernel = createKernel({
    client,
    language: options.language,
    release: options.release,
    storage: options.storage,
    pageSize: options.pageSize,
    mode: inputs.mode,
    maxCount: inputs.limit,
    transfer: inputs.transfer,
    injectStyles: options.injectStyles,
    nonce: options.nonce,
  });
  const defaults = defaultFinderPlugins(inputs, options);
  const plugins = options.plugins ? options.plugins([...defaults]) : defaults;
  if (!Array.isArray(plugins)) {
    throw new PickerError(
      ErrorCodes.OPTIONS_INVALID,
      'finder: plugins(defaults) must return an array of plugins, e.g. (defaults) => [...defaults, mine()]',
    );
  }
  kernel.use(plugins);
  options.onReady?.(kernel);
  const actions = () => kernel.extensions.get(FINDER_ACTIONS);

  /** The landing, once the finder's texts are in. */
  const landNow = async (): Promise<void> => {
    if (kernel.status === 'disposed') return;
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
    actions().start();
    await kernel.router.navigate({ name: 'index' }, { replace: true });
  };
  // The texts first (a chunk when not Simplified Chinese): the landing reads them. When they are
  // in, it navigates at once, so that what the user does next goes on top of it.
  const land = (): Promise<void> =>
    kernel.languages.ready ? landNow() : kernel.languages.whenReady().then(landNow);
  let starting: Promise<void> | null = null;

  return {
    kernel,
    store: finderViewOf(kernel),
    start() {
      // The account check leaves now, while the texts load and the landing's code runs: the
      // root route the landing enters waits for this same init (kernel.init runs once). A
      // transfer finder's calls carry whom it acts for from the first one.
      if (kernel.status === 'uninitialised') {
        actions().beforeRequests();
        void kernel.init();
      }
      // A second call while the first still waits for the texts shares it (one landing).
      starting ??= land().finally(() => (starting = null));
      return starting;
    },
    async commit(operation: CommitOperation = 'ok') {
      actions().beginCommit(operation);
      return asCommitInfo(await kernel.confirm());
    },
    dispose() {
      flushFinderCache(kernel);
      kernel.router.reset();
      kernel.dispose();
    },
  };
}
