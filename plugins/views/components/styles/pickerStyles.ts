/**
 * The components' CSS, every rule scoped under `.pk-root` so nothing leaks into the host page.
 * It starts with the token declarations of the product roots (theme/themeCss.ts); every colour,
 * radius, shadow and size below reads a token (`var(--_pk-…)`, see theme/tokens.ts).
 */
import { THEME_CSS } from '../../theme/themeCss';

export const STYLE_ELEMENT_ID = 'pk-component-styles';

const tagRules = (['external', 'group', 'team'] as const)
  .map(
    (name) =>
      `.pk-root .pk-tag--${name} { color: var(--_pk-tag-${name}-text); background: var(--_pk-tag-${name}-bg); }`,
  )
  .join('\n');

/*
 * Lists are clicked, not read as text: a double-click opens or picks and never selects the rows'
 * text (nor a loading text or skeleton); what is typed in a list stays selectable.
 */
export const PICKER_CSS = `
${THEME_CSS.trim()}
.pk-root { color: var(--_pk-text); font-size: var(--_pk-font-size); }
.pk-root *, .pk-root *::before, .pk-root *::after { box-sizing: border-box; }

.pk-root .pk-checkbox { display: inline-flex; align-items: center; justify-content: center; width: 16px; height: 16px; border: 1px solid var(--_pk-control-border); border-radius: var(--_pk-radius-s); background: var(--_pk-bg); cursor: pointer; flex: none; }
.pk-root .pk-checkbox--circle { border-radius: 50%; }
.pk-root .pk-checkbox[aria-checked='true'], .pk-root .pk-checkbox[aria-checked='mixed'] { border-color: var(--_pk-primary); background: var(--pk-checked-bg, var(--_pk-primary)); }
.pk-root .pk-checkbox[aria-checked='true']::after { content: ''; width: 8px; height: 4px; border: 2px solid var(--_pk-on-primary); border-top: 0; border-right: 0; transform: translateY(-1px) rotate(-45deg); }
.pk-root .pk-checkbox[aria-checked='mixed']::after { content: ''; width: 8px; height: 2px; background: var(--_pk-on-primary); }
.pk-root .pk-checkbox[aria-disabled='true'] { opacity: 0.5; cursor: not-allowed; }

.pk-root .pk-button { display: inline-flex; align-items: center; justify-content: center; border: 1px solid var(--_pk-border); border-radius: var(--_pk-radius); background: var(--_pk-bg); color: var(--_pk-text); cursor: pointer; font: inherit; }
.pk-root .pk-button--s { height: 24px; padding: 0 8px; font-size: var(--_pk-font-size-s); }
.pk-root .pk-button--m { height: var(--_pk-control-height); padding: 0 16px; }
.pk-root .pk-button--l { height: 40px; padding: 0 20px; font-size: var(--_pk-font-size-l); }
.pk-root .pk-button--primary { background: var(--_pk-primary-strong); border-color: var(--_pk-primary-strong); color: var(--_pk-on-primary); }
.pk-root .pk-button--danger { background: var(--_pk-danger-strong); border-color: var(--_pk-danger-strong); color: var(--_pk-on-primary); }
.pk-root .pk-button:disabled { opacity: 0.5; cursor: not-allowed; }

.pk-root .pk-avatar { display: inline-flex; align-items: center; justify-content: center; border-radius: 50%; overflow: hidden; background: var(--_pk-hover-bg); flex: none; }
.pk-root .pk-avatar img { width: 100%; height: 100%; object-fit: cover; }
.pk-root .pk-avatar--s { width: 24px; height: 24px; }
.pk-root .pk-avatar--m { width: 32px; height: 32px; }
.pk-root .pk-avatar--l { width: 40px; height: 40px; }
.pk-root .pk-avatar-group { display: grid; gap: 1px; border-radius: 50%; overflow: hidden; }
.pk-root .pk-avatar-group--one-column { grid-template-columns: 1fr; }
.pk-root .pk-avatar-group--two-columns { grid-template-columns: 1fr 1fr; }
.pk-root .pk-avatar-group img { width: 100%; height: 100%; object-fit: cover; min-height: 0; }

.pk-root .pk-item { display: flex; align-items: center; gap: 8px; padding: 0 var(--_pk-row-padding); border-radius: var(--_pk-radius); }
.pk-root .pk-item--s { min-height: var(--_pk-row-height-xs); }
.pk-root .pk-item--m { min-height: var(--_pk-row-height); }
.pk-root .pk-item--l { min-height: 60px; }
.pk-root .pk-item--clickable { cursor: pointer; }
.pk-root .pk-item--hover, .pk-root .pk-item--clickable:hover { background: var(--_pk-hover-bg); }
.pk-root .pk-item--selected { background: var(--_pk-primary-soft); }
.pk-root .pk-item--disabled { opacity: 0.5; cursor: not-allowed; }
.pk-root .pk-item__body { flex: 1; min-width: 0; }
.pk-root .pk-item__title { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pk-root .pk-item__title em { font-style: normal; color: var(--_pk-primary-text); }
.pk-root .pk-item__meta, .pk-root .pk-item__description { color: var(--_pk-text-secondary); font-size: var(--_pk-font-size-s); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pk-root .pk-item__meta > * + *::before { content: ' · '; }
.pk-root .pk-file-icon { display: inline-flex; width: 24px; height: 24px; flex: none; }
.pk-root .pk-file-icon > svg { width: 24px; height: 24px; }
.pk-root .pk-tag { display: inline-block; margin-left: 4px; padding: 0 4px; border-radius: var(--_pk-radius-s); font-size: var(--_pk-font-size-s); line-height: 18px; color: var(--_pk-primary-text); background: var(--_pk-primary-soft); }
${tagRules}
.pk-root .pk-tag--department { color: var(--_pk-primary-text); background: var(--_pk-primary-soft); }
.pk-root .pk-icon-button { border: 0; background: transparent; color: var(--_pk-text-secondary); cursor: pointer; padding: 4px; font: inherit; }
.pk-root .pk-icon-button:hover { color: var(--_pk-text); }

.pk-root .pk-popover { z-index: 1000; min-width: 200px; padding: 16px; border-radius: var(--_pk-radius-l); background: var(--_pk-raised-bg); box-shadow: var(--_pk-shadow-popover); }
.pk-root .pk-business-card { display: flex; flex-direction: column; gap: 12px; width: 240px; }
.pk-root .pk-business-card__head { display: flex; gap: 12px; align-items: center; min-width: 0; }
.pk-root .pk-business-card__names { min-width: 0; }
.pk-root .pk-business-card__name { font-size: var(--_pk-font-size-l); font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pk-root .pk-business-card__fields { display: grid; gap: 6px; margin: 0; padding-top: 12px; border-top: 1px solid var(--_pk-border); font-size: var(--_pk-font-size-desktop); }
.pk-root .pk-business-card__field { display: flex; gap: 12px; }
.pk-root .pk-business-card__field dt { flex: none; width: 72px; color: var(--_pk-text-secondary); }
.pk-root .pk-business-card__field dd { min-width: 0; margin: 0; overflow-wrap: anywhere; }
.pk-root .pk-business-card__link { align-self: flex-start; color: var(--_pk-primary-text); text-decoration: none; }
.pk-root .pk-business-card__link:hover { text-decoration: underline; }
.pk-root .pk-menu { z-index: 1000; min-width: 120px; margin: 0; padding: 4px 0; list-style: none; border-radius: var(--_pk-radius); background: var(--_pk-raised-bg); box-shadow: var(--_pk-shadow-popover); }
.pk-root .pk-menu__item { display: block; width: 100%; padding: calc(var(--_pk-space-s) - 2px) var(--_pk-space-m); border: 0; background: transparent; text-align: left; font: inherit; color: var(--_pk-text); cursor: pointer; }
.pk-root .pk-menu__item[data-active='true'], .pk-root .pk-menu__item:hover { background: var(--_pk-hover-bg); }
.pk-root .pk-menu__item[aria-checked='true'] { color: var(--_pk-primary-text); }
.pk-root .pk-menu__item:disabled { opacity: 0.5; cursor: not-allowed; }

.pk-root .pk-calendar { user-select: none; overflow: hidden; }
.pk-root .pk-calendar__header { display: flex; align-items: center; justify-content: space-between; height: 40px; }
.pk-root .pk-calendar__grid { width: 100%; border-collapse: collapse; table-layout: fixed; }
.pk-root .pk-calendar__weekday { color: var(--_pk-text-secondary); font-weight: normal; font-size: var(--_pk-font-size-s); height: 32px; }
.pk-root .pk-calendar__day { height: 32px; text-align: center; border-radius: var(--_pk-radius); cursor: pointer; }
.pk-root .pk-calendar__day--outside { color: var(--_pk-text-secondary); }
.pk-root .pk-calendar__day--today { color: var(--_pk-primary-text); }
.pk-root .pk-calendar__day[aria-selected='true'] { background: var(--_pk-primary-strong); color: var(--_pk-on-primary); }
.pk-root .pk-calendar__day:focus-visible { outline: 2px solid var(--_pk-focus-ring); outline-offset: -2px; }
.pk-root .pk-calendar__grid--slide-next { animation: pk-slide-next 0.2s ease-out; }
.pk-root .pk-calendar__grid--slide-prev { animation: pk-slide-prev 0.2s ease-out; }
@keyframes pk-slide-next { from { transform: translateX(100%); } to { transform: translateX(0); } }
@keyframes pk-slide-prev { from { transform: translateX(-100%); } to { transform: translateX(0); } }

.pk-root .pk-skeleton { display: block; }
.pk-root .pk-skeleton__row { display: flex; flex: 1; align-items: center; gap: 8px; box-sizing: border-box; height: var(--_pk-row-height); padding: 0 var(--_pk-row-padding); }
.pk-root .pk-skeleton__circle, .pk-root .pk-skeleton__bar { background: var(--_pk-hover-bg); animation: pk-pulse 1.2s ease-in-out infinite; }
.pk-root .pk-skeleton__circle { flex: none; width: 32px; height: 32px; border-radius: 50%; }
.pk-root .pk-skeleton__bar { height: 12px; flex: none; border-radius: var(--_pk-radius-s); }
.pk-root .pk-skeleton__lines { display: flex; flex: 1; flex-direction: column; gap: 6px; }
.pk-root .pk-skeleton__bar--short { width: 28%; height: 10px; flex: none; }
@keyframes pk-pulse { 50% { opacity: 0.5; } }
.pk-root .pk-empty-state, .pk-root .pk-error-panel { padding: 32px 12px; text-align: center; color: var(--_pk-text-secondary); }
.pk-root .pk-link-button { border: 0; background: transparent; color: var(--_pk-primary-text); cursor: pointer; font: inherit; padding: 0; }
.pk-root .pk-load-more, .pk-root .pk-title-row { padding: 0 var(--_pk-row-padding); line-height: var(--_pk-row-height-xs); }
.pk-root .pk-title-row { color: var(--_pk-text-secondary); font-size: var(--_pk-font-size-s); }
.pk-root .pk-list, .pk-root .pk-tree, .pk-root .pk-skeleton, .pk-root .pk-finder-list { -webkit-user-select: none; user-select: none; }
.pk-root .pk-list input, .pk-root .pk-tree input, .pk-root .pk-finder-list input { -webkit-user-select: text; user-select: text; }
.pk-root [data-pk-provisional] [role="option"] { color: var(--_pk-text-secondary); }
`;
