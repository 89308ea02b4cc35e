export { PICKER_CSS, STYLE_ELEMENT_ID } from './pickerStyles';
export { useInjectedStyles } from './useInjectedStyles';
export { StyleOptionsProvider, styleOptionsOf, useStyleOptions } from './styleOptions';
