import type { Plugin } from '../../../kernel';
import { createViewPlugin } from '../shared/createViewPlugin';
import { SLOTS } from '../shared/slots';
import { SearchBox } from './SearchBox';

/** The search box, in slot 'searchBox'. */
export function searchBoxView(): Plugin {
  return createViewPlugin('view:search-box', SLOTS.searchBox, SearchBox);
}
