/**
 * Renders its children once the kernel's texts are in its language, so a picker never flashes
 * the fallback language while the active one loads (a failed load shows the fallback, with a
 * console warning, and never leaves the picker blank). When the language changes at run time, the
 * children render again in the new one.
 *
 * Waiting is a suspension inside the gate's own Suspense boundary (fallback: nothing), which is
 * what keeps server rendering and hydration in step: a streaming server render waits for the
 * texts and sends the picker in its language; a hydrating client whose texts are still loading
 * keeps the server's markup until they are in, then hydrates it (no mismatch).
 */
import { observer } from 'mobx-react-lite';
import { Fragment, Suspense, type ReactNode } from 'react';
import type { PickerKernel } from '../../../kernel';

interface LanguageGateProps {
  kernel: Pick<PickerKernel, 'languages'>;
  children?: ReactNode;
}

const WhenLanguageReady = observer(function WhenLanguageReady({
  kernel,
  children,
}: LanguageGateProps) {
  const { languages } = kernel;
  // React renders again when the promise settles (one promise per wait: whenReady()).
  if (!languages.ready) throw languages.whenReady();
  return <Fragment key={languages.language}>{children}</Fragment>;
});

export function LanguageGate({ kernel, children }: LanguageGateProps) {
  return (
    <Suspense fallback={null}>
      <WhenLanguageReady kernel={kernel}>{children}</WhenLanguageReady>
    </Suspense>
  );
}
