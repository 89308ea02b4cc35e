// @vitest-environment jsdom
/**
 * Parts drawn inside a control that carries the state (an option or treeitem): the checkbox is
 * presentational and the id-card trigger a decorative icon, so the control has no focusable or
 * interactive descendant (axe nested-interactive), while a pointer still uses both.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  BusinessCard,
  BusinessCardScope,
  Checkbox,
  MemberItem,
  useBusinessCardScope,
} from '../../../../plugins/views/components';

let scope: ReturnType<typeof useBusinessCardScope> = null;
function ScopeHandle() {
  scope = useBusinessCardScope();
  return null;
}

describe('presentational parts', () => {
  it('a presentational checkbox is hidden, unnamed and never focusable, yet shows its state', () => {
    const { container } = render(<Checkbox status={1} presentational label="ignored" />);
    const box = container.querySelector('.pk-checkbox');
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(box).toHaveAttribute('aria-checked', 'mixed');
    expect(box).not.toHaveAttribute('tabindex');
    expect(box).not.toHaveAttribute('aria-label');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('a click on a presentational checkbox reaches the row around it', async () => {
    const onRow = vi.fn();
    const { container } = render(
      <div role="option" aria-selected="false" onClick={onRow}>
        <Checkbox checked={false} presentational />
      </div>,
    );
    await userEvent.click(container.querySelector('.pk-checkbox')!);
    expect(onRow).toHaveBeenCalledTimes(1);
  });

  it('MemberItem in a row: no focusable or named control inside, the icon still opens the card', async () => {
    const onRow = vi.fn();
    render(
      <BusinessCardScope>
        <ScopeHandle />
        <div role="option" aria-selected="false" aria-checked="false" onClick={onRow}>
          <MemberItem
            title="Ann"
            description="Ops"
            checkboxStatus={0}
            checkboxPresentational
            onCheckChange={() => {
              throw new Error('a presentational checkbox is not a control');
            }}
            showIdcardIcon
            idCardOptions={{ cardId: 'ann-card', trigger: 'icon' }}
          />
        </div>
      </BusinessCardScope>,
    );
    const option = screen.getByRole('option');
    expect(option.querySelectorAll('[tabindex], button, a, input')).toHaveLength(0);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    const icon = option.querySelector('.pk-idcard-button')!;
    expect(icon.tagName).toBe('SPAN');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    for (const name of ['role', 'aria-expanded', 'aria-haspopup', 'aria-controls']) {
      expect(icon).not.toHaveAttribute(name);
    }

    await userEvent.click(icon);
    expect(await screen.findByRole('dialog', { name: 'Ann' })).toHaveTextContent('Ops');
    expect(onRow).not.toHaveBeenCalled();
    expect(scope?.openId).toBe('ann-card');
    act(() => scope?.close());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a standalone card keeps its named button trigger', () => {
    render(<BusinessCard fallback={{ name: 'Bo' }} />);
    expect(screen.getByRole('button', { name: 'Business card of Bo' })).toBeInTheDocument();
  });
});
