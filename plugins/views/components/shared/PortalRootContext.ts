import { createContext } from 'react';

/** The element of the nearest PickerRoot, where popovers are portalled so its theme applies. */
export const PortalRootContext = createContext<HTMLElement | null>(null);
