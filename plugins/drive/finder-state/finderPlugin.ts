/**
 * The finder's kernel plugin: it makes the finder's small stores from its options (the resolved
 * inputs, the plug key) and puts them on the kernel (finderKeys.ts). The finder draws its own
 * side menu, so the kernel builds no tabs; a pick over the limit shows the tip
 * 'Select up to N files'. Each committed route is remembered as the last location; leaving a
 * folder clears the selection without crossCatalog or in selectFile.
 */
import { STAGE_DEFAULT, type Plugin } from '../../../kernel';
import type { ResolvedInputs } from '../rules/inputs';
import { addActionStrings } from '../texts/actionLocale';
import { addFinderStrings } from '../texts/locale';
import { addFinderSpaceStrings } from '../texts/spaceLocale';
import { finderText } from '../texts/text';
import { DialogStore } from './DialogStore';
import { DirectoryStore } from './DirectoryStore';
import { FINDER_DIALOGS, FINDER_DIRECTORY, FINDER_PLUGIN, FINDER_SETTINGS } from './finderKeys';
import { FinderSettings } from './FinderSettings';
import { savePath } from './memory';

export { FINDER_PLUGIN };

export interface FinderPluginOptions {
  /** The checked inputs (the finder preset's resolveInputs). */
  inputs: ResolvedInputs;
  /** Where the last tab and location are remembered (default 'finder'). */
  plugKey?: string;
}

export function finderPlugin({ inputs, plugKey }: FinderPluginOptions): Plugin {
  return {
    name: FINDER_PLUGIN,
    apply(kernel) {
      // The finder's texts in the kernel's language start loading now (views wait for them).
      addFinderStrings(kernel.i18n);
      addActionStrings(kernel.i18n);
      addFinderSpaceStrings(kernel.i18n);
      const settings = new FinderSettings(inputs, plugKey);
      const dialogs = new DialogStore(inputs.committing);
      kernel.extensions.provide(FINDER_SETTINGS, settings);
      kernel.extensions.provide(FINDER_DIRECTORY, new DirectoryStore(kernel, settings));
      kernel.extensions.provide(FINDER_DIALOGS, dialogs);
      const tap = { name: FINDER_PLUGIN, stage: STAGE_DEFAULT };
      kernel.hooks.addTabs.tap(tap, () => []);
      kernel.hooks.onExceed.tap(tap, (info) => {
        dialogs.showTip(finderText(kernel, 'limitTip', { count: info.maxCount }));
      });
      kernel.hooks.onRouteChange.tap(tap, ({ from, to }) => {
        savePath(kernel, settings.plugKey, to);
        // finder.md section 4: without crossCatalog, or in selectFile, a new folder starts afresh.
        const { crossCatalog, action } = settings.inputs;
        if (from && from.path !== to.path && (!crossCatalog || action === 'selectFile')) {
          kernel.selection.clear();
        }
      });
    },
  };
}
