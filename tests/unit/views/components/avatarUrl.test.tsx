// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, isSafeImageUrl } from '../../../../plugins/views/components';

describe('Avatar image addresses', () => {
  it.each([
    ['https://cdn.pickerkit.test/a.png', true],
    ['http://127.0.0.1:4010/account/avatar/1.svg', true],
    ['/avatars/1.png', true],
    ['data:image/png;base64,AAAA', true],
    ['javascript:alert(1)', false],
    ['//evil.test/a.png', false],
    ['default://group-avatar', false],
    ['data:text/html;base64,AAAA', false],
  ])('%s is safe: %s', (src, safe) => {
    expect(isSafeImageUrl(src)).toBe(safe);
  });

  it('draws the initials instead of loading an address that is not an image address', () => {
    const { container } = render(<Avatar src="javascript:alert(1)" name="Li Ming" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('LM');
  });
});
