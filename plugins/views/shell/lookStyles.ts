/**
 * The finish of the member picker's shell, every rule under `.pk-root`: icons and their hover and
 * focus states, the one-row tab bar's arrows, the narrow layout (`.pk-shell--narrow`: the list
 * takes the width, the selected panel is a strip under it), the centred list states, the limit
 * tip, the find-or-add prompt, and the desktop-client look (`.pk-look-desktop`: denser,
 * with a title bar and square chrome).
 */
export const LOOK_CSS = `
.pk-root .pk-modal__header { min-height: 56px; padding: 12px 16px 12px 20px; }
.pk-root .pk-modal__title { line-height: 24px; }
.pk-root .pk-icon-button { display: inline-flex; align-items: center; justify-content: center; width: 28px; height: 28px; padding: 0; border-radius: var(--pk-radius); }
.pk-root .pk-icon-button:hover:not(:disabled) { background: var(--pk-hover-bg); color: var(--pk-text); }
.pk-root .pk-icon-button:focus-visible { outline: 2px solid var(--pk-primary); outline-offset: 0; }
.pk-root .pk-icon-button:disabled { opacity: 0.4; cursor: not-allowed; }
.pk-root .pk-idcard-button { flex: none; }

.pk-root .pk-tabs__bar { align-items: stretch; padding: 0 8px 0 16px; }
.pk-root .pk-tabs__rail { position: relative; display: flex; flex: 1; min-width: 0; }
.pk-root .pk-tabs__tab { padding: 12px 0 10px; }
.pk-root .pk-tabs__tab:hover { color: var(--pk-text); }
.pk-root .pk-tabs__tab[aria-selected='true'] { font-weight: 500; }
.pk-root .pk-tabs__list::-webkit-scrollbar { display: none; }
.pk-root .pk-tabs__arrow { position: absolute; top: 0; bottom: 1px; z-index: 1; display: flex; align-items: center; width: 28px; color: var(--pk-text-secondary); cursor: pointer; }
.pk-root .pk-tabs__arrow:hover { color: var(--pk-text); }
.pk-root .pk-tabs__arrow--back { left: -4px; justify-content: flex-start; background: linear-gradient(to right, var(--pk-bg) 60%, transparent); }
.pk-root .pk-tabs__arrow--forward { right: 0; justify-content: flex-end; background: linear-gradient(to left, var(--pk-bg) 60%, transparent); }
.pk-root .pk-tab-dropdown, .pk-root .pk-selected-dropdown, .pk-root .pk-company-switcher { gap: 4px; }
.pk-root .pk-tab-dropdown svg, .pk-root .pk-selected-dropdown svg, .pk-root .pk-company-switcher svg { flex: none; }

.pk-root .pk-search { padding: 12px 16px 8px; }
.pk-root .pk-search__input { height: 34px; padding: 0 10px; border-radius: 6px; background: var(--pk-bg); }
.pk-root .pk-list-area { position: relative; display: flex; flex-direction: column; }
.pk-root .pk-list-area > * { flex: 1; min-height: 0; }
.pk-root .pk-row { padding: 0 8px; }
.pk-root .pk-tree__toggle { display: inline-flex; align-items: center; justify-content: center; width: 20px; height: 20px; margin-right: 2px; border-radius: var(--pk-radius); }
.pk-root .pk-tree__toggle:hover { background: var(--pk-border); }
.pk-root .pk-avatar--initials { color: #fff; font-size: 12px; font-weight: 500; letter-spacing: 0.02em; user-select: none; }
.pk-root .pk-avatar--s.pk-avatar--initials { font-size: 10px; }
.pk-root .pk-avatar--kind { border-radius: 8px; }
.pk-root .pk-avatar--kind svg { width: 62%; height: 62%; }
.pk-root .pk-avatar--s.pk-avatar--kind { border-radius: 6px; }

.pk-root .pk-empty-state, .pk-root .pk-error-panel { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 8px; height: 100%; min-height: 200px; padding: 24px 16px; text-align: center; }
.pk-root .pk-empty-state p { margin: 0; max-width: 260px; line-height: 20px; }
.pk-root .pk-error-panel__button { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 16px; border: 0; border-radius: 8px; background: none; color: var(--pk-text-secondary); font: inherit; cursor: pointer; }
.pk-root .pk-error-panel__text { max-width: 260px; line-height: 20px; }
.pk-root .pk-error-panel__retry { display: inline-flex; align-items: center; height: 32px; padding: 0 20px; border: 1px solid var(--pk-border); border-radius: var(--pk-radius); background: var(--pk-bg); color: var(--pk-text); }
.pk-root .pk-error-panel__button:hover .pk-error-panel__retry { border-color: var(--pk-primary); color: var(--pk-primary-text); }
.pk-root .pk-error-panel__button:focus-visible { outline: none; }
.pk-root .pk-error-panel__button:focus-visible .pk-error-panel__retry { outline: 2px solid var(--pk-primary); outline-offset: 2px; }
.pk-root .pk-search-empty { display: flex; flex-direction: column; }
.pk-root .pk-search-empty > .pk-empty-state { flex: 1; min-height: 160px; }

.pk-root .pk-limit-tip { position: absolute; top: 8px; left: 50%; z-index: 5; display: flex; align-items: center; gap: 8px; max-width: calc(100% - 24px); padding: 8px 14px; border-radius: 6px; background: var(--pk-text); color: #fff; font-size: 13px; box-shadow: 0 4px 12px rgba(0, 0, 0, 0.18); transform: translateX(-50%); white-space: nowrap; }
.pk-root .pk-limit-tip svg { flex: none; }
.pk-root .pk-limit-tip__text { overflow: hidden; text-overflow: ellipsis; }
.pk-root .pk-user-prompt { display: flex; align-items: center; gap: 12px; width: calc(100% - 16px); margin: 8px; padding: 10px 12px; border: 1px dashed var(--pk-primary); border-radius: 6px; background: var(--pk-primary-soft); color: var(--pk-primary-text); font: inherit; text-align: left; cursor: pointer; }
.pk-root .pk-user-prompt:hover { border-style: solid; }
.pk-root .pk-user-prompt:focus-visible { outline: 2px solid var(--pk-primary); outline-offset: 1px; }
.pk-root .pk-user-prompt__icon { display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px; flex: none; border-radius: 50%; background: var(--pk-bg); }

.pk-root .pk-selected__header { flex-wrap: wrap; row-gap: 4px; min-height: 48px; padding: 8px 8px 8px 16px; }
/* The count never shrinks and keeps clear-all beside it; a dropdown that does not fit goes under. */
.pk-root .pk-selected__title { flex: 1 0 auto; }
.pk-root .pk-selected__clear { order: 1; }
.pk-root .pk-selected__header > :not(.pk-selected__title):not(.pk-selected__clear) { order: 2; }
.pk-root .pk-selected__empty { display: flex; align-items: center; justify-content: center; padding: 24px 20px; line-height: 20px; }
.pk-root .pk-chip { padding: 0 8px 0 16px; }
.pk-root .pk-selected__footer { padding: 12px 16px; border-top: 1px solid var(--pk-border); }
.pk-root .pk-selected__toggle { display: inline-flex; align-items: center; gap: 4px; max-width: 100%; padding: 4px 6px; margin-left: -6px; border: 0; border-radius: var(--pk-radius); background: none; color: inherit; font: inherit; cursor: pointer; }
.pk-root .pk-selected__toggle:hover { background: var(--pk-hover-bg); }
.pk-root .pk-selected__toggle:focus-visible { outline: 2px solid var(--pk-primary); outline-offset: 0; }
.pk-root .pk-selected__toggle svg { transition: transform 0.15s; transform: rotate(180deg); }
.pk-root .pk-selected--strip[data-expanded='true'] .pk-selected__toggle svg { transform: none; }

/* Narrow: the list takes the width, the selected panel is a strip under it. */
.pk-root .pk-shell--narrow { flex-direction: column; }
.pk-root .pk-shell--narrow .pk-shell__main { min-height: 0; border-right: 0; }
.pk-root .pk-shell--narrow .pk-shell__side { width: auto; min-width: 0; max-width: none; flex: none; max-height: 55%; border-top: 1px solid var(--pk-border); }
.pk-root .pk-shell--narrow .pk-selected__header { min-height: 44px; padding: 4px 8px 4px 16px; }
.pk-root .pk-shell--narrow .pk-selected__list { flex: none; }
.pk-root .pk-shell--narrow .pk-selected__empty { flex: none; padding: 12px 16px; }
.pk-root .pk-shell--narrow .pk-selected__footer { padding: 8px 16px; }
.pk-root .pk-shell--narrow .pk-tabs__bar { padding-left: 12px; }
.pk-root .pk-shell--narrow .pk-search { padding: 8px 12px; }

/* The desktop client: a title bar, square chrome, a denser body and smaller type. */
.pk-root.pk-look-desktop .pk-modal-mask { background: rgba(0, 0, 0, 0.25); }
.pk-root.pk-look-desktop .pk-modal { border: 1px solid #c9ccd1; border-radius: 4px; box-shadow: 0 6px 20px rgba(0, 0, 0, 0.18); font-size: 13px; }
.pk-root.pk-look-desktop .pk-modal__header { min-height: 40px; padding: 6px 8px 6px 14px; border-radius: 4px 4px 0 0; background: #f3f4f6; }
.pk-root.pk-look-desktop .pk-modal__title { font-size: 13px; font-weight: 600; }
.pk-root.pk-look-desktop .pk-tabs__bar { padding-left: 12px; }
.pk-root.pk-look-desktop .pk-tabs__tab { padding: 8px 0 6px; font-size: 13px; }
.pk-root.pk-look-desktop .pk-search { padding: 8px 12px 4px; }
.pk-root.pk-look-desktop .pk-search__input { height: 28px; border-radius: 3px; font-size: 13px; }
.pk-root.pk-look-desktop .pk-item { gap: 6px; }
.pk-root.pk-look-desktop .pk-item .pk-avatar--m { width: 28px; height: 28px; }
.pk-root.pk-look-desktop .pk-selected__header { min-height: 40px; padding: 4px 8px 4px 12px; }
.pk-root.pk-look-desktop .pk-selected__title { font-size: 13px; }
.pk-root.pk-look-desktop .pk-chip { padding-left: 12px; font-size: 13px; }
.pk-root.pk-look-desktop .pk-selected__footer { padding: 8px 12px; background: #f7f8fa; }
.pk-root.pk-look-desktop .pk-button--m { height: 28px; padding: 0 14px; border-radius: 3px; font-size: 13px; }
`;
