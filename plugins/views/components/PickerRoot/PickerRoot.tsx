import { useState, type CSSProperties, type HTMLAttributes } from 'react';
import { BusinessCardScope } from '../BusinessCard/BusinessCardScope';
import { PortalRootContext } from '../shared/PortalRootContext';
import { classNames } from '../shared/classNames';
import { StylesInPlaceProvider, useRootStyles } from '../styles/useInjectedStyles';

/** Theme colours; each becomes a CSS custom property on the root (`primary` → `--pk-primary`). */
export interface PickerTheme {
  primary?: string;
  primarySoft?: string;
  /** Text in the primary colour (tabs, links, highlights); default a darker shade of primary. */
  primaryText?: string;
  /** Fill of primary buttons under white text; default a darker shade of primary. */
  primaryStrong?: string;
  danger?: string;
  text?: string;
  textSecondary?: string;
  border?: string;
  background?: string;
  hoverBackground?: string;
  radius?: string;
  fontSize?: string;
}

const THEME_PROPERTIES: Record<keyof PickerTheme, string> = {
  primary: '--pk-primary',
  primarySoft: '--pk-primary-soft',
  primaryText: '--pk-primary-text',
  primaryStrong: '--pk-primary-strong',
  danger: '--pk-danger',
  text: '--pk-text',
  textSecondary: '--pk-text-secondary',
  border: '--pk-border',
  background: '--pk-bg',
  hoverBackground: '--pk-hover-bg',
  radius: '--pk-radius',
  fontSize: '--pk-font-size',
};

export function themeStyle(theme: PickerTheme | undefined): CSSProperties {
  const style: Record<string, string> = {};
  if (!theme) return style;
  for (const [key, property] of Object.entries(THEME_PROPERTIES)) {
    const value = theme[key as keyof PickerTheme];
    if (value) style[property] = value;
  }
  return style as CSSProperties;
}

export interface PickerRootProps extends HTMLAttributes<HTMLDivElement> {
  theme?: PickerTheme;
}

/**
 * The `.pk-root` element every component's styles are scoped under. It injects the styles, sets
 * the theme, hosts the popovers and keeps one business card open at a time.
 */
export function PickerRoot({ theme, className, style, children, ...rest }: PickerRootProps) {
  useRootStyles();
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  return (
    <div
      {...rest}
      ref={setElement}
      className={classNames('pk-root', className)}
      style={{ ...themeStyle(theme), ...style }}
    >
      <StylesInPlaceProvider value>
        <PortalRootContext.Provider value={element}>
          <BusinessCardScope>{children}</BusinessCardScope>
        </PortalRootContext.Provider>
      </StylesInPlaceProvider>
    </div>
  );
}
