/** A style element's id and its CSS: what a view injects, and one section of pickerkit/styles.css. */
export type StyleSheetText = readonly [id: string, css: string];
