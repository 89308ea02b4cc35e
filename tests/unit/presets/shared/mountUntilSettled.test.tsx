// @vitest-environment jsdom
/**
 * A picker opened without React settles its promise when it crashes while rendering: the host's
 * await rejects with the error (through an error boundary, so on React 18 as on 19) and what was
 * mounted is removed.
 */
import { act } from '@testing-library/react';
import { mountUntilSettled } from '../../../../presets/shared/mountUntilSettled';

function Crash(): never {
  throw new Error('the picker could not render');
}

describe('mountUntilSettled', () => {
  it('rejects with the error a render throws and removes the div it made', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const before = document.body.childElementCount;
    let settled: Promise<unknown> | undefined;
    act(() => {
      settled = mountUntilSettled<null>(undefined, () => <Crash />);
    });
    await expect(settled).rejects.toThrow('the picker could not render');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(document.body.childElementCount).toBe(before);
    errors.mockRestore();
  });

  it('resolves with what the UI finishes with', async () => {
    let settled: Promise<string> | undefined;
    act(() => {
      settled = mountUntilSettled<string>(undefined, (finish) => (
        <button type="button" onClick={() => finish('done')}>
          Done
        </button>
      ));
    });
    act(() => document.querySelector('button')!.click());
    await expect(settled).resolves.toBe('done');
  });
});
