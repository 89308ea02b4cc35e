/**
 * Layout CSS of the member picker's shell: its two panes, tabs, tree, selected panel and company
 * switcher; every rule is scoped under `.pk-root`. What every product's dialog and list share is
 * in the components' sheet (components/styles/frameStyles.ts).
 */
export const SHELL_STYLE_ELEMENT_ID = 'pk-shell-styles';

export const SHELL_CSS = `
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
.pk-root .pk-pretip, .pk-root .pk-tip { margin: 0; padding: 4px 12px; color: var(--_pk-text-secondary); font-size: var(--_pk-font-size-s); }
.pk-root .pk-tree__toggle { width: 16px; flex: none; text-align: center; color: var(--_pk-text-secondary); transition: transform 0.15s; }
.pk-root .pk-tree__toggle--open { transform: rotate(90deg); }
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
