/**
 * jsdom lays nothing out: for a suite, every element reports a size (clientHeight and
 * clientWidth), so virtual lists render their rows. Call at a suite file's top level.
 */
import { afterAll, beforeAll } from 'vitest';

export function laidOutElements(px = 600): void {
  const sizes = ['clientHeight', 'clientWidth'] as const;
  const original = sizes.map((name) => Object.getOwnPropertyDescriptor(Element.prototype, name));
  beforeAll(() => {
    for (const name of sizes) {
      Object.defineProperty(Element.prototype, name, { configurable: true, get: () => px });
    }
  });
  afterAll(() => {
    sizes.forEach((name, index) => {
      const descriptor = original[index];
      if (descriptor) Object.defineProperty(Element.prototype, name, descriptor);
    });
  });
}
