/**
 * What the unlock and certification screens share: the centred gate with its styles, and the
 * message under the fields (an alert the fields point at with aria-describedby).
 */
import type { ReactNode } from 'react';
import { FINDER_SPACE_CSS } from './spaceStyles';

export function Gate({ children }: { children: ReactNode }) {
  return (
    <div className="pk-finder-gate">
      <style href="pk-finder-space-styles" precedence="medium">
        {FINDER_SPACE_CSS}
      </style>
      {children}
    </div>
  );
}

export function GateMessage({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} className="pk-finder-gate__message" role="alert">
      {message ?? ''}
    </p>
  );
}
