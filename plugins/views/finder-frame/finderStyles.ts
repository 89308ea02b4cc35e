/** The finder frame's CSS, scoped under .pk-root .pk-finder. */
import type { StyleSheetText } from '../components/styles/styleSheetText';

export const FINDER_STYLE_ELEMENT_ID = 'pk-finder-styles';

export const FINDER_CSS = `
.pk-root .pk-finder { display: flex; flex-direction: column; height: min(640px, 90vh); min-height: 0; }
.pk-root .pk-finder__body { flex: 1; display: flex; min-height: 0; border-top: 1px solid var(--_pk-border); }
.pk-root .pk-finder-side { width: 180px; flex: none; border-right: 1px solid var(--_pk-border); overflow-y: auto; padding: 8px 0; }
.pk-root .pk-finder-menu { list-style: none; margin: 0; padding: 0; }
.pk-root .pk-finder-menu__entry { display: block; width: 100%; text-align: left; padding: var(--_pk-space-s) var(--_pk-space-l); border: 0; background: none; font: inherit; color: var(--_pk-text); cursor: pointer; }
.pk-root .pk-finder-menu__entry--active { background: var(--_pk-primary-soft); color: var(--_pk-primary-text); font-weight: 600; }
.pk-root .pk-finder-menu__divider { height: 1px; margin: 6px 12px; background: var(--_pk-border); }
.pk-root .pk-finder-main { flex: 1; display: flex; flex-direction: column; min-width: 0; }
.pk-root .pk-finder-toolbar { padding: var(--_pk-space-s) var(--_pk-space-m); border-bottom: 1px solid var(--_pk-border); }
.pk-root .pk-finder-toolbar__row { display: flex; align-items: center; gap: 6px; }
.pk-root .pk-finder-icon-button { width: 28px; height: 28px; border: 1px solid var(--_pk-border); border-radius: var(--_pk-radius); background: var(--_pk-bg); color: var(--_pk-text); cursor: pointer; font-size: var(--_pk-font-size-l); display: inline-flex; align-items: center; justify-content: center; padding: 0; flex: none; }
.pk-root .pk-finder-icon-button:disabled { opacity: 0.5; cursor: default; }
.pk-root .pk-finder-breadcrumb { flex: 1; min-width: 0; position: relative; overflow: hidden; }
.pk-root .pk-finder-crumbs { display: flex; list-style: none; margin: 0; padding: 0; white-space: nowrap; }
.pk-root .pk-finder-crumbs--measure { position: absolute; visibility: hidden; pointer-events: none; top: 0; left: 0; }
.pk-root .pk-finder-crumb { flex: none; }
.pk-root .pk-finder-crumb + .pk-finder-crumb::before { content: '/'; padding: 0 4px; color: var(--_pk-text-secondary); }
.pk-root .pk-finder-search input { width: 160px; height: calc(var(--_pk-control-height) - 4px); padding: 0 8px; border: 1px solid var(--_pk-control-border); background: var(--_pk-bg); color: inherit; border-radius: var(--_pk-radius); font: inherit; }
.pk-root .pk-finder-search input:focus-visible, .pk-root .pk-finder-newfolder__input:focus-visible, .pk-root .pk-finder-rename input:focus-visible { outline: 2px solid var(--_pk-focus-ring); outline-offset: -1px; }
.pk-root .pk-finder-latest { display: flex; align-items: baseline; gap: 8px; margin: 6px 0 0; font-size: var(--_pk-font-size-s); min-width: 0; }
.pk-root .pk-finder-latest__label { flex: none; color: var(--_pk-text-secondary); }
.pk-root .pk-finder-crumb:last-child:not(.pk-finder-crumb--ellipsis) { flex: 0 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; }
.pk-root .pk-finder-searchbar { display: flex; align-items: center; gap: 6px; flex: none; min-width: 0; }
/* The search scope: a compact segmented control (native radios, so the arrows move the choice). */
.pk-root .pk-finder-search-scope { display: inline-flex; flex: none; box-sizing: border-box; height: calc(var(--_pk-control-height) - 4px); border: 1px solid var(--_pk-control-border); border-radius: var(--_pk-radius); overflow: hidden; }
.pk-root .pk-finder-search-scope__option { position: relative; display: inline-flex; align-items: center; padding: 0 10px; font-size: var(--_pk-font-size-s); color: var(--_pk-text-secondary); white-space: nowrap; cursor: pointer; -webkit-user-select: none; user-select: none; }
.pk-root .pk-finder-search-scope__option + .pk-finder-search-scope__option { border-left: 1px solid var(--_pk-control-border); }
.pk-root .pk-finder-search-scope__option input { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: pointer; }
.pk-root .pk-finder-search-scope__option:has(input:checked) { background: var(--_pk-primary-soft); color: var(--_pk-primary-text); font-weight: 500; }
.pk-root .pk-finder-search-scope__option:has(input:focus-visible) { outline: 2px solid var(--_pk-focus-ring); outline-offset: -2px; }
.pk-root .pk-finder-latest ul { display: flex; flex-wrap: nowrap; gap: 8px; list-style: none; margin: 0; padding: 0 0 2px; min-width: 0; overflow-x: auto; scrollbar-width: thin; }
.pk-root .pk-finder-latest li { flex: none; white-space: nowrap; }
.pk-root .pk-finder-panes { flex: 1; min-height: 0; position: relative; display: flex; flex-direction: column; }
.pk-root .pk-finder-pane { flex: 1; min-height: 0; display: flex; flex-direction: column; }
.pk-root .pk-finder-pane[hidden] { position: absolute; inset: 0; visibility: hidden; content-visibility: hidden; }
.pk-root .pk-finder-list { flex: 1; min-height: 0; }
.pk-root .pk-finder-list.pk-list { box-sizing: border-box; padding-top: 6px; }
.pk-root .pk-finder-list--state { padding: 24px; text-align: center; outline: none; }
.pk-root .pk-finder-row { box-sizing: border-box; padding: 2px 8px; user-select: none; -webkit-user-select: none; }
.pk-root .pk-finder-row .pk-item { height: 100%; }
.pk-root .pk-finder-row .pk-item[aria-selected='true'] { background: var(--_pk-primary-soft); }
.pk-root .pk-finder-row__box--hidden { visibility: hidden; }
.pk-root .pk-finder-row .pk-item__title em { font-style: normal; color: var(--_pk-primary-text); }
.pk-root .pk-finder-footer { display: flex; align-items: center; gap: 12px; padding: calc(var(--_pk-space-m) - 2px) var(--_pk-space-l); border-top: 1px solid var(--_pk-border); }
.pk-root .pk-finder-footer .pk-button { height: var(--_pk-control-height); padding: 0 16px; }
.pk-root .pk-finder-footer__spacer { flex: 1; }
.pk-root .pk-finder-footer__all { display: inline-flex; align-items: center; gap: 6px; }
.pk-root .pk-finder-spinner { display: inline-block; width: 12px; height: 12px; margin-right: 6px; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; animation: pk-finder-spin 0.8s linear infinite; }
@keyframes pk-finder-spin { to { transform: rotate(360deg); } }
.pk-root .pk-finder-error { flex: 1; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 12px; padding: 32px; }
.pk-root .pk-finder-error .pk-button, .pk-root .pk-finder-dialog__actions .pk-button { height: 32px; padding: 0 16px; }
.pk-root .pk-finder-selected { list-style: none; margin: 0; padding: 0 20px; max-height: 320px; overflow-y: auto; }
.pk-root .pk-finder-selected li { display: flex; justify-content: space-between; padding: 6px 0; }
.pk-root .pk-finder-tip { padding: 0 20px; }
.pk-root .pk-finder-dialog__actions { display: flex; justify-content: flex-end; gap: 8px; padding: 12px 20px 16px; }
.pk-root .pk-finder-newfolder { display: flex; align-items: center; gap: 6px; padding: 6px 12px; border-bottom: 1px solid var(--_pk-border); }
.pk-root .pk-finder-newfolder__input, .pk-root .pk-finder-rename input { flex: 1; min-width: 0; height: calc(var(--_pk-control-height) - 4px); padding: 0 8px; border: 1px solid var(--_pk-control-border); background: var(--_pk-bg); color: inherit; border-radius: var(--_pk-radius); font: inherit; }
.pk-root .pk-finder-rename { display: inline-flex; align-items: center; gap: 6px; flex-wrap: wrap; }
.pk-root .pk-finder-rename__error, .pk-root .pk-finder-refusal { color: var(--_pk-danger); font-size: var(--_pk-font-size-s); margin: 0; }
/* Narrow (useNarrowFrame): the side menu is a drawer over the frame, opened from the toolbar. */
.pk-root .pk-finder--narrow { position: relative; }
.pk-root .pk-finder-drawer { position: absolute; inset: 0; z-index: 20; display: flex; }
.pk-root .pk-finder-drawer__shade { position: absolute; inset: 0; background: var(--_pk-mask); }
.pk-root .pk-finder-drawer__panel { position: relative; box-sizing: border-box; width: min(260px, 85%); height: 100%; overflow-y: auto; background: var(--_pk-bg); border-right: 1px solid var(--_pk-border); outline: none; }
.pk-root .pk-finder-drawer__panel .pk-finder-side { width: auto; border-right: 0; overflow: visible; }
.pk-root .pk-finder--narrow .pk-finder-toolbar__row { flex-wrap: wrap; row-gap: 6px; }
.pk-root .pk-finder--narrow .pk-finder-refusal { order: -1; flex: 1 1 100%; }
.pk-root .pk-finder--narrow .pk-finder-searchbar { order: 1; flex: 1 1 100%; }
.pk-root .pk-finder--narrow .pk-finder-search { flex: 1; min-width: 0; }
.pk-root .pk-finder--narrow .pk-finder-search input { width: 100%; box-sizing: border-box; }
`;

export const FINDER_SHEET: StyleSheetText = [FINDER_STYLE_ELEMENT_ID, FINDER_CSS];
