'use client';
// Marks <html data-hydrated="true"> once the page has hydrated (its effects run after that).
import { useEffect } from 'react';

export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
