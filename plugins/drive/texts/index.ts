/**
 * pickerkit/drive/texts: a file picker's texts in every language, each catalogue under its own
 * i18n namespace: the labels (finderText), the folders, names and actions (actionText), the
 * private space and certification (finderSpaceText). The drive plugins and the views share them.
 */
export {
  FINDER_NAMESPACE,
  addFinderStrings,
  finderLabelsCatalogue,
  type FinderLabelKey,
} from './locale';
export { finderText } from './text';
export {
  ACTION_NAMESPACE,
  actionTextsCatalogue,
  addActionStrings,
  actionText,
} from './actionLocale';
export type { ActionTextKey } from './actionLocale';
export { FINDER_SPACE_NAMESPACE, addFinderSpaceStrings, finderSpaceCatalogue } from './spaceLocale';
export type { FinderSpaceKey } from './spaceLocale';
export { finderSpaceText } from './spaceText';
