// @vitest-environment jsdom
/**
 * Opening a picker on the client: its first requests leave with the first commit, while the views
 * still render in the transition that follows (useStagedMount), not after them. Rendered outside
 * act(), as a browser does (act() runs the transition at once).
 */
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemberPicker } from '../../../presets/member-picker';
import { UnionSelector } from '../../../presets/union-selector';
import { useFakeSuite } from '../../support/fakeSuite';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previous: boolean | undefined;
beforeEach(() => {
  previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
  suite.server.events.removeAllListeners();
  document.body.innerHTML = '';
});

/** Renders `element` and answers whether its views were in the page when the first request left. */
async function viewsAtFirstRequest(element: React.ReactElement): Promise<boolean> {
  const container = document.createElement('div');
  document.body.append(container);
  let viewsIn: boolean | undefined;
  const sawRequest = new Promise<void>((resolve) => {
    suite.server.events.on('request:start', () => {
      viewsIn ??= container.querySelector('[role="tab"], [role="searchbox"], input') !== null;
      resolve();
    });
  });
  const root = createRoot(container);
  root.render(element);
  await sawRequest;
  // The views do come: the picker opens.
  await expect
    .poll(() => container.querySelector('[role="tab"]'), { timeout: 5000 })
    .not.toBeNull();
  root.unmount();
  return viewsIn!;
}

describe('a picker opened on the client', () => {
  it('the member picker asks before its views are in', async () => {
    const views = await viewsAtFirstRequest(
      <MemberPicker
        sources={[{ type: 'latest' }, { type: 'contact' }]}
        services={suite.urls}
        language="en"
      />,
    );
    expect(views).toBe(false);
  });

  it('the union selector asks before its views are in', async () => {
    const views = await viewsAtFirstRequest(
      <UnionSelector fid={1} multiple services={suite.urls} language="en" />,
    );
    expect(views).toBe(false);
  });
});
