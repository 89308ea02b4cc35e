/**
 * Layout checks of the accessibility specs: reflow (nothing scrolls sideways, the scope fits the
 * viewport) and what forced colours and reduced motion leave visible or moving.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export interface SidewaysOverflow {
  /** The scope itself is wider inside than its box (the host page around it is not checked). */
  self: boolean;
  /** The scope's box goes past the viewport's left or right edge. */
  scope: { left: number; right: number; viewport: number };
  /** Scroll containers inside the scope whose content is wider than they are. */
  scrollers: string[];
  /** Visible elements that reach past the scope's right edge (the first few). */
  outside: string[];
}

/**
 * Measures whether anything in `scope` needs horizontal scrolling. The sandbox page around a
 * picker is a development page, not part of the picker, so only the picker is measured.
 */
export async function sidewaysOverflow(scope: Locator): Promise<SidewaysOverflow> {
  return scope.evaluate((root) => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}[${element.getAttribute('role') ?? ''}]`;
    const scrollers: string[] = [];
    for (const element of [root, ...root.querySelectorAll('*')]) {
      if (!(element instanceof HTMLElement) || element.offsetParent === null) continue;
      const style = getComputedStyle(element);
      const scrolls = /auto|scroll/.test(style.overflowX) || /auto|scroll/.test(style.overflow);
      if (scrolls && element.scrollWidth > element.clientWidth + 1) {
        scrollers.push(`${describe(element)} ${element.scrollWidth}>${element.clientWidth}`);
      }
    }
    const box = root.getBoundingClientRect();
    const outside: string[] = [];
    for (const element of root.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width > 0 && rect.right > box.right + 1 && outside.length < 5) {
        outside.push(`${describe(element)} right ${Math.round(rect.right)}`);
      }
    }
    return {
      outside,
      self: root.scrollWidth > root.clientWidth + 1,
      scope: { left: Math.round(box.left), right: Math.round(box.right), viewport: innerWidth },
      scrollers,
    };
  });
}

/** Asserts the reflow rule for `scope` at the current viewport. */
export async function expectReflows(scope: Locator): Promise<void> {
  const overflow = await sidewaysOverflow(scope);
  expect(
    overflow.self,
    `the scope is wider inside than its box: ${overflow.outside.join('; ')}`,
  ).toBe(false);
  expect(overflow.scope.left, 'the scope starts left of the viewport').toBeGreaterThanOrEqual(0);
  expect(overflow.scope.right, 'the scope ends right of the viewport').toBeLessThanOrEqual(
    overflow.scope.viewport,
  );
  // The tab strip is the one deliberate sideways scroller: a single row with arrow controls whose
  // keys bring each tab into view (picker-look.spec.ts). Any other content must reflow.
  const scrollers = overflow.scrollers.filter((entry) => !entry.includes('[tablist]'));
  expect(scrollers, 'content that scrolls sideways').toEqual([]);
}

/** Asserts `target`, scrolled into view, lies inside the viewport both ways. */
export async function expectReachable(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  expect(box, 'the element has a box').not.toBeNull();
  expect(viewport).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport!.width + 1);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport!.height + 1);
}

/** A computed style property of an element (or of its ::before / ::after). */
export function styleOf(target: Locator, property: string, pseudo?: '::after' | '::before') {
  return target.evaluate(
    (element, [name, which]) => getComputedStyle(element, which ?? null).getPropertyValue(name),
    [property, pseudo] as const,
  );
}

/** Animations running in `scope` (CSS animations and transitions) that have not finished. */
export function runningAnimations(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    document
      .getAnimations()
      .filter((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return (
          animation.playState === 'running' && target instanceof Element && root.contains(target)
        );
      })
      .map((animation) => (animation as CSSAnimation).animationName ?? animation.constructor.name),
  );
}
