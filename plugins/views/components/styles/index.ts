export { PICKER_CSS, STYLE_ELEMENT_ID, THEME_DEFAULTS } from './pickerStyles';
export { useInjectedStyles } from './useInjectedStyles';
export { StyleOptionsProvider, styleOptionsOf, useStyleOptions } from './styleOptions';
