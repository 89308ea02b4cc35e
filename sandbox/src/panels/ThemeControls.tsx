/**
 * The theme and density switches of every product page, passed to the product as its `theme`
 * option. The page's address may preset them: `?theme=dark&density=compact`.
 */
import { useState } from 'react';
import {
  DENSITIES,
  THEME_MODES,
  type Density,
  type ThemeMode,
  type ThemeSettings,
} from '../../../plugins/views/theme';

function fromAddress<T extends string>(name: string, values: readonly T[], fallback: T): T {
  const value = new URLSearchParams(location.search).get(name);
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

/** The chosen theme, as the products' `theme` option. */
export function useThemeChoice(): [ThemeSettings, (next: ThemeSettings) => void] {
  return useState<ThemeSettings>(() => ({
    mode: fromAddress<ThemeMode>('theme', THEME_MODES, 'light'),
    density: fromAddress<Density>('density', DENSITIES, 'comfortable'),
  }));
}

export function ThemeControls({
  value,
  onChange,
}: {
  value: ThemeSettings;
  onChange(next: ThemeSettings): void;
}) {
  return (
    <section aria-labelledby="theme-title" className="sb-panel">
      <h2 id="theme-title">Theme</h2>
      <div className="sb-grid">
        <label className="sb-field">
          Colour scheme
          <select
            value={value.mode}
            onChange={(event) => onChange({ ...value, mode: event.target.value as ThemeMode })}
          >
            <option value="light">light</option>
            <option value="dark">dark</option>
            <option value="auto">auto (follows the system)</option>
          </select>
        </label>
        <label className="sb-field">
          Density
          <select
            value={value.density}
            onChange={(event) => onChange({ ...value, density: event.target.value as Density })}
          >
            <option value="comfortable">comfortable</option>
            <option value="compact">compact</option>
          </select>
        </label>
      </div>
    </section>
  );
}
