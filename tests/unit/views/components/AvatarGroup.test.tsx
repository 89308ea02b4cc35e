// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, AvatarGroup, avatarGroupColumns } from '../../../../plugins/views/components';

const people = ['Ann', 'Bo', 'Cy', 'Di', 'Ed'].map((name) => ({ src: `/${name}.png`, name }));

describe('AvatarGroup', () => {
  it('shows at most 4 images with their names as alt text', () => {
    render(<AvatarGroup images={people} label="Team" />);
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Ann', 'Bo', 'Cy', 'Di']);
    expect(screen.getByRole('group', { name: 'Team' })).toHaveClass('pk-avatar-group--two-columns');
  });

  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 2],
    [9, 2],
  ])('%i images use %i column(s)', (count, columns) => {
    expect(avatarGroupColumns(count)).toBe(columns);
    render(<AvatarGroup images={people.concat(people).slice(0, count)} label="g" />);
    expect(screen.getByRole('group', { name: 'g' })).toHaveAttribute(
      'data-columns',
      String(columns),
    );
  });

  it('uses one column for two images', () => {
    render(<AvatarGroup images={people.slice(0, 2)} label="pair" />);
    expect(screen.getByRole('group', { name: 'pair' })).toHaveClass('pk-avatar-group--one-column');
  });
});

describe('Avatar', () => {
  it('names the image unless decorative', () => {
    const { rerender } = render(<Avatar src="/a.png" name="Ann" />);
    expect(screen.getByRole('img', { name: 'Ann' })).toBeInTheDocument();
    rerender(<Avatar src="/a.png" name="Ann" decorative />);
    expect(screen.queryByRole('img', { name: 'Ann' })).not.toBeInTheDocument();
  });

  it('shows the first letter without an image', () => {
    const { container } = render(<Avatar name="李明" />);
    expect(container).toHaveTextContent('李');
  });
});
