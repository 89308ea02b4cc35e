/**
 * The finder's kernel plugin: the finder draws its own side menu, so the kernel builds no tabs;
 * a pick over the limit shows the tip
 * 'Select up to N files'. Each committed route is remembered as the last location; leaving a
 * folder clears the selection without crossCatalog or in selectFile.
 */
import { STAGE_DEFAULT, type Plugin } from '../../../kernel';
import { finderText } from '../texts/text';
import type { FinderStore } from './FinderStore';
import { savePath } from './memory';

export const FINDER_PLUGIN = 'preset:finder';

export function finderPlugin(store: FinderStore): Plugin {
  return {
    name: FINDER_PLUGIN,
    apply(kernel) {
      const tap = { name: FINDER_PLUGIN, stage: STAGE_DEFAULT };
      kernel.hooks.addTabs.tap(tap, () => []);
      kernel.hooks.onExceed.tap(tap, (info) => {
        store.showTip(finderText(kernel, 'limitTip', { count: info.maxCount }));
      });
      kernel.hooks.onRouteChange.tap(tap, ({ from, to }) => {
        savePath(kernel, store.plugKey, to);
        // finder.md section 4: without crossCatalog, or in selectFile, a new folder starts afresh.
        const { crossCatalog, action } = store.inputs;
        if (from && from.path !== to.path && (!crossCatalog || action === 'selectFile')) {
          kernel.selection.clear();
        }
      });
    },
  };
}
