// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  EmptyState,
  ErrorPanel,
  LoadMoreRow,
  Skeleton,
  TitleRow,
} from '../../../../plugins/views/components';

describe('list states', () => {
  it('Skeleton shows a busy loading region with the given number of rows', () => {
    render(<Skeleton rows={3} />);
    const region = screen.getByRole('status', { name: 'Loading' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('pk-skeleton-row')).toHaveLength(3);
  });

  it('EmptyState shows its text and an optional link', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<EmptyState text="No available members" />);
    expect(screen.getByText('No available members')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<EmptyState text="No teams available" link={{ text: 'Create a team', onClick }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create a team' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<EmptyState text="x" link={{ text: 'Help', href: 'https://help.test/' }} />);
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute(
      'href',
      'https://help.test/',
    );
  });

  it('EmptyState never makes a javascript: address a link', () => {
    render(<EmptyState text="x" link={{ text: 'Help', href: 'javascript:alert(1)' }} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('ErrorPanel reads the spec text and retries on click, throttled', async () => {
    const onRetry = vi.fn();
    render(<ErrorPanel onRetry={onRetry} />);
    const button = screen.getByRole('button', { name: 'An error occurs. Click to retry.' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
    // Not a live region: the announcer says the failure once (tests/e2e/picker-announcements).
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ErrorPanel takes a translated text', () => {
    render(<ErrorPanel text="出错了，点击重试" onRetry={() => {}} />);
    expect(screen.getByRole('button', { name: '出错了，点击重试' })).toBeInTheDocument();
  });

  it('LoadMoreRow loads on click and is inert while loading', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<LoadMoreRow onLoadMore={onLoadMore} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<LoadMoreRow onLoadMore={onLoadMore} loading />);
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeDisabled();
  });

  it('TitleRow shows its title as text and passes roles through', () => {
    render(<TitleRow title="<b>Contacts</b>" role="presentation" />);
    expect(screen.getByText('<b>Contacts</b>')).toHaveAttribute('role', 'presentation');
  });
});
