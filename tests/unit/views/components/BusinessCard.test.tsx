// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemberItem, PickerRoot, type MemberInfo } from '../../../../plugins/views/components';

describe('business card', () => {
  it('opens on the id-card icon, shows loading then the loaded info, and closes with Esc', async () => {
    let resolve: (info: MemberInfo) => void = () => {};
    const loadMemberInfo = vi.fn(() => new Promise<MemberInfo>((done) => (resolve = done)));
    const user = userEvent.setup();
    render(
      <PickerRoot>
        <MemberItem
          title="Ann"
          showIdcardIcon
          idCardProps={{ userid: 'u1', deptName: 'R&D', loadMemberInfo }}
        />
      </PickerRoot>,
    );
    await user.click(screen.getByRole('button', { name: 'Business card of Ann' }));
    // The card's code is a chunk of its own (fetched when the trigger mounted).
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(loadMemberInfo).toHaveBeenCalledWith('u1', expect.any(AbortSignal));

    resolve({ name: 'Ann Lee', nickname: 'annie' });
    const card = await screen.findByRole('dialog', { name: 'Ann Lee' });
    expect(card).toHaveTextContent('annie');
    expect(card).toHaveTextContent('R&D');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // back to loading when shown again
    await user.click(screen.getByRole('button', { name: 'Business card of Ann' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows memberInfo given by the caller, as text', async () => {
    render(
      <MemberItem
        title="Ann"
        showIdcardIcon
        idCardProps={{ memberInfo: { name: '<b>Ann</b>', nickname: 'annie', deptName: 'Sales' } }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Business card of Ann' }));
    const card = await screen.findByRole('dialog', { name: '<b>Ann</b>' });
    expect(card).toHaveTextContent('Sales');
    expect(card.querySelector('b')).toBeNull();
  });

  it('keeps one card open at a time within a PickerRoot', async () => {
    const user = userEvent.setup();
    render(
      <PickerRoot>
        <MemberItem title="Ann" showIdcardIcon idCardProps={{ memberInfo: { nickname: 'a' } }} />
        <MemberItem title="Bo" showIdcardIcon idCardProps={{ memberInfo: { nickname: 'b' } }} />
      </PickerRoot>,
    );
    await user.click(screen.getByRole('button', { name: 'Business card of Ann' }));
    expect(await screen.findByRole('dialog', { name: 'Ann' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Business card of Bo' }));
    expect(await screen.findByRole('dialog', { name: 'Bo' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('does not click the row when the icon is clicked', async () => {
    const onClick = vi.fn();
    render(<MemberItem title="Ann" showIdcardIcon onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Business card of Ann' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('links the profile only for web addresses', async () => {
    const { rerender } = render(
      <MemberItem
        title="Ann"
        showIdcardIcon
        idCardProps={{ personalCenterLink: 'javascript:alert(1)' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Business card of Ann' }));
    await screen.findByRole('dialog', { name: 'Ann' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    rerender(
      <MemberItem
        title="Ann"
        showIdcardIcon
        idCardProps={{ personalCenterLink: 'https://x.test/u/1' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'View profile' })).toHaveAttribute(
      'href',
      'https://x.test/u/1',
    );
  });
});

describe('business card placement', () => {
  /** Lays the trigger out at `top` px in a 1024 x 768 window; the card is 200 x 100. */
  function layout(top: number): () => void {
    const original = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function rect(this: Element) {
      const box = this.classList.contains('pk-idcard-button')
        ? { x: 400, y: top, width: 16, height: 16 }
        : this.classList.contains('pk-popover')
          ? { x: 0, y: 0, width: 200, height: 100 }
          : { x: 0, y: 0, width: 1024, height: 768 };
      return {
        ...box,
        top: box.y,
        left: box.x,
        right: box.x + box.width,
        bottom: box.y + box.height,
        toJSON: () => box,
      } as DOMRect;
    };
    // floating-ui reads the card's own size from its offset box.
    const sizes = { offsetWidth: 200, offsetHeight: 100 };
    const saved = Object.keys(sizes).map(
      (name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const,
    );
    for (const [name, value] of Object.entries(sizes)) {
      Object.defineProperty(HTMLElement.prototype, name, {
        configurable: true,
        get(this: HTMLElement) {
          return this.classList.contains('pk-popover') ? value : 0;
        },
      });
    }
    // The viewport floating-ui clips against.
    const html = document.documentElement;
    Object.defineProperty(html, 'clientWidth', { configurable: true, value: 1024 });
    Object.defineProperty(html, 'clientHeight', { configurable: true, value: 768 });
    return () => {
      Reflect.deleteProperty(html, 'clientWidth');
      Reflect.deleteProperty(html, 'clientHeight');
      Element.prototype.getBoundingClientRect = original;
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
      }
    };
  }

  async function openCard() {
    const user = userEvent.setup();
    render(
      <PickerRoot>
        <MemberItem
          title="Ann"
          showIdcardIcon
          idCardProps={{ userid: 'u1', memberInfo: { name: 'Ann' } }}
        />
      </PickerRoot>,
    );
    await user.click(screen.getByRole('button', { name: 'Business card of Ann' }));
    const card = await screen.findByRole('dialog', { name: 'Ann' });
    await waitFor(() => expect(card).toHaveAttribute('data-placement'));
    return { card, user };
  }

  let restore: () => void = () => undefined;
  afterEach(() => restore());

  it('opens above its icon (placement top), 8 px away', async () => {
    restore = layout(400);
    const { card } = await openCard();
    expect(card).toHaveAttribute('data-placement', 'top');
    // The card's bottom edge sits 8 px above the icon's top (400 - 8 - 100 = 292).
    await waitFor(() => expect(card.style.transform).toMatch(/translate\(\d+px, 292px\)/));
  });

  it('flips below when there is no room above', async () => {
    restore = layout(20);
    const { card } = await openCard();
    await waitFor(() => expect(card).toHaveAttribute('data-placement', 'bottom'));
  });

  it('closes at once (close delay 0) on an outside click', async () => {
    restore = layout(400);
    const { user } = await openCard();
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
