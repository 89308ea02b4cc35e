/**
 * Renders its children once the kernel's texts are in its language, so a picker never flashes
 * the fallback language while the active one loads (a failed load shows the fallback, with a
 * console warning, and never leaves the picker blank). When the language changes at run time, the
 * children render again in the new one.
 */
import { observer } from 'mobx-react-lite';
import { Fragment, type ReactNode } from 'react';
import type { PickerKernel } from '../../../kernel';

export const LanguageGate = observer(function LanguageGate({
  kernel,
  children,
}: {
  kernel: Pick<PickerKernel, 'languages'>;
  children?: ReactNode;
}) {
  const { languages } = kernel;
  if (!languages.ready) return null;
  return <Fragment key={languages.language}>{children}</Fragment>;
});
