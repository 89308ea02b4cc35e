/**
 * What every product's dialog and list share, after the components' own rules in their sheet: the
 * modal's mask, frame and header, the search box, the list area and its rows, icon buttons,
 * avatars, the loading, empty and error states. The member picker's shell (tabs, tree, selected
 * panel, narrow layout, desktop look) is its own sheet (shell/shellStyles.ts, lookStyles.ts).
 */
export const FRAME_CSS = `
.pk-root .pk-modal-mask { position: fixed; inset: 0; z-index: 1000; display: flex; align-items: center; justify-content: center; background: var(--_pk-mask); }
.pk-root .pk-modal { max-width: 100vw; max-height: calc(100vh - 32px); display: flex; flex-direction: column; border-radius: var(--_pk-radius-l); background: var(--_pk-bg); box-shadow: var(--_pk-shadow-modal); outline: none; }
.pk-root .pk-modal__header { display: flex; align-items: center; gap: 12px; padding: 16px 20px 8px; }
.pk-root .pk-modal__title { flex: 1; min-width: 0; margin: 0; font-size: var(--_pk-font-size-l); font-weight: 600; }
.pk-root .pk-search { padding: 8px 12px; }
.pk-root .pk-search__input { width: 100%; height: 32px; padding: 0 8px; border: 1px solid var(--_pk-control-border); color: inherit; border-radius: var(--_pk-radius); font: inherit; }
.pk-root .pk-search__input:focus { outline: none; border-color: var(--_pk-primary); }
.pk-root .pk-search-area { display: flex; flex-wrap: wrap; gap: 4px 16px; padding-top: 6px; color: var(--_pk-text-secondary); font-size: var(--_pk-font-size-s); }
.pk-root .pk-search-area__option { display: inline-flex; align-items: center; gap: 4px; cursor: pointer; }
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
.pk-root .pk-state { display: flex; flex-direction: column; align-items: center; justify-content: center; padding: 32px 12px; color: var(--_pk-text-secondary); }
.pk-root .pk-state--loading { align-items: stretch; padding: 0; }
.pk-root .pk-state__retry { border: 0; background: none; color: var(--_pk-primary-text); cursor: pointer; font: inherit; }

.pk-root .pk-modal__header { min-height: 56px; padding: 12px 16px 12px 20px; }
.pk-root .pk-modal__title { line-height: 24px; }
.pk-root .pk-icon-button { display: inline-flex; align-items: center; justify-content: center; width: 28px; height: 28px; padding: 0; border-radius: var(--_pk-radius); }
.pk-root .pk-icon-button:hover:not(:disabled) { background: var(--_pk-hover-bg); color: var(--_pk-text); }
.pk-root .pk-icon-button:focus-visible { outline: 2px solid var(--_pk-focus-ring); outline-offset: 0; }
.pk-root .pk-icon-button:disabled { opacity: 0.4; cursor: not-allowed; }
.pk-root .pk-idcard-button { flex: none; }

.pk-root .pk-search { padding: var(--_pk-space-m) var(--_pk-space-l) var(--_pk-space-s); }
.pk-root .pk-search__input { height: var(--_pk-input-height); padding: 0 10px; border-radius: var(--_pk-radius-m); background: var(--_pk-bg); }
.pk-root .pk-list-area { position: relative; display: flex; flex-direction: column; }
.pk-root .pk-list-area > * { flex: 1; min-height: 0; }
.pk-root .pk-row { padding: 0 8px; }
.pk-root .pk-avatar--initials { color: var(--_pk-on-primary); font-size: var(--_pk-font-size-s); font-weight: 500; letter-spacing: 0.02em; user-select: none; }
.pk-root .pk-avatar--s.pk-avatar--initials { font-size: var(--_pk-font-size-xs); }
.pk-root .pk-avatar--kind { border-radius: var(--_pk-radius-l); }
.pk-root .pk-avatar--kind svg { width: 62%; height: 62%; }
.pk-root .pk-avatar--s.pk-avatar--kind { border-radius: var(--_pk-radius-m); }

.pk-root .pk-empty-state, .pk-root .pk-error-panel { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 8px; height: 100%; min-height: 200px; padding: 24px 16px; text-align: center; }
.pk-root .pk-empty-state p { margin: 0; max-width: 260px; line-height: 20px; }
.pk-root .pk-error-panel__button { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 16px; border: 0; border-radius: var(--_pk-radius-l); background: none; color: var(--_pk-text-secondary); font: inherit; cursor: pointer; }
.pk-root .pk-error-panel__text { max-width: 260px; line-height: 20px; }
.pk-root .pk-error-panel__retry { display: inline-flex; align-items: center; height: var(--_pk-control-height); padding: 0 20px; border: 1px solid var(--_pk-border); border-radius: var(--_pk-radius); background: var(--_pk-bg); color: var(--_pk-text); }
.pk-root .pk-error-panel__button:hover .pk-error-panel__retry { border-color: var(--_pk-primary); color: var(--_pk-primary-text); }
.pk-root .pk-error-panel__button:focus-visible { outline: none; }
.pk-root .pk-error-panel__button:focus-visible .pk-error-panel__retry { outline: 2px solid var(--_pk-focus-ring); outline-offset: 2px; }
.pk-root .pk-search-empty { display: flex; flex-direction: column; }
.pk-root .pk-search-empty > .pk-empty-state { flex: 1; min-height: 160px; }
`;
