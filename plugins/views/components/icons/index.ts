/** The picker's one icon set: control icons, kind marks and state illustrations (all SVG). */
export * from './uiIcons';
export * from './kindIcons';
export * from './stateIcons';
