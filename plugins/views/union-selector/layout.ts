/** Layout and timing constants of the union selector (union-selector.md section 9). */
export const UNION_LAYOUT = {
  height: 398,
  sidebarWidth: 100,
  mainWidth: 332,
  rowHeight: 48,
  titleBar: 42,
  searchBar: 42,
  actionBar: 48,
  moreEntranceBar: 48,
} as const;

/** Skeleton rows while a list loads. */
export const SKELETON_ROWS = 20;
/** Non-search loads of tabs other than all show the skeleton only after this long. */
export const SKELETON_THROTTLE_MS = 200;
/** Popups (the time dropdown, the dialog of openUnionSelector) start at this z-index. */
export const POPUP_Z_INDEX = 2000;
/** Scrolling this close to the end loads the next page. */
export const LOAD_MORE_DISTANCE = 30;
/** Row clicks are throttled (leading edge): 300 ms, 500 ms in single mode (kernel options). */
export const CLICK_THROTTLE_MULTI_MS = 300;
export const CLICK_THROTTLE_SINGLE_MS = 500;

/** Popups keep this far (px) inside their boundary (union-selector.md 9; the business card: 8). */
export const POSITION_BOUNDARY_PADDING = 5;
/** A popup's position is refreshed on resize and scroll at most once per this many ms. */
export const RESIZE_REFRESH_THROTTLE_MS = 20;
/** The dialog of openUnionSelector animates in over this many ms. */
export const MODAL_ANIMATION_MS = 200;
