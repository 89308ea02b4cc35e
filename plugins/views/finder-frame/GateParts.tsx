/**
 * What the unlock and certification screens share: the centred gate with its styles, and the
 * message under the fields (an alert the fields point at with aria-describedby).
 */
import type { ReactNode } from 'react';
import { useStyleElement } from '../components/styles/useStyleElement';
import { FINDER_SPACE_SHEET } from './spaceStyles';

export function Gate({ children }: { children: ReactNode }) {
  useStyleElement(FINDER_SPACE_SHEET);
  return <div className="pk-finder-gate">{children}</div>;
}

export function GateMessage({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} className="pk-finder-gate__message" role="alert">
      {message ?? ''}
    </p>
  );
}
