/** Layout CSS of the union selector (sizes of union-selector.md section 9), scoped under .pk-union. */
import type { StyleSheetText } from '../components/styles/styleSheetText';
import { MODAL_ANIMATION_MS, POPUP_Z_INDEX, UNION_LAYOUT as L } from './layout';

export const UNION_STYLE_ELEMENT_ID = 'pk-union-styles';

export const UNION_CSS = `
.pk-union { box-sizing: border-box; display: flex; height: ${L.height}px; width: ${L.sidebarWidth + L.mainWidth + 2}px; background: var(--_pk-bg); color: var(--_pk-text); border: 1px solid var(--_pk-border); border-radius: var(--_pk-radius-l); overflow: hidden; font-size: var(--_pk-font-size); }
.pk-union__sidebar { box-sizing: border-box; width: ${L.sidebarWidth}px; flex: none; display: flex; flex-direction: column; border-right: 1px solid var(--_pk-border); background: var(--_pk-hover-bg); }
.pk-union__sidebar-title { height: ${L.titleBar}px; line-height: ${L.titleBar}px; padding: 0 12px; font-weight: 600; }
.pk-union__tablist { display: flex; flex-direction: column; overflow-y: auto; }
.pk-union__tab { box-sizing: border-box; width: 100%; min-height: 36px; padding: 6px 4px 6px 6px; border: 0; border-left: 3px solid transparent; background: none; color: var(--_pk-text-secondary); text-align: left; font: inherit; font-size: var(--_pk-font-size-s); line-height: 18px; cursor: pointer; word-break: keep-all; overflow-wrap: normal; }
.pk-union__tab[aria-selected='true'] { color: var(--_pk-primary-text); border-left-color: var(--_pk-primary); background: var(--_pk-bg); }
.pk-union__tab:focus-visible { outline: 2px solid var(--_pk-focus-ring); outline-offset: -2px; }
.pk-union__word { white-space: nowrap; }
.pk-union__tab:has(> .pk-union__word) { padding-left: 4px; padding-right: 2px; }
.pk-union__main { width: ${L.mainWidth}px; flex: none; display: flex; flex-direction: column; min-height: 0; }
.pk-union__title-bar { height: ${L.titleBar}px; flex: none; display: flex; flex-direction: column; justify-content: center; padding: 0 12px; }
.pk-union__title { font-weight: 600; }
.pk-union__description { font-size: var(--_pk-font-size-s); color: var(--_pk-text-secondary); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.pk-union__search { height: ${L.searchBar}px; flex: none; }
.pk-union__search .pk-search { padding: 5px 12px; }
.pk-union__content { flex: 1; min-height: 0; display: flex; flex-direction: column; position: relative; }
.pk-union__pane { flex: 1; min-height: 0; display: flex; flex-direction: column; }
.pk-union__pane[hidden] { position: absolute; inset: 0; visibility: hidden; }
.pk-union__list { flex: 1; min-height: 0; }
.pk-union__pane > .pk-skeleton { flex: 1; min-height: 0; overflow: hidden; }
.pk-union .pk-row { height: var(--_pk-row-height); }
.pk-union .pk-row[aria-disabled='true'] { cursor: not-allowed; }
.pk-union .pk-row--item > .pk-item { flex: 1; min-width: 0; align-self: stretch; background: none; }
.pk-union .pk-row--item[aria-selected='true'] { background: var(--_pk-primary-soft); }
.pk-union__check { flex: none; display: inline-flex; padding: 0 12px 0 4px; color: var(--_pk-primary-strong); }
.pk-union .pk-item__reason { font-size: var(--_pk-font-size-s); color: var(--_pk-text-secondary); }
.pk-union .pk-item__location { font-size: var(--_pk-font-size-s); color: var(--_pk-text-secondary); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.pk-union__action-bar { height: ${L.actionBar}px; flex: none; display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 0 12px; border-top: 1px solid var(--_pk-border); }
.pk-union__remind { display: inline-flex; align-items: center; gap: 6px; cursor: pointer; font-size: var(--_pk-font-size-s); }
.pk-union__more { height: ${L.moreEntranceBar}px; flex: none; display: flex; align-items: center; gap: 16px; padding: 0 12px; border-top: 1px solid var(--_pk-border); }
.pk-union__time { flex: 1; min-height: 0; display: flex; flex-direction: column; }
.pk-union__time-body { flex: 1; min-height: 0; overflow-y: auto; padding: 4px 12px; }
.pk-union__time-row { display: flex; align-items: center; gap: 8px; margin-top: 8px; position: relative; }
.pk-union__date-input { width: 110px; font: inherit; padding: 2px 6px; border: 1px solid var(--_pk-control-border); background: var(--_pk-bg); color: inherit; border-radius: var(--_pk-radius); }
.pk-union__date-input[aria-invalid='true'] { border-color: var(--_pk-danger); }
.pk-union__date-error { font-size: var(--_pk-font-size-s); color: var(--_pk-danger); margin-top: 4px; }
.pk-union__time-select { position: relative; margin-left: auto; }
.pk-union__time-button { font: inherit; padding: 2px 10px; border: 1px solid var(--_pk-control-border); border-radius: var(--_pk-radius); background: var(--_pk-bg); color: inherit; cursor: pointer; }
.pk-union__time-popup { z-index: ${POPUP_Z_INDEX}; max-height: 200px; width: 90px; overflow-y: auto; margin: 0; padding: 4px 0; list-style: none; background: var(--_pk-raised-bg); border: 1px solid var(--_pk-border); border-radius: var(--_pk-radius); box-shadow: var(--_pk-shadow-popover); outline: none; }
.pk-union__time-slot { padding: 4px 12px; cursor: pointer; }
.pk-union__time-slot--active, .pk-union__time-slot:hover { background: var(--_pk-hover-bg); }
.pk-union__time-slot[aria-selected='true'] { color: var(--_pk-primary-text); font-weight: 600; }
.pk-union__time-slot[aria-disabled='true'] { color: var(--_pk-text-secondary); opacity: 0.55; cursor: not-allowed; }
.pk-union-dialog { position: fixed; inset: 0; z-index: ${POPUP_Z_INDEX}; display: flex; align-items: center; justify-content: center; background: var(--_pk-mask-soft); animation: pk-union-dialog-fade ${MODAL_ANIMATION_MS}ms ease-out; }
.pk-union-dialog > * { animation: pk-union-dialog-zoom ${MODAL_ANIMATION_MS}ms ease-out; }
@keyframes pk-union-dialog-fade { from { opacity: 0; } to { opacity: 1; } }
@keyframes pk-union-dialog-zoom { from { transform: scale(0.95); } to { transform: scale(1); } }
@media (prefers-reduced-motion: reduce) { .pk-union-dialog, .pk-union-dialog > * { animation: none; } }
`;

export const UNION_SHEET: StyleSheetText = [UNION_STYLE_ELEMENT_ID, UNION_CSS];
