/** pickerkit/views/finder-frame: the finder's frame and its parts, over the drive plugins' stores on the kernel. */
export { FinderFrame, type FinderFrameProps } from './FinderFrame';
export { FinderProvider, useFinder, useFinderT } from './FinderContext';
export { finderViewOf, type FinderView } from './finderView';
export { FileList, SKELETON_DELAY_MS, LOADING_TEXT_DELAY_MS, FILE_ROW_HEIGHT } from './FileList';
export { Breadcrumb } from './Breadcrumb';
export { collapseCrumbs, ELLIPSIS_RESERVE_PX } from './collapseCrumbs';
export { SideMenu } from './SideMenu';
export { Toolbar } from './Toolbar';
export { Footer } from './Footer';
export { SelectedDialog, TipsDialog } from './Dialogs';
export { ErrorScreen } from './ErrorScreen';
export {
  finderLabelsCatalogue,
  addFinderStrings,
  FINDER_NAMESPACE,
  type FinderLabelKey,
} from '../../drive/texts';
