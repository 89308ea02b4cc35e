/** What every bench page shares: publishing its benches to the runner, its data, its scroller. */

/** Makes the page's benches available as `window.bench` once the runner gives the targets. */
export function publishBench<T>(create: (targets: T) => object): void {
  Object.assign(window, {
    benchInit(targets: T) {
      Object.assign(window, { bench: create(targets) });
    },
    benchReady: true,
  });
}

/** The peer's data for this page, served by the runner as `/<name>-<size>.json`. */
export async function peerData<T>(name: string): Promise<T> {
  const size = new URLSearchParams(location.search).get('size');
  const response = await fetch(`/${name}-${size}.json`);
  if (!response.ok) throw new Error(`bench: no ${name} data for ${size}`);
  return (await response.json()) as T;
}

/** The nearest ancestor of `row` that scrolls vertically. */
export function listScroller(row: HTMLElement | undefined): HTMLElement {
  let element = row?.parentElement ?? null;
  while (element && !/auto|scroll/.test(getComputedStyle(element).overflowY)) {
    element = element.parentElement;
  }
  if (!element) throw new Error('bench: no scrolling list');
  return element;
}
