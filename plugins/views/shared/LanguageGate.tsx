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
 *
 * React hydrates a Suspense boundary's content in a pass of its own, at idle priority, after the
 * markup around it has hydrated and its effects have run. A language switch landing in between
 * (a preset that hydrated switches to the browser's language in an effect, and texts already on
 * the page arrive within microtasks) would make the views hydrate in the new language over the
 * server's text: a mismatch (React's #418), and the views rendered again on the client. So a gate
 * made by hydration holds its kernel's language switches (afterGatesHydrated) until its children
 * have hydrated.
 */
import { observer } from 'mobx-react-lite';
import { Fragment, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { PickerKernel } from '../../../kernel';
import { useServerOrHydrating } from './useServerOrHydrating';

interface LanguageGateProps {
  kernel: Pick<PickerKernel, 'languages'>;
  children?: ReactNode;
}

/** Whether a gate's children have committed yet: hydrated, or rendered on the client. */
interface GateChildren {
  committed: boolean;
}

interface KernelGates {
  /** Gates whose children are server markup still to hydrate. */
  pending: Set<GateChildren>;
  /** What waits for them (afterGatesHydrated). */
  waiting: Set<() => void>;
}

const gatesByKernel = new WeakMap<object, KernelGates>();

function gatesOf(kernel: object): KernelGates {
  let gates = gatesByKernel.get(kernel);
  if (!gates) gatesByKernel.set(kernel, (gates = { pending: new Set(), waiting: new Set() }));
  return gates;
}

function release(kernel: object, gate: GateChildren): void {
  const gates = gatesByKernel.get(kernel);
  if (!gates?.pending.delete(gate) || gates.pending.size > 0) return;
  // Once every effect of this commit has run: a gate nested in this one, made in the same commit,
  // holds the switch too.
  queueMicrotask(() => {
    if (gates.pending.size > 0) return;
    const waiting = [...gates.waiting];
    gates.waiting.clear();
    for (const run of waiting) run();
  });
}

/**
 * Runs `run` once every LanguageGate of `kernel` has committed its children, that is, hydrated
 * the server's markup (at once when none is waiting); returns what cancels it.
 */
export function afterGatesHydrated(kernel: object, run: () => void): () => void {
  const gates = gatesByKernel.get(kernel);
  if (!gates || gates.pending.size === 0) {
    run();
    return () => undefined;
  }
  gates.waiting.add(run);
  return () => void gates.waiting.delete(run);
}

const WhenLanguageReady = observer(function WhenLanguageReady({
  kernel,
  gate,
  children,
}: LanguageGateProps & { gate: GateChildren }) {
  const { languages } = kernel;
  const suspend = useServerOrHydrating();
  // Committed: hydrated (a hydrating render commits only once the texts are in), or rendered on
  // the client.
  useEffect(() => {
    gate.committed = true;
    release(kernel, gate);
  }, [kernel, gate]);
  if (!languages.ready) {
    // React renders again when the promise settles (one promise per wait: whenReady()).
    if (suspend) throw languages.whenReady();
    return null;
  }
  return <Fragment key={languages.language}>{children}</Fragment>;
});

export function LanguageGate({ kernel, children }: LanguageGateProps) {
  // No useServerOrHydrating() here: its second render, after hydration, would update the boundary
  // below while it may still wait for its texts, and React would drop the server's markup for it.
  // Made by a client render, the children commit with the gate, and their effect runs first.
  const [gate] = useState<GateChildren>(() => ({ committed: false }));
  useEffect(() => {
    if (gate.committed) return undefined;
    gatesOf(kernel).pending.add(gate);
    return () => release(kernel, gate);
  }, [kernel, gate]);
  return (
    <Suspense fallback={null}>
      <WhenLanguageReady kernel={kernel} gate={gate}>
        {children}
      </WhenLanguageReady>
    </Suspense>
  );
}
