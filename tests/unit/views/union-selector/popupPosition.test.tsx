// @vitest-environment jsdom
/**
 * The union selector's popup constants (union-selector.md section 9) where they apply: the time
 * dropdown keeps 5 px inside its boundary and refreshes its position at most every 20 ms; the
 * dialog of openUnionSelector animates in over 200 ms; the versions the preset exports.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { minimalServiceConfig } from '../../../../kernel/request/serviceConfig';
import {
  MODAL_ANIMATION_MS,
  POSITION_BOUNDARY_PADDING,
  RESIZE_REFRESH_THROTTLE_MS,
  UNION_SELECTOR_VERSION,
  UNION_SERVICE_CONFIG_VERSION,
} from '../../../../presets/union-selector';
import {
  popupMiddleware,
  throttled,
  throttledAutoUpdate,
} from '../../../../plugins/views/union-selector/popupPosition';
import { TimeSelect } from '../../../../plugins/views/union-selector/TimeSelect';
import { UNION_CSS } from '../../../../plugins/views/union-selector/unionStyles';

afterEach(() => {
  vi.useRealTimers();
});

describe('union selector constants of section 9', () => {
  it('are the spec values, exported from the preset', () => {
    expect(UNION_SELECTOR_VERSION).toBe('1.21.3');
    expect(UNION_SERVICE_CONFIG_VERSION).toBe('1.3.13');
    expect(POSITION_BOUNDARY_PADDING).toBe(5);
    expect(MODAL_ANIMATION_MS).toBe(200);
    expect(RESIZE_REFRESH_THROTTLE_MS).toBe(20);
  });

  it('the service config the request layer builds carries the service config version', () => {
    expect(minimalServiceConfig('default').version).toBe(UNION_SERVICE_CONFIG_VERSION);
  });

  it('the dialog of openUnionSelector animates in over 200 ms', () => {
    expect(UNION_CSS).toMatch(/\.pk-union-dialog \{[^}]*animation: pk-union-dialog-fade 200ms/);
    expect(UNION_CSS).toMatch(
      /\.pk-union-dialog > \* \{[^}]*animation: pk-union-dialog-zoom 200ms/,
    );
  });
});

describe('the time dropdown popup', () => {
  it('flips and shifts to stay 5 px inside its boundary', () => {
    const byName = Object.fromEntries(popupMiddleware().map((m) => [m.name, m.options]));
    expect(byName.shift).toEqual([{ padding: 5 }, undefined]);
    expect(byName.flip).toEqual([{ padding: 5 }, undefined]);
  });

  it('is positioned by the floating layer (above the button, at its end)', async () => {
    const slots = [
      { value: '09:00', disabled: false },
      { value: '09:30', disabled: false },
    ];
    render(
      <TimeSelect value="09:00" slots={slots} label="Time" listLabel="Times" onChange={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Time: 09:00' }));
    // The open list is a chunk of its own: the first opening waits for it.
    const list = await screen.findByRole('listbox', { name: 'Times' });
    expect(list).toHaveAttribute('data-placement', 'top-end');
    expect(list.style.position).toBe('absolute');
    expect(list.style.zIndex).toBe('2000');
  });

  it('refreshes its position at once, then at most once per 20 ms, the last refresh kept', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const refresh = throttled(run, RESIZE_REFRESH_THROTTLE_MS);
    refresh.call();
    expect(run).toHaveBeenCalledTimes(1);
    refresh.call();
    refresh.call();
    vi.advanceTimersByTime(19);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(2);
    refresh.call();
    refresh.cancel();
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('a burst of window resizes refreshes the popup once per 20 ms window', () => {
    vi.useFakeTimers();
    const reference = document.createElement('button');
    const floating = document.createElement('ul');
    document.body.append(reference, floating);
    const update = vi.fn();
    const stop = throttledAutoUpdate(reference, floating, update);
    const before = update.mock.calls.length;
    vi.advanceTimersByTime(50);
    const settled = update.mock.calls.length;
    for (let i = 0; i < 10; i += 1) window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(RESIZE_REFRESH_THROTTLE_MS);
    expect(update.mock.calls.length - settled).toBeGreaterThanOrEqual(1);
    expect(update.mock.calls.length - settled).toBeLessThanOrEqual(2);
    expect(before).toBeGreaterThanOrEqual(1);
    stop();
  });
});
