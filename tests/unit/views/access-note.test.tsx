// @vitest-environment jsdom
/**
 * With checkAccess, the member picker's selected panel says which picked people cannot open the
 * file; while the check runs or after it failed, it says access was not checked (never "cannot").
 */
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PickerError, type RequestClient } from '../../../kernel';
import { accessCheckOf, checkAccess } from '../../../plugins/access/check-access';
import { SelectedPanel } from '../../../plugins/views/selected-panel';
import { createTestKernel, mockViewport, renderWithKernel, user } from './helpers';

let restore: () => void;
beforeEach(() => {
  restore = mockViewport(400);
});
afterEach(() => restore());

/** A client whose only call used here answers who can open group 77's files. */
function clientAnswering(answer: Awaited<ReturnType<RequestClient['get']>>): RequestClient {
  const get = vi.fn(async () => answer) as unknown as RequestClient['get'];
  const never = vi.fn(async () => [new Error('not used'), undefined]) as never;
  return { get, request: never, post: never, put: never, delete: never };
}

async function panelWith(answer: Awaited<ReturnType<RequestClient['get']>>) {
  const { kernel } = createTestKernel([], { plugins: [checkAccess({ groupId: 77 })] });
  renderWithKernel(
    kernel,
    <SelectedPanel remind onRemindChange={vi.fn()} onCancel={vi.fn()} onConfirm={vi.fn()} />,
  );
  act(() => {
    kernel.selection.toggle(user(1, { name: 'Ann' }));
    kernel.selection.toggle(user(2, { name: 'Bob' }));
  });
  await act(() => accessCheckOf(kernel)!.check(clientAnswering(answer)));
  // The chips follow the ticks after a paint.
  return screen.findByRole('list', { name: 'Selected members' });
}

describe('the access note', () => {
  it('marks the people who cannot open the file, and only them', async () => {
    const list = await panelWith([null, { all: false, users: [1] }]);
    const [ann, bob] = within(list).getAllByRole('listitem');
    expect(ann).not.toHaveTextContent('Cannot open this file');
    expect(bob).toHaveTextContent('BobCannot open this file');
  });

  it('a failed check says access was not checked, for everyone, and never "cannot open"', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const list = await panelWith([new PickerError('REQUEST_FAILED', 'Network Error'), undefined]);
    expect(within(list).getAllByText('Access not checked')).toHaveLength(2);
    expect(within(list).queryByText('Cannot open this file')).toBeNull();
  });
});
