import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { classNames } from '../shared/classNames';
import { assertSize, DEFAULT_SIZE, type Size } from '../shared/sizes';
import { useInjectedStyles } from '../styles/useInjectedStyles';

export const BUTTON_TYPES = ['normal', 'primary', 'danger'] as const;
export type ButtonType = (typeof BUTTON_TYPES)[number];

export function assertButtonType(type: unknown): ButtonType {
  if (typeof type === 'string' && (BUTTON_TYPES as readonly string[]).includes(type)) {
    return type as ButtonType;
  }
  throw new Error(`Button: type must be normal, primary or danger (got ${JSON.stringify(type)})`);
}

export interface ButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'type'> {
  /** Look of the button: normal (default), primary or danger. */
  type?: ButtonType;
  size?: Size;
  /** The native button type; default 'button' so it never submits a form by accident. */
  htmlType?: 'button' | 'submit' | 'reset';
}

/**
 * A button of the suite's look. It forwards its ref to the <button> (forwardRef, so a Dropdown can
 * anchor its menu to it on React 18, which does not pass `ref` as a prop, as well as on 19).
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { type = 'normal', size = DEFAULT_SIZE, htmlType = 'button', className, ...rest },
  ref,
) {
  useInjectedStyles();
  const kind = assertButtonType(type);
  const checkedSize = assertSize(size, 'Button');
  return (
    <button
      {...rest}
      ref={ref}
      type={htmlType}
      className={classNames(
        'pk-button',
        `pk-button--${kind}`,
        `pk-button--${checkedSize}`,
        className,
      )}
    />
  );
});
