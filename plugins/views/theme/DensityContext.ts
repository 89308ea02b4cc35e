/** The density of the product around a list (its root provides it; default comfortable). */
import { createContext, useContext } from 'react';
import type { Density } from './densityTokens';

const DensityContext = createContext<Density>('comfortable');

export const DensityProvider = DensityContext.Provider;

export function useDensity(): Density {
  return useContext(DensityContext);
}
