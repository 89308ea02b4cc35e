// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from '../../../../plugins/views/components/Avatar/Avatar';
import { ImagesWaitContext } from '../../../../plugins/views/components/Avatar/imageDeferral';

const SRC = 'https://cdn.example.com/a.png';

function inList(scrolling: boolean) {
  return (
    <ImagesWaitContext.Provider value={scrolling}>
      <Avatar src={SRC} name="Gao Hua" />
    </ImagesWaitContext.Provider>
  );
}

describe('avatar images while a list scrolls', () => {
  it('outside a list, the image shows at once', () => {
    const { container } = render(<Avatar src={SRC} name="Gao Hua" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(SRC);
  });

  it('a row that comes into view while scrolling shows initials, then its image when scrolling stops', () => {
    const view = render(inList(true));
    expect(view.container.querySelector('img')).toBeNull();
    expect(view.container.textContent).toBe('GH');
    view.rerender(inList(false));
    expect(view.container.querySelector('img')?.getAttribute('src')).toBe(SRC);
  });

  it('an image shown once stays when scrolling starts again', () => {
    const view = render(inList(false));
    view.rerender(inList(true));
    expect(view.container.querySelector('img')?.getAttribute('src')).toBe(SRC);
  });
});
