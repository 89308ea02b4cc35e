import type { Plugin } from '../../../kernel';
import { createViewPlugin } from '../shared/createViewPlugin';
import { SLOTS } from '../shared/slots';
import { Tree } from './Tree';

export { Tree } from './Tree';
export { TREE_INDENT } from './TreeRowItem';

/** The org tree (tree view) of tree sources, in slot 'tree'. */
export function treeView(): Plugin {
  return createViewPlugin('view:tree', SLOTS.tree, Tree);
}
