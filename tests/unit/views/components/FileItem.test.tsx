// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileItem, type Size } from '../../../../plugins/views/components';

const hourAgo = Date.now() - 60 * 60 * 1000;

describe('FileItem', () => {
  it('shows the title with its extension, relative time, source and description', () => {
    render(
      <FileItem
        title="Plan.docx"
        ftype="file"
        mtime={Math.floor(hourAgo / 1000)}
        from="My documents"
        description="Shared by Ann"
      />,
    );
    expect(screen.getByText('Plan.docx')).toBeInTheDocument();
    expect(screen.getByText('1 hour ago')).toBeInTheDocument();
    expect(screen.getByText('My documents')).toBeInTheDocument();
    expect(screen.getByText('Shared by Ann')).toBeInTheDocument();
  });

  it('hides the extension when showExt is false, but never cuts a folder name', () => {
    const { rerender } = render(<FileItem title="Plan.docx" showExt={false} />);
    expect(screen.getByText('Plan')).toBeInTheDocument();
    expect(screen.queryByText('Plan.docx')).not.toBeInTheDocument();
    rerender(<FileItem title="v1.2" ftype="folder" showExt={false} />);
    expect(screen.getByText('v1.2')).toBeInTheDocument();
  });

  it('renders a hostile name as text', () => {
    const { container } = render(<FileItem title="<img src=x onerror=alert(1)>" />);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('draws the icon named by type through renderIcon', () => {
    render(
      <FileItem
        title="Secret"
        ftype="folder"
        access="partial_read"
        renderIcon={(name) => <span role="img" aria-label={name} />}
      />,
    );
    expect(screen.getByRole('img', { name: 'secretFolder' })).toBeInTheDocument();
  });

  it('is clickable only with onClick and not disabled; clicks are throttled', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<FileItem title="a.txt" onClick={onClick} />);
    await user.click(screen.getByText('a.txt'));
    await user.click(screen.getByText('a.txt'));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<FileItem title="b.txt" onClick={onClick} disabled />);
    await new Promise((resolve) => setTimeout(resolve, 650));
    await user.click(screen.getByText('b.txt'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows a checkbox on demand, disabled by checkBoxDisabled', async () => {
    const onCheckChange = vi.fn();
    const { rerender } = render(<FileItem title="a.txt" />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    rerender(<FileItem title="a.txt" showCheckBox checked={false} onCheckChange={onCheckChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'a.txt' }));
    expect(onCheckChange).toHaveBeenCalledWith(true);
    rerender(
      <FileItem title="a.txt" showCheckBox checkBoxDisabled onCheckChange={onCheckChange} />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'a.txt' }));
    expect(onCheckChange).toHaveBeenCalledTimes(1);
  });

  it('has the hover, selected and disabled looks and size m by default', () => {
    render(<FileItem title="a" hover selected disabled data-testid="row" />);
    const row = screen.getByTestId('row');
    expect(row).toHaveClass(
      'pk-item--hover',
      'pk-item--selected',
      'pk-item--disabled',
      'pk-item--m',
    );
    expect(row).toHaveAttribute('aria-disabled', 'true');
  });

  it('throws for a size other than s, m or l', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<FileItem title="a" size={'xl' as Size} />)).toThrow(
      'FileItem: size must be s, m or l (got "xl")',
    );
  });
});
