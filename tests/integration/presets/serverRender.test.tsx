// @vitest-environment jsdom
/**
 * Server rendering and hydration: the server has no second stage of opening (useStagedMount), so
 * it renders the dialog at once, and the client hydrates that markup without a mismatch.
 */
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemberPicker, MEMBER_PICKER_CLASS } from '../../../presets/member-picker';

const props = {
  sources: [{ type: 'latest' as const }],
  services: {
    account: 'https://suite.test/account',
    directory: 'https://suite.test/directory',
    plus: 'https://suite.test/plus',
  },
  language: 'en' as const,
};

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the member picker rendered on a server', () => {
  it('renders the dialog at once, and hydrates it without a mismatch', async () => {
    const html = renderToString(<MemberPicker {...props} />);
    expect(html).toContain(`class="${MEMBER_PICKER_CLASS}"`);
    expect(html).toContain('role="dialog"');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <MemberPicker {...props} />, {
        onRecoverableError: recoverable,
      });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors.mock.calls.filter((call) => /hydrat/i.test(String(call[0])))).toEqual([]);
    expect(container.querySelector('[role="dialog"]')).not.toBeNull();
    await act(async () => root?.unmount());
  });
});
