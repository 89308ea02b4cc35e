import { useState, type HTMLAttributes } from 'react';
import { DensityProvider } from '../../theme/DensityContext';
import { resolveTheme, themeRootAttributes, type ThemeOption } from '../../theme/themeOption';
import { BusinessCardScope } from '../BusinessCard/BusinessCardScope';
import { PortalRootContext } from '../shared/PortalRootContext';
import { classNames } from '../shared/classNames';
import { StylesInPlaceProvider, useRootStyles } from '../styles/useInjectedStyles';

export interface PickerRootProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * The theme: 'light' (default), 'dark' or 'auto', or { mode, density, tokens }. The root
   * carries it as `data-pk-theme` and `data-pk-density`, its token values as custom properties
   * in its style (see theme/themeCss.ts for the cascade).
   */
  theme?: ThemeOption;
}

/**
 * The `.pk-root` element every component's styles are scoped under. It injects the styles, sets
 * the theme, hosts the popovers and keeps one business card open at a time.
 */
export function PickerRoot({ theme, className, style, children, ...rest }: PickerRootProps) {
  useRootStyles();
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const { style: tokenStyle, ...themeAttributes } = themeRootAttributes(theme);
  return (
    <div
      {...rest}
      {...themeAttributes}
      ref={setElement}
      className={classNames('pk-root', className)}
      style={{ ...tokenStyle, ...style }}
    >
      <StylesInPlaceProvider value>
        <PortalRootContext.Provider value={element}>
          <DensityProvider value={resolveTheme(theme).density}>
            <BusinessCardScope>{children}</BusinessCardScope>
          </DensityProvider>
        </PortalRootContext.Provider>
      </StylesInPlaceProvider>
    </div>
  );
}
