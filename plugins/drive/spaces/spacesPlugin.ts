/**
 * The drive's spaces as a kernel plugin: it makes the spaces store (DRIVE_SPACES) and adds the
 * drive sources' configurations (driveSetup.ts) to the kernel's at init, so their team roots and
 * search read this finder's spaces and settings.
 */
import { STAGE_DEFAULT, type Plugin } from '../../../kernel';
import { FINDER_PLUGIN, FINDER_SETTINGS } from '../finder-state/finderKeys';
import { driveSourceConfigs } from './driveSetup';
import { DRIVE_SPACES, SPACES_PLUGIN } from './spacesKey';
import { SpacesStore } from './SpacesStore';

export { DRIVE_SPACES, SPACES_PLUGIN };

export function spacesPlugin(): Plugin {
  return {
    name: SPACES_PLUGIN,
    dependencies: [FINDER_PLUGIN],
    apply(kernel) {
      const settings = kernel.extensions.get(FINDER_SETTINGS);
      kernel.hooks.modifySourceConfigs.tap(
        { name: SPACES_PLUGIN, stage: STAGE_DEFAULT },
        (configs) => [...configs, ...driveSourceConfigs(settings.inputs, kernel)],
      );
      kernel.extensions.provide(DRIVE_SPACES, new SpacesStore(kernel, settings));
    },
  };
}
