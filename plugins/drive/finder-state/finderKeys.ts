/** The finder's small stores on the kernel (kernel.extensions), all provided by finderPlugin. */
import { defineExtension } from '../../../kernel';
import type { DialogStore } from './DialogStore';
import type { DirectoryStore } from './DirectoryStore';
import type { FinderSettings } from './FinderSettings';

export const FINDER_PLUGIN = 'preset:finder';

export const FINDER_SETTINGS = defineExtension<FinderSettings>('finder settings', FINDER_PLUGIN);
export const FINDER_DIRECTORY = defineExtension<DirectoryStore>('finder directory', FINDER_PLUGIN);
export const FINDER_DIALOGS = defineExtension<DialogStore>('finder dialogs', FINDER_PLUGIN);
