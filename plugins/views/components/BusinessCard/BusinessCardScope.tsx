import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface BusinessCardScopeValue {
  openId: string | null;
  setOpenId(id: string | null): void;
}

const BusinessCardScopeContext = createContext<BusinessCardScopeValue | null>(null);

/**
 * Keeps at most one business card open among the member items below it: opening one closes the
 * other. PickerRoot provides one; nest another to make an independent group.
 */
export function BusinessCardScope({ children }: { children: ReactNode }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const value = useMemo(() => ({ openId, setOpenId }), [openId]);
  return (
    <BusinessCardScopeContext.Provider value={value}>{children}</BusinessCardScopeContext.Provider>
  );
}

/**
 * Open state of one card. Inside a scope the scope decides; outside any scope each card keeps its
 * own state (outside clicks still close it, so two never stay open from clicking).
 */
export function useBusinessCardOpen(id: string): [boolean, (open: boolean) => void] {
  const scope = useContext(BusinessCardScopeContext);
  const [localOpen, setLocalOpen] = useState(false);
  if (!scope) return [localOpen, setLocalOpen];
  const open = scope.openId === id;
  const setOpen = (next: boolean) => {
    if (next) scope.setOpenId(id);
    else if (scope.openId === id) scope.setOpenId(null);
  };
  return [open, setOpen];
}

/** Opens and closes cards of the nearest scope by id (null outside any scope). */
export function useBusinessCardScope(): {
  openId: string | null;
  open(id: string): void;
  close(): void;
} | null {
  const scope = useContext(BusinessCardScopeContext);
  if (!scope) return null;
  return {
    openId: scope.openId,
    open: (id) => scope.setOpenId(id),
    close: () => scope.setOpenId(null),
  };
}
