// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  BusinessCard,
  BusinessCardScope,
  useBusinessCardScope,
} from '../../../../plugins/views/components';

let opener: ReturnType<typeof useBusinessCardScope> = null;
function Opener() {
  opener = useBusinessCardScope();
  return null;
}

describe('BusinessCard opened by id', () => {
  it('opens through its scope by the given id, one at a time, with the trigger off the Tab order', async () => {
    render(
      <BusinessCardScope>
        <Opener />
        <BusinessCard
          cardId="card-a"
          triggerTabIndex={-1}
          fallback={{ name: 'Ann', deptName: 'Ops' }}
        />
        <BusinessCard cardId="card-b" fallback={{ name: 'Bo' }} />
      </BusinessCardScope>,
    );
    expect(screen.getByRole('button', { name: 'Business card of Ann' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    expect(screen.getByRole('button', { name: 'Business card of Bo' })).not.toHaveAttribute(
      'tabindex',
    );
    act(() => opener?.open('card-a'));
    const card = await screen.findByRole('dialog', { name: 'Ann' });
    expect(card).toHaveTextContent('Ops');
    act(() => opener?.open('card-b'));
    await screen.findByRole('dialog', { name: 'Bo' });
    expect(screen.queryByRole('dialog', { name: 'Ann' })).toBeNull();
    act(() => opener?.close());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('outside a scope there is nothing to open by id', () => {
    render(<Opener />);
    expect(opener).toBeNull();
  });
});
