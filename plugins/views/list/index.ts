import type { Plugin } from '../../../kernel';
import { createViewPlugin } from '../shared/createViewPlugin';
import { SLOTS } from '../shared/slots';
import { FlatList } from './FlatList';

export { FlatList } from './FlatList';
export { ListBox } from './ListBox';

/** The flat list (listbox) and the search results, in slot 'list'. */
export function listView(): Plugin {
  return createViewPlugin('view:list', SLOTS.list, FlatList);
}
