// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemberItem, type MemberTagsInput, type Size } from '../../../../plugins/views/components';

describe('MemberItem', () => {
  it('shows <em> of a title as emphasis; no other markup of it survives', () => {
    const { container } = render(
      <MemberItem
        title={
          'Li <em class="x" onclick="go()">Ming</em><b>!</b><img src=x onerror=alert(1)><script>x</script>'
        }
        checkboxStatus={0}
        showCloseIcon
      />,
    );
    const title = container.querySelector('.pk-item__title') as HTMLElement;
    const em = title.querySelector('em') as HTMLElement;
    expect(em).toHaveTextContent('Ming');
    expect(em.attributes).toHaveLength(0);
    expect(title).toHaveTextContent('Li Ming!');
    expect(container.querySelector('b, img, script, [onclick], [onerror]')).toBeNull();
    // Names taken from the title are its text, without markup.
    expect(screen.getByRole('checkbox', { name: 'Li Ming!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Li Ming!' })).toBeInTheDocument();
  });

  it('shows escaped text as it is, entities decoded once', () => {
    const { container } = render(
      <MemberItem title={'Tom &amp; Jerry &lt;ops&gt;'} checkboxStatus={0} />,
    );
    expect(container.querySelector('.pk-item__title')).toHaveTextContent('Tom & Jerry <ops>');
    expect(screen.getByRole('checkbox', { name: 'Tom & Jerry <ops>' })).toBeInTheDocument();
  });

  it('keeps <em> of the older highlightTitle prop and drops scripts', () => {
    const { container } = render(
      <MemberItem title="Li Ming" highlightTitle="Li <em>Ming</em><script>x</script>" />,
    );
    expect(container.querySelector('em')).toHaveTextContent('Ming');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('.pk-item__title')).toHaveTextContent('Li Ming');
  });

  it('shows tags from a string or an array', () => {
    const { rerender } = render(<MemberItem title="A" tags="Team" />);
    expect(screen.getByText('Team')).toHaveClass('pk-tag');
    rerender(<MemberItem title="A" tags={['Group', { tagName: 'Department', style: 'dept' }]} />);
    expect(screen.getByText('Group')).toBeInTheDocument();
    expect(screen.getByText('Department')).toHaveClass('pk-tag--dept');
  });

  it('throws for tags of another kind', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<MemberItem title="A" tags={5 as unknown as MemberTagsInput} />)).toThrow(
      new Error('member-item.tags parameter wrong'),
    );
  });

  it('shows the description with its title attribute', () => {
    render(<MemberItem title="A" description="R&D" descriptionTitle="Company / R&D" />);
    expect(screen.getByText('R&D')).toHaveAttribute('title', 'Company / R&D');
  });

  it.each([
    [0, 'false'],
    [1, 'mixed'],
    [2, 'true'],
  ])('checkboxStatus %i shows aria-checked=%s', (status, expected) => {
    render(<MemberItem title="Ann" checkboxStatus={status} />);
    expect(screen.getByRole('checkbox', { name: 'Ann' })).toHaveAttribute('aria-checked', expected);
  });

  it('shows no checkbox unless checked or checkboxStatus is given', () => {
    render(<MemberItem title="Ann" />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('emits the inverse of checked unless the checkbox is disabled', async () => {
    const onCheckChange = vi.fn();
    const { rerender } = render(<MemberItem title="Ann" checked onCheckChange={onCheckChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ann' }));
    expect(onCheckChange).toHaveBeenCalledWith(false);
    rerender(<MemberItem title="Ann" checked checkboxDisabled onCheckChange={onCheckChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ann' }));
    expect(onCheckChange).toHaveBeenCalledTimes(1);
  });

  it('has a close icon named after the member, or the given label', async () => {
    const onClose = vi.fn();
    const onClick = vi.fn();
    const { rerender } = render(
      <MemberItem title="Ann" showCloseIcon onClose={onClose} onClick={onClick} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Ann' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClick).not.toHaveBeenCalled();
    rerender(
      <MemberItem title="Ann" showCloseIcon onClose={onClose} labels={{ remove: '移除 Ann' }} />,
    );
    expect(screen.getByRole('button', { name: '移除 Ann' })).toBeInTheDocument();
  });

  it('shows the external-staff tag with the given text', () => {
    const { rerender } = render(<MemberItem title="Ann" isExternal />);
    expect(screen.getByText('External Staff')).toBeInTheDocument();
    rerender(<MemberItem title="Ann" isExternal labels={{ external: '外部联系人' }} />);
    expect(screen.getByText('外部联系人')).toBeInTheDocument();
    rerender(<MemberItem title="Ann" />);
    expect(screen.queryByText('外部联系人')).not.toBeInTheDocument();
  });

  it('is clickable only with onClick and not disabled', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<MemberItem title="Ann" onClick={onClick} data-testid="row" />);
    expect(screen.getByTestId('row')).toHaveClass('pk-item--clickable');
    await userEvent.click(screen.getByText('Ann'));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<MemberItem title="Bo" onClick={onClick} disabled data-testid="row" />);
    expect(screen.getByTestId('row')).not.toHaveClass('pk-item--clickable');
    await new Promise((resolve) => setTimeout(resolve, 650));
    await userEvent.click(screen.getByText('Bo'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows a group avatar for several images', () => {
    render(<MemberItem title="Team" avatar={['/a.png', '/b.png', '/c.png']} />);
    expect(screen.getByRole('group')).toHaveAttribute('data-columns', '2');
  });

  it('has sizes s, m and l and throws for others', () => {
    const { rerender } = render(<MemberItem title="A" size="l" data-testid="row" />);
    expect(screen.getByTestId('row')).toHaveClass('pk-item--l');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => rerender(<MemberItem title="A" size={'xs' as Size} />)).toThrow(
      'MemberItem: size must be s, m or l (got "xs")',
    );
  });
});
