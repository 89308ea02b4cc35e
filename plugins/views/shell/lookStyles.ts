/**
 * The finish of the member picker's shell, every rule under `.pk-root`: the one-row tab bar's
 * arrows, the tree's toggles, the narrow layout (`.pk-shell--narrow`: the list takes the width,
 * the selected panel is a strip under it), the limit tip, the find-or-add prompt, and the
 * desktop-client look (`.pk-look-desktop`: denser, with a title bar and square chrome).
 */
export const LOOK_CSS = `
.pk-root .pk-tabs__bar { align-items: stretch; padding: 0 8px 0 16px; }
.pk-root .pk-tabs__rail { position: relative; display: flex; flex: 1; min-width: 0; }
.pk-root .pk-tabs__tab { padding: var(--_pk-space-m) 0 calc(var(--_pk-space-m) - 2px); }
.pk-root .pk-tabs__tab:hover { color: var(--_pk-text); }
.pk-root .pk-tabs__tab[aria-selected='true'] { font-weight: 500; }
.pk-root .pk-tabs__list::-webkit-scrollbar { display: none; }
.pk-root .pk-tabs__arrow { position: absolute; top: 0; bottom: 1px; z-index: 1; display: flex; align-items: center; width: 28px; color: var(--_pk-text-secondary); cursor: pointer; }
.pk-root .pk-tabs__arrow:hover { color: var(--_pk-text); }
.pk-root .pk-tabs__arrow--back { left: -4px; justify-content: flex-start; background: linear-gradient(to right, var(--_pk-bg) 60%, transparent); }
.pk-root .pk-tabs__arrow--forward { right: 0; justify-content: flex-end; background: linear-gradient(to left, var(--_pk-bg) 60%, transparent); }
.pk-root .pk-tab-dropdown, .pk-root .pk-selected-dropdown, .pk-root .pk-company-switcher { gap: 4px; }
.pk-root .pk-tab-dropdown svg, .pk-root .pk-selected-dropdown svg, .pk-root .pk-company-switcher svg { flex: none; }
.pk-root .pk-tree__toggle { display: inline-flex; align-items: center; justify-content: center; width: 20px; height: 20px; margin-right: 2px; border-radius: var(--_pk-radius); }
.pk-root .pk-tree__toggle:hover { background: var(--_pk-border); }

.pk-root .pk-limit-tip { position: absolute; top: 8px; left: 50%; z-index: 5; display: flex; align-items: center; gap: 8px; max-width: calc(100% - 24px); padding: 8px 14px; border-radius: var(--_pk-radius-m); background: var(--_pk-tooltip-bg); color: var(--_pk-tooltip-text); font-size: var(--_pk-font-size-desktop); box-shadow: var(--_pk-shadow-raised); transform: translateX(-50%); white-space: nowrap; }
.pk-root .pk-limit-tip svg { flex: none; }
.pk-root .pk-limit-tip__text { overflow: hidden; text-overflow: ellipsis; }
.pk-root .pk-user-prompt { display: flex; align-items: center; gap: 12px; width: calc(100% - 16px); margin: 8px; padding: 10px 12px; border: 1px dashed var(--_pk-primary); border-radius: var(--_pk-radius-m); background: var(--_pk-primary-soft); color: var(--_pk-primary-text); font: inherit; text-align: left; cursor: pointer; }
.pk-root .pk-user-prompt:hover { border-style: solid; }
.pk-root .pk-user-prompt:focus-visible { outline: 2px solid var(--_pk-focus-ring); outline-offset: 1px; }
.pk-root .pk-user-prompt__icon { display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px; flex: none; border-radius: 50%; background: var(--_pk-bg); }

.pk-root .pk-selected__header { flex-wrap: wrap; row-gap: 4px; min-height: var(--_pk-row-height); padding: var(--_pk-space-s) var(--_pk-space-s) var(--_pk-space-s) var(--_pk-space-l); }
/* The count never shrinks and keeps clear-all beside it; a dropdown that does not fit goes under. */
.pk-root .pk-selected__title { flex: 1 0 auto; }
.pk-root .pk-selected__clear { order: 1; }
.pk-root .pk-selected__header > :not(.pk-selected__title):not(.pk-selected__clear) { order: 2; }
.pk-root .pk-selected__empty { display: flex; align-items: center; justify-content: center; padding: 24px 20px; line-height: 20px; }
.pk-root .pk-chip { padding: 0 8px 0 16px; }
.pk-root .pk-selected__footer { padding: var(--_pk-space-m) var(--_pk-space-l); border-top: 1px solid var(--_pk-border); }
.pk-root .pk-selected__toggle { display: inline-flex; align-items: center; gap: 4px; max-width: 100%; padding: 4px 6px; margin-left: -6px; border: 0; border-radius: var(--_pk-radius); background: none; color: inherit; font: inherit; cursor: pointer; }
.pk-root .pk-selected__toggle:hover { background: var(--_pk-hover-bg); }
.pk-root .pk-selected__toggle:focus-visible { outline: 2px solid var(--_pk-focus-ring); outline-offset: 0; }
.pk-root .pk-selected__toggle svg { transition: transform 0.15s; transform: rotate(180deg); }
.pk-root .pk-selected--strip[data-expanded='true'] .pk-selected__toggle svg { transform: none; }

/* Narrow: the list takes the width, the selected panel is a strip under it. */
.pk-root .pk-shell--narrow { flex-direction: column; }
.pk-root .pk-shell--narrow .pk-shell__main { min-height: 0; border-right: 0; }
.pk-root .pk-shell--narrow .pk-shell__side { width: auto; min-width: 0; max-width: none; flex: none; max-height: 55%; border-top: 1px solid var(--_pk-border); }
.pk-root .pk-shell--narrow .pk-selected__header { min-height: 44px; padding: 4px 8px 4px 16px; }
.pk-root .pk-shell--narrow .pk-selected__list { flex: none; }
.pk-root .pk-shell--narrow .pk-selected__empty { flex: none; padding: 12px 16px; }
.pk-root .pk-shell--narrow .pk-selected__footer { padding: 8px 16px; }
.pk-root .pk-shell--narrow .pk-tabs__bar { padding-left: 12px; }
.pk-root .pk-shell--narrow .pk-search { padding: 8px 12px; }

/* The desktop client: a title bar, square chrome, a denser body and smaller type. */
.pk-root.pk-look-desktop .pk-modal-mask { background: var(--_pk-mask-soft); }
.pk-root.pk-look-desktop .pk-modal { border: 1px solid var(--_pk-frame-border); border-radius: var(--_pk-radius); box-shadow: var(--_pk-shadow-desktop); font-size: var(--_pk-font-size-desktop); }
.pk-root.pk-look-desktop .pk-modal__header { min-height: 40px; padding: 6px 8px 6px 14px; border-radius: var(--_pk-radius) var(--_pk-radius) 0 0; background: var(--_pk-title-bar-bg); }
.pk-root.pk-look-desktop .pk-modal__title { font-size: var(--_pk-font-size-desktop); font-weight: 600; }
.pk-root.pk-look-desktop .pk-tabs__bar { padding-left: 12px; }
.pk-root.pk-look-desktop .pk-tabs__tab { padding: 8px 0 6px; font-size: var(--_pk-font-size-desktop); }
.pk-root.pk-look-desktop .pk-search { padding: 8px 12px 4px; }
.pk-root.pk-look-desktop .pk-search__input { height: 28px; border-radius: var(--_pk-radius-desktop); font-size: var(--_pk-font-size-desktop); }
.pk-root.pk-look-desktop .pk-item { gap: 6px; }
.pk-root.pk-look-desktop .pk-item .pk-avatar--m { width: 28px; height: 28px; }
.pk-root.pk-look-desktop .pk-selected__header { min-height: 40px; padding: 4px 8px 4px 12px; }
.pk-root.pk-look-desktop .pk-selected__title { font-size: var(--_pk-font-size-desktop); }
.pk-root.pk-look-desktop .pk-chip { padding-left: 12px; font-size: var(--_pk-font-size-desktop); }
.pk-root.pk-look-desktop .pk-selected__footer { padding: 8px 12px; background: var(--_pk-footer-bg); }
.pk-root.pk-look-desktop .pk-button--m { height: 28px; padding: 0 14px; border-radius: var(--_pk-radius-desktop); font-size: var(--_pk-font-size-desktop); }
`;
