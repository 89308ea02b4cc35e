import type { Plugin } from '../../../kernel';
import { createViewPlugin } from '../shared/createViewPlugin';
import { SLOTS } from '../shared/slots';
import { Tabs } from './Tabs';

export { Tabs } from './Tabs';
export { tabTitle } from './tabTitle';

/** The source tabs, in slot 'tabs'. */
export function tabsView(): Plugin {
  return createViewPlugin('view:tabs', SLOTS.tabs, Tabs);
}
