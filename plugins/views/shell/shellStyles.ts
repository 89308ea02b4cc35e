/** Layout CSS of the shell and the views; every rule is scoped under `.pk-root`. */
export const SHELL_STYLE_ELEMENT_ID = 'pk-shell-styles';

export const SHELL_CSS = `
.pk-root .pk-modal-mask { position: fixed; inset: 0; z-index: 1000; display: flex; align-items: center; justify-content: center; background: var(--_pk-mask); }
.pk-root .pk-modal { max-width: 100vw; max-height: calc(100vh - 32px); display: flex; flex-direction: column; border-radius: var(--_pk-radius-l); background: var(--_pk-bg); box-shadow: var(--_pk-shadow-modal); outline: none; }
.pk-root .pk-modal__header { display: flex; align-items: center; gap: 12px; padding: 16px 20px 8px; }
.pk-root .pk-modal__title { flex: 1; min-width: 0; margin: 0; font-size: var(--_pk-font-size-l); font-weight: 600; }
.pk-root .pk-shell { display: flex; flex: 1; min-height: 0; border-top: 1px solid var(--_pk-border); }
.pk-root .pk-shell__main { flex: 1; min-width: 0; display: flex; flex-direction: column; border-right: 1px solid var(--_pk-border); }
.pk-root .pk-shell__side { width: 38%; min-width: 200px; max-width: 280px; display: flex; flex-direction: column; }
.pk-root .pk-tabs { display: flex; flex-direction: column; flex: 1; min-height: 0; }
.pk-root .pk-tabs__bar { display: flex; align-items: flex-end; gap: 8px; padding: 0 12px; border-bottom: 1px solid var(--_pk-border); }
/* One row of tabs that scrolls (useTabOverflow); the arrows over its edges say there is more. */
.pk-root .pk-tabs__list { display: flex; column-gap: 20px; flex: 1; min-width: 0; overflow-x: auto; scrollbar-width: none; }
.pk-root .pk-tabs__tab { padding: 8px 0; border: 0; border-bottom: 2px solid transparent; background: none; color: var(--_pk-text-secondary); cursor: pointer; font: inherit; white-space: nowrap; }
.pk-root .pk-tabs__tab[aria-selected='true'] { color: var(--_pk-primary-text); border-bottom-color: var(--_pk-primary); }
.pk-root .pk-tabs__tab:focus-visible { outline: 2px solid var(--_pk-focus-ring); outline-offset: -2px; }
/* Tabs that do not fit go into the More menu (useTabFit measures a hidden copy of the row, each tab at its selected weight). */
.pk-root .pk-tabs__more { flex: none; display: inline-flex; align-items: center; gap: 2px; margin-left: 16px; padding: 0; border: 0; border-bottom: 2px solid transparent; background: none; color: var(--_pk-text-secondary); font: inherit; white-space: nowrap; cursor: pointer; }
.pk-root .pk-tabs__more:focus-visible { outline: 2px solid var(--_pk-focus-ring); outline-offset: -2px; }
.pk-root .pk-tabs__measure { position: absolute; top: 0; left: 0; flex: none; width: 0; height: 0; overflow: hidden; visibility: hidden; pointer-events: none; }
.pk-root .pk-tabs__measure > * { flex: none; font-weight: 500; }
.pk-root .pk-tabs__panel { display: flex; flex-direction: column; flex: 1; min-height: 0; }
.pk-root .pk-search { padding: 8px 12px; }
.pk-root .pk-search__input { width: 100%; height: 32px; padding: 0 8px; border: 1px solid var(--_pk-control-border); color: inherit; border-radius: var(--_pk-radius); font: inherit; }
.pk-root .pk-search__input:focus { outline: none; border-color: var(--_pk-primary); }
.pk-root .pk-search-area { display: flex; flex-wrap: wrap; gap: 4px 16px; padding-top: 6px; color: var(--_pk-text-secondary); font-size: var(--_pk-font-size-s); }
.pk-root .pk-search-area__option { display: inline-flex; align-items: center; gap: 4px; cursor: pointer; }
.pk-root .pk-pretip, .pk-root .pk-tip { margin: 0; padding: 4px 12px; color: var(--_pk-text-secondary); font-size: var(--_pk-font-size-s); }
.pk-root .pk-list-area { flex: 1; min-height: 0; }
.pk-root .pk-list, .pk-root .pk-tree { outline: none; }
.pk-root .pk-row { display: flex; align-items: center; padding: 0 4px; cursor: pointer; }
.pk-root .pk-row--active, .pk-root .pk-row:hover { background: var(--_pk-hover-bg); }
.pk-root .pk-row--title { cursor: default; color: var(--_pk-text-secondary); font-size: var(--_pk-font-size-s); padding: 0 var(--_pk-row-padding); }
.pk-root .pk-row__link { padding: 0 var(--_pk-row-padding); color: var(--_pk-primary-text); }
.pk-root .pk-row__note { padding: 0 12px; color: var(--_pk-text-secondary); font-size: var(--_pk-font-size-s); }
.pk-root .pk-row__reason { flex: none; max-width: 40%; padding: 0 12px; overflow: hidden; color: var(--_pk-text-secondary); font-size: var(--_pk-font-size-s); text-overflow: ellipsis; white-space: nowrap; }
.pk-root .pk-row__content { flex: 1; min-width: 0; }
.pk-root .pk-row__special { display: flex; align-items: center; gap: 8px; padding: 0 var(--_pk-row-padding); color: var(--_pk-primary-text); }
.pk-root .pk-tree__toggle { width: 16px; flex: none; text-align: center; color: var(--_pk-text-secondary); transition: transform 0.15s; }
.pk-root .pk-tree__toggle--open { transform: rotate(90deg); }
.pk-root .pk-state { display: flex; flex-direction: column; align-items: center; justify-content: center; padding: 32px 12px; color: var(--_pk-text-secondary); }
.pk-root .pk-state--loading { align-items: stretch; padding: 0; }
.pk-root .pk-state__retry { border: 0; background: none; color: var(--_pk-primary-text); cursor: pointer; font: inherit; }
.pk-root .pk-selected { display: flex; flex-direction: column; flex: 1; min-height: 0; }
.pk-root .pk-selected__header { display: flex; align-items: center; gap: 8px; padding: 8px 12px; }
.pk-root .pk-selected__title { flex: 1; margin: 0; font-size: var(--_pk-font-size); font-weight: 500; white-space: nowrap; }
.pk-root .pk-selected-dropdown, .pk-root .pk-tab-dropdown { display: flex; align-items: center; flex: none; max-width: 140px; white-space: nowrap; }
.pk-root .pk-selected-dropdown__text, .pk-root .pk-tab-dropdown__text { overflow: hidden; text-overflow: ellipsis; }
.pk-root .pk-selected__list { flex: 1; min-height: 0; }
.pk-root .pk-selected__empty { flex: 1; margin: 0; padding: 32px 12px; text-align: center; color: var(--_pk-text-secondary); font-size: var(--_pk-font-size-s); }
.pk-root .pk-chip { display: flex; align-items: center; gap: 8px; padding: 0 12px; }
.pk-root .pk-chip__name { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pk-root .pk-chip__access { margin-left: 6px; color: var(--_pk-danger); font-size: var(--_pk-font-size-s); }
.pk-root .pk-selected__remind { display: flex; align-items: center; gap: 8px; padding: 8px 12px; cursor: pointer; }
.pk-root .pk-selected__footer { display: flex; justify-content: flex-end; gap: 8px; padding: 12px; }
.pk-root .pk-company-switcher { display: flex; align-items: center; flex: none; max-width: 160px; height: 28px; white-space: nowrap; }
.pk-root .pk-company-switch { display: flex; align-items: center; gap: 8px; min-width: 0; }
.pk-root .pk-company-switch__error { color: var(--_pk-danger); font-size: var(--_pk-font-size-s); }
.pk-root .pk-company-switcher[aria-busy="true"] { cursor: progress; }
.pk-root .pk-company-switcher__name { overflow: hidden; text-overflow: ellipsis; }
.pk-root .pk-notice { margin: 0; padding: 4px 12px; color: var(--_pk-warning-text); font-size: var(--_pk-font-size-s); }
`;
