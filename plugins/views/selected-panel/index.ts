import type { Plugin } from '../../../kernel';
import { createViewPlugin } from '../shared/createViewPlugin';
import { SLOTS } from '../shared/slots';
import { SelectedPanel } from './SelectedPanel';

export { SelectedPanel } from './SelectedPanel';
export { canRemind, REMIND_TYPES } from './remind';

/** The selected panel with cancel and confirm, in slot 'selectedPanel'. */
export function selectedPanelView(): Plugin {
  return createViewPlugin('view:selected-panel', SLOTS.selectedPanel, SelectedPanel);
}
