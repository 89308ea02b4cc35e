/**
 * The components' CSS, every rule scoped under `.pk-root` so nothing leaks into the host page.
 * Theme through custom properties set on the root (see PickerRoot's theme prop).
 */
export const STYLE_ELEMENT_ID = 'pk-component-styles';

/**
 * Text on the picker's backgrounds must reach WCAG AA (4.5:1 for normal text). `--pk-primary` is
 * the accent: borders, underlines, focus rings, checkbox fill (non-text: 3:1 is enough, and
 * #417ff9 is 3.73 on white). Text and filled controls use shades derived from it, so a host that
 * sets only `--pk-primary` still gets matching, darker text:
 *
 * | token                 | default                                 | on #ffffff | on #f2f3f5 (hover) | on primary-soft |
 * | --------------------- | --------------------------------------- | ---------- | ------------------ | --------------- |
 * | `--pk-primary-text`   | primary 75% + black (#417ff9 → #315fbb) | 6.01       | 5.41               | 5.24            |
 * | `--pk-primary-strong` | primary 70% + black (#417ff9 → #2e59ae) | white text on it: 6.66                      |
 * | `--pk-text-secondary` | #646a73 (was #8f959e: 3.01 on white)    | 5.45       | 4.91               | 4.75            |
 * | `--pk-text`           | #1f2329                                 | 15.78      | 14.21              | 13.74           |
 * | `--pk-danger`         | #d93026 (was #f04134: 3.81)             | white text on it: 4.77                      |
 *
 * primary-soft is #417ff9 at 12% over white (about #e8f0fe); ratios are truncated to two decimals,
 * as axe-core reports them. Browsers without color-mix() get the hex shades in the table. A host
 * may set any token (theme prop or CSS custom property), the derived ones included.
 * tests/unit/views/components/themeContrast.test.ts recomputes these ratios.
 */
export const PRIMARY_TEXT_SHARE = 75;
export const PRIMARY_STRONG_SHARE = 70;

export const THEME_DEFAULTS = {
  '--pk-primary': '#417ff9',
  '--pk-primary-soft': 'rgba(65, 127, 249, 0.12)',
  '--pk-primary-text': `color-mix(in srgb, var(--pk-primary) ${PRIMARY_TEXT_SHARE}%, #000)`,
  '--pk-primary-strong': `color-mix(in srgb, var(--pk-primary) ${PRIMARY_STRONG_SHARE}%, #000)`,
  '--pk-danger': '#d93026',
  '--pk-text': '#1f2329',
  '--pk-text-secondary': '#646a73',
  '--pk-border': '#dee0e3',
  '--pk-bg': '#ffffff',
  '--pk-hover-bg': '#f2f3f5',
  '--pk-radius': '4px',
  '--pk-font-size': '14px',
} as const;

/** The derived tokens for browsers without color-mix() (the default primary's shades). */
export const THEME_FALLBACKS = {
  '--pk-primary-text': '#315fbb',
  '--pk-primary-strong': '#2e59ae',
} as const;

/** Text and background of the type tags (12px text: 4.5:1 on the tag's 12% tint). */
export const TAG_COLOURS = {
  external: { text: '#9c5200', tint: 'rgba(242, 157, 65, 0.12)' },
  group: { text: '#08703f', tint: 'rgba(15, 157, 88, 0.12)' },
  team: { text: '#5b3fd9', tint: 'rgba(123, 97, 255, 0.12)' },
} as const;

const declarations = (tokens: Record<string, string>) =>
  Object.entries(tokens)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');

const tagRules = Object.entries(TAG_COLOURS)
  .map(
    ([name, { text, tint }]) =>
      `.pk-root .pk-tag--${name} { color: ${text}; background: ${tint}; }`,
  )
  .join('\n');

export const PICKER_CSS = `
.pk-root { ${declarations(THEME_DEFAULTS)} color: var(--pk-text); font-size: var(--pk-font-size); }
@supports not (color: color-mix(in srgb, red, blue)) { .pk-root { ${declarations(THEME_FALLBACKS)} } }
.pk-root *, .pk-root *::before, .pk-root *::after { box-sizing: border-box; }

.pk-root .pk-checkbox { display: inline-flex; align-items: center; justify-content: center; width: 16px; height: 16px; border: 1px solid var(--pk-border); border-radius: 2px; background: var(--pk-bg); cursor: pointer; flex: none; }
.pk-root .pk-checkbox--circle { border-radius: 50%; }
.pk-root .pk-checkbox[aria-checked='true'], .pk-root .pk-checkbox[aria-checked='mixed'] { border-color: var(--pk-primary); background: var(--pk-checked-bg, var(--pk-primary)); }
.pk-root .pk-checkbox[aria-checked='true']::after { content: ''; width: 8px; height: 4px; border: 2px solid #fff; border-top: 0; border-right: 0; transform: translateY(-1px) rotate(-45deg); }
.pk-root .pk-checkbox[aria-checked='mixed']::after { content: ''; width: 8px; height: 2px; background: #fff; }
.pk-root .pk-checkbox[aria-disabled='true'] { opacity: 0.5; cursor: not-allowed; }

.pk-root .pk-button { display: inline-flex; align-items: center; justify-content: center; border: 1px solid var(--pk-border); border-radius: var(--pk-radius); background: var(--pk-bg); color: var(--pk-text); cursor: pointer; font: inherit; }
.pk-root .pk-button--s { height: 24px; padding: 0 8px; font-size: 12px; }
.pk-root .pk-button--m { height: 32px; padding: 0 16px; }
.pk-root .pk-button--l { height: 40px; padding: 0 20px; font-size: 16px; }
.pk-root .pk-button--primary { background: var(--pk-primary-strong); border-color: var(--pk-primary-strong); color: #fff; }
.pk-root .pk-button--danger { background: var(--pk-danger); border-color: var(--pk-danger); color: #fff; }
.pk-root .pk-button:disabled { opacity: 0.5; cursor: not-allowed; }

.pk-root .pk-avatar { display: inline-flex; align-items: center; justify-content: center; border-radius: 50%; overflow: hidden; background: var(--pk-hover-bg); flex: none; }
.pk-root .pk-avatar img { width: 100%; height: 100%; object-fit: cover; }
.pk-root .pk-avatar--s { width: 24px; height: 24px; }
.pk-root .pk-avatar--m { width: 32px; height: 32px; }
.pk-root .pk-avatar--l { width: 40px; height: 40px; }
.pk-root .pk-avatar-group { display: grid; gap: 1px; border-radius: 50%; overflow: hidden; }
.pk-root .pk-avatar-group--one-column { grid-template-columns: 1fr; }
.pk-root .pk-avatar-group--two-columns { grid-template-columns: 1fr 1fr; }
.pk-root .pk-avatar-group img { width: 100%; height: 100%; object-fit: cover; min-height: 0; }

.pk-root .pk-item { display: flex; align-items: center; gap: 8px; padding: 0 12px; border-radius: var(--pk-radius); }
.pk-root .pk-item--s { min-height: 32px; }
.pk-root .pk-item--m { min-height: 48px; }
.pk-root .pk-item--l { min-height: 60px; }
.pk-root .pk-item--clickable { cursor: pointer; }
.pk-root .pk-item--hover, .pk-root .pk-item--clickable:hover { background: var(--pk-hover-bg); }
.pk-root .pk-item--selected { background: var(--pk-primary-soft); }
.pk-root .pk-item--disabled { opacity: 0.5; cursor: not-allowed; }
.pk-root .pk-item__body { flex: 1; min-width: 0; }
.pk-root .pk-item__title { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pk-root .pk-item__title em { font-style: normal; color: var(--pk-primary-text); }
.pk-root .pk-item__meta, .pk-root .pk-item__description { color: var(--pk-text-secondary); font-size: 12px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pk-root .pk-item__meta > * + *::before { content: ' · '; }
.pk-root .pk-file-icon { display: inline-flex; width: 24px; height: 24px; flex: none; }
.pk-root .pk-file-icon > svg { width: 24px; height: 24px; }
.pk-root .pk-tag { display: inline-block; margin-left: 4px; padding: 0 4px; border-radius: 2px; font-size: 12px; line-height: 18px; color: var(--pk-primary-text); background: var(--pk-primary-soft); }
${tagRules}
.pk-root .pk-tag--department { color: var(--pk-primary-text); background: var(--pk-primary-soft); }
.pk-root .pk-icon-button { border: 0; background: transparent; color: var(--pk-text-secondary); cursor: pointer; padding: 4px; font: inherit; }
.pk-root .pk-icon-button:hover { color: var(--pk-text); }

.pk-root .pk-popover { z-index: 1000; min-width: 200px; padding: 16px; border-radius: 8px; background: var(--pk-bg); box-shadow: 0 4px 16px rgba(0, 0, 0, 0.15); }
.pk-root .pk-business-card { display: flex; flex-direction: column; gap: 12px; width: 240px; }
.pk-root .pk-business-card__head { display: flex; gap: 12px; align-items: center; min-width: 0; }
.pk-root .pk-business-card__names { min-width: 0; }
.pk-root .pk-business-card__name { font-size: 16px; font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pk-root .pk-business-card__fields { display: grid; gap: 6px; margin: 0; padding-top: 12px; border-top: 1px solid var(--pk-border); font-size: 13px; }
.pk-root .pk-business-card__field { display: flex; gap: 12px; }
.pk-root .pk-business-card__field dt { flex: none; width: 72px; color: var(--pk-text-secondary); }
.pk-root .pk-business-card__field dd { min-width: 0; margin: 0; overflow-wrap: anywhere; }
.pk-root .pk-business-card__link { align-self: flex-start; color: var(--pk-primary-text); text-decoration: none; }
.pk-root .pk-business-card__link:hover { text-decoration: underline; }
.pk-root .pk-menu { z-index: 1000; min-width: 120px; margin: 0; padding: 4px 0; list-style: none; border-radius: var(--pk-radius); background: var(--pk-bg); box-shadow: 0 4px 16px rgba(0, 0, 0, 0.15); }
.pk-root .pk-menu__item { display: block; width: 100%; padding: 6px 12px; border: 0; background: transparent; text-align: left; font: inherit; color: var(--pk-text); cursor: pointer; }
.pk-root .pk-menu__item[data-active='true'], .pk-root .pk-menu__item:hover { background: var(--pk-hover-bg); }
.pk-root .pk-menu__item[aria-checked='true'] { color: var(--pk-primary-text); }
.pk-root .pk-menu__item:disabled { opacity: 0.5; cursor: not-allowed; }

.pk-root .pk-calendar { user-select: none; overflow: hidden; }
.pk-root .pk-calendar__header { display: flex; align-items: center; justify-content: space-between; height: 40px; }
.pk-root .pk-calendar__grid { width: 100%; border-collapse: collapse; table-layout: fixed; }
.pk-root .pk-calendar__weekday { color: var(--pk-text-secondary); font-weight: normal; font-size: 12px; height: 32px; }
.pk-root .pk-calendar__day { height: 32px; text-align: center; border-radius: var(--pk-radius); cursor: pointer; }
.pk-root .pk-calendar__day--outside { color: var(--pk-text-secondary); }
.pk-root .pk-calendar__day--today { color: var(--pk-primary-text); }
.pk-root .pk-calendar__day[aria-selected='true'] { background: var(--pk-primary-strong); color: #fff; }
.pk-root .pk-calendar__day:focus-visible { outline: 2px solid var(--pk-primary); outline-offset: -2px; }
.pk-root .pk-calendar__grid--slide-next { animation: pk-slide-next 0.2s ease-out; }
.pk-root .pk-calendar__grid--slide-prev { animation: pk-slide-prev 0.2s ease-out; }
@keyframes pk-slide-next { from { transform: translateX(100%); } to { transform: translateX(0); } }
@keyframes pk-slide-prev { from { transform: translateX(-100%); } to { transform: translateX(0); } }

.pk-root .pk-skeleton { display: block; }
.pk-root .pk-skeleton__row { display: flex; flex: 1; align-items: center; gap: 8px; box-sizing: border-box; height: 48px; padding: 0 12px; }
.pk-root .pk-skeleton__circle, .pk-root .pk-skeleton__bar { background: var(--pk-hover-bg); animation: pk-pulse 1.2s ease-in-out infinite; }
.pk-root .pk-skeleton__circle { flex: none; width: 32px; height: 32px; border-radius: 50%; }
.pk-root .pk-skeleton__bar { height: 12px; flex: none; border-radius: 2px; }
.pk-root .pk-skeleton__lines { display: flex; flex: 1; flex-direction: column; gap: 6px; }
.pk-root .pk-skeleton__bar--short { width: 28%; height: 10px; flex: none; }
@keyframes pk-pulse { 50% { opacity: 0.5; } }
.pk-root .pk-empty-state, .pk-root .pk-error-panel { padding: 32px 12px; text-align: center; color: var(--pk-text-secondary); }
.pk-root .pk-link-button { border: 0; background: transparent; color: var(--pk-primary-text); cursor: pointer; font: inherit; padding: 0; }
.pk-root .pk-load-more, .pk-root .pk-title-row { padding: 0 12px; line-height: 32px; }
.pk-root .pk-title-row { color: var(--pk-text-secondary); font-size: 12px; }
.pk-root [data-pk-provisional] [role="option"] { color: var(--pk-text-secondary); }
`;
