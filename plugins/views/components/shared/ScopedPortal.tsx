import { FloatingPortal } from '@floating-ui/react';
import { useContext, type ReactNode } from 'react';
import { PortalRootContext } from './PortalRootContext';

/**
 * Portals floating content into the nearest PickerRoot; without one, into the body inside its own
 * `.pk-root` wrapper so the scoped styles still apply.
 */
export function ScopedPortal({ children }: { children: ReactNode }) {
  const root = useContext(PortalRootContext);
  if (root) return <FloatingPortal root={root}>{children}</FloatingPortal>;
  return (
    <FloatingPortal>
      <div className="pk-root">{children}</div>
    </FloatingPortal>
  );
}
