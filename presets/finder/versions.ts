/**
 * The versions finder.md section 1 gives: the widget 1.24.6 and its adapter 1.7.4. The package's
 * own version is package.json's. The finder reports both on its root element
 * (`data-pk-version`, `data-pk-adapter-version`).
 */
export const FINDER_WIDGET_VERSION = '1.24.6';
export const FINDER_ADAPTER_VERSION = '1.7.4';
