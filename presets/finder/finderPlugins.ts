/**
 * The finder as data: the list of plugins that make the product, each drive plugin with the
 * options it needs. Hosts get this list through `options.plugins(defaults)` and may add, remove
 * or replace any of it.
 */
import type { Plugin } from '../../kernel';
import { finderAnalytics } from '../../plugins/analytics/finder-usage';
import { actionsPlugin } from '../../plugins/drive/actions';
import { enterprisePlugin } from '../../plugins/drive/enterprise';
import { finderConfirm, finderContext, finderPlugin } from '../../plugins/drive/finder-state';
import { latestFoldersPlugin } from '../../plugins/drive/latest-folders';
// By file: the index also exports the gate screens' forms, which are a chunk (gateScreens.tsx).
import { privateSpacePlugin } from '../../plugins/drive/private-space/spaceLinks';
import { finderResultCodes } from '../../plugins/drive/result-codes';
import { finderRoutesPlugin } from '../../plugins/drive/routes';
import type { ResolvedInputs } from '../../plugins/drive/rules';
import { driveSourcePlugins, spacesPlugin } from '../../plugins/drive/spaces';
import { announcerView } from '../../plugins/views/announcer';
import type { FinderOptions } from './types';

/** The default plugins of the finder, before the host's `plugins` function sees them. */
export function defaultFinderPlugins(inputs: ResolvedInputs, options: FinderOptions): Plugin[] {
  const plugins = [
    finderContext(),
    ...driveSourcePlugins(),
    finderPlugin({ inputs, plugKey: options.plugKey }),
    finderConfirm(),
    finderResultCodes(),
    spacesPlugin(),
    privateSpacePlugin({ secretLinks: options.secretLinks }),
    enterprisePlugin(),
    latestFoldersPlugin(),
    announcerView(),
    actionsPlugin({ hideCopySuffix: options.hideCopySuffix }),
    finderRoutesPlugin(),
  ];
  // The analytics data fields (finder.md section 3); off in oem and oversea.
  if (options.appKey && inputs.featureSet.analytics) {
    plugins.push(finderAnalytics({ appKey: options.appKey }));
  }
  return plugins;
}
