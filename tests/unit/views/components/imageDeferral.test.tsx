// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from '../../../../plugins/views/components/Avatar/Avatar';
import { AvatarGroup } from '../../../../plugins/views/components/AvatarGroup/AvatarGroup';
import { ImagesWaitContext } from '../../../../plugins/views/components/Avatar/imageDeferral';

const SRC = 'https://cdn.example.com/a.png';

function inList(scrolling: boolean) {
  return (
    <ImagesWaitContext.Provider value={scrolling}>
      <Avatar src={SRC} name="Gao Hua" />
    </ImagesWaitContext.Provider>
  );
}

const imageOf = (container: HTMLElement) => container.querySelector('img')?.getAttribute('src');

describe('avatar images in a list', () => {
  it('outside a list, the image shows at once', () => {
    const { container } = render(<Avatar src={SRC} name="Gao Hua" />);
    expect(imageOf(container)).toBe(SRC);
  });

  it('a row that comes with new content is painted first, as the blank circle of an image loading, and asks for its image after', async () => {
    const { container } = render(inList(false));
    expect(container.querySelector('img')).toBeNull();
    const avatar = container.querySelector('.pk-avatar')!;
    expect(avatar.textContent).toBe('');
    expect(avatar).not.toHaveClass('pk-avatar--initials');
    expect(avatar).toHaveAttribute('role', 'img');
    expect(avatar).toHaveAttribute('aria-label', 'Gao Hua');
    await waitFor(() => expect(imageOf(container)).toBe(SRC));
  });

  it('a row that comes into view while scrolling shows initials, then its image when scrolling stops', () => {
    const view = render(inList(true));
    expect(view.container.querySelector('img')).toBeNull();
    expect(view.container.textContent).toBe('GH');
    view.rerender(inList(false));
    expect(imageOf(view.container)).toBe(SRC);
  });

  it('an image shown once stays when scrolling starts again', async () => {
    const view = render(inList(false));
    await waitFor(() => expect(imageOf(view.container)).toBe(SRC));
    view.rerender(inList(true));
    expect(imageOf(view.container)).toBe(SRC);
  });

  it('a row with no usable image shows its initials at once', () => {
    const { container } = render(
      <ImagesWaitContext.Provider value={false}>
        <Avatar src="javascript:alert(1)" name="Gao Hua" />
      </ImagesWaitContext.Provider>,
    );
    expect(container.textContent).toBe('GH');
  });

  it("a group's member images wait for the row's paint too, and only safe addresses load", async () => {
    const { container } = render(
      <ImagesWaitContext.Provider value={false}>
        <AvatarGroup
          label="Launch chat"
          images={[{ src: '/a/1.png' }, { src: 'javascript:alert(1)' }, { src: SRC }]}
        />
      </ImagesWaitContext.Provider>,
    );
    expect(container.querySelectorAll('img')).toHaveLength(0);
    await waitFor(() =>
      expect(
        Array.from(container.querySelectorAll('img'), (img) => img.getAttribute('src')),
      ).toEqual(['/a/1.png', SRC]),
    );
  });
});
