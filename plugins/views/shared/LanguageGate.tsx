/**
 * Renders its children once the kernel's texts are in its language, so a picker never flashes
 * the fallback language while the active one loads (a failed load shows the fallback, with a
 * console warning, and never leaves the picker blank). When the language changes at run time, the
 * children render again in the new one.
 *
 * On the server and while hydrating, waiting is a suspension inside the gate's own Suspense
 * boundary (fallback: nothing), which is what keeps server rendering and hydration in step: a
 * streaming server render waits for the texts and sends the picker in its language; a hydrating
 * client whose texts are still loading keeps the server's markup until they are in, then hydrates
 * it (no mismatch).
 *
 * A client render waits without suspending: it renders nothing and renders again when the texts
 * are in (the gate observes `ready`). React throttles the reveal of a suspended boundary to
 * 300 ms after its fallback was shown, so a suspension here held a picker's first rows back by up
 * to 300 ms after its texts and its data had arrived.
 */
import { observer } from 'mobx-react-lite';
import { Fragment, Suspense, type ReactNode } from 'react';
import type { PickerKernel } from '../../../kernel';
import { useServerOrHydrating } from './useServerOrHydrating';

interface LanguageGateProps {
  kernel: Pick<PickerKernel, 'languages'>;
  children?: ReactNode;
}

const WhenLanguageReady = observer(function WhenLanguageReady({
  kernel,
  children,
}: LanguageGateProps) {
  const { languages } = kernel;
  const suspend = useServerOrHydrating();
  if (!languages.ready) {
    // React renders again when the promise settles (one promise per wait: whenReady()).
    if (suspend) throw languages.whenReady();
    return null;
  }
  return <Fragment key={languages.language}>{children}</Fragment>;
});

export function LanguageGate({ kernel, children }: LanguageGateProps) {
  return (
    <Suspense fallback={null}>
      <WhenLanguageReady kernel={kernel}>{children}</WhenLanguageReady>
    </Suspense>
  );
}
