/** The actions store on the kernel (kernel.extensions), provided by actionsPlugin. */
import { defineExtension } from '../../../kernel';
import type { FinderActions } from './FinderActions';

export const FINDER_ACTIONS_PLUGIN = 'preset:finder-actions';

export const FINDER_ACTIONS = defineExtension<FinderActions>(
  'finder actions',
  FINDER_ACTIONS_PLUGIN,
);
