// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { BusinessCardScope, useBusinessCardOpen } from '../../../../plugins/views/components';

function useTwoCards() {
  return { a: useBusinessCardOpen('a'), b: useBusinessCardOpen('b') };
}

describe('BusinessCardScope', () => {
  it('opening one card closes the other', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BusinessCardScope>{children}</BusinessCardScope>
    );
    const { result } = renderHook(useTwoCards, { wrapper });
    act(() => result.current.a[1](true));
    expect(result.current.a[0]).toBe(true);
    act(() => result.current.b[1](true));
    expect(result.current.a[0]).toBe(false);
    expect(result.current.b[0]).toBe(true);
    // closing a card that is not open leaves the open one alone
    act(() => result.current.a[1](false));
    expect(result.current.b[0]).toBe(true);
  });

  it('without a scope each card keeps its own state', () => {
    const { result } = renderHook(useTwoCards);
    act(() => result.current.a[1](true));
    act(() => result.current.b[1](true));
    expect(result.current.a[0]).toBe(true);
    expect(result.current.b[0]).toBe(true);
  });
});
