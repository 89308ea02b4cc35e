import type { PickerItem } from '../../../../kernel';
import {
  CHANGE_DEBOUNCE_MS,
  SAME_ARRAY_MESSAGE,
  createMemberPickerKernel,
} from '../../../../presets/member-picker';
import { baseOptions, keysOf, user } from './helpers';

describe('onNodeClick', () => {
  it('gets the item and a copy of the selection; its new array becomes the selection', () => {
    const seen: Array<{ item: string; selected: string[] }> = [];
    const kernel = createMemberPickerKernel(
      baseOptions({
        onNodeClick: (item, selected) => {
          seen.push({ item: item.key, selected: keysOf(selected) });
          // Clicking keeps only the clicked user and user 9.
          return [item, user(9)];
        },
      }),
    );
    kernel.selection.select(user(1));
    expect(keysOf(kernel.selection.selectedItems)).toEqual(['user_1', 'user_9']);
    kernel.selection.toggle(user(2));
    expect(keysOf(kernel.selection.selectedItems)).toEqual(['user_9', 'user_2']);
    expect(seen).toEqual([
      { item: 'user_1', selected: [] },
      { item: 'user_2', selected: ['user_1', 'user_9'] },
    ]);
  });

  it('an empty new array clears the selection', () => {
    const kernel = createMemberPickerKernel(baseOptions({ onNodeClick: () => [] }));
    kernel.selection.select(user(1));
    expect(kernel.selection.count).toBe(0);
  });

  it('returning the same array logs the spec message and keeps the default toggle', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const kernel = createMemberPickerKernel(
      baseOptions({
        onNodeClick: (_item: PickerItem, selected: PickerItem[]) => {
          selected.push(user(7));
          return selected;
        },
      }),
    );
    kernel.selection.toggle(user(1));
    expect(error).toHaveBeenCalledWith(SAME_ARRAY_MESSAGE);
    expect(keysOf(kernel.selection.selectedItems)).toEqual(['user_1']);
    kernel.selection.toggle(user(1));
    expect(kernel.selection.count).toBe(0);
  });

  it('the replacement still honours the maximum count', () => {
    const onExceed = vi.fn();
    const kernel = createMemberPickerKernel(
      baseOptions({ maxCount: 2, onExceed, onNodeClick: () => [user(1), user(2), user(3)] }),
    );
    kernel.selection.select(user(1));
    expect(keysOf(kernel.selection.selectedItems)).toEqual(['user_1', 'user_2']);
    expect(onExceed).toHaveBeenCalledWith(expect.objectContaining({ maxCount: 2 }));
  });
});

describe('onChange', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is called once, 100 ms after the last change, with the selection', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const kernel = createMemberPickerKernel(baseOptions({ onChange }));
    kernel.selection.select(user(1));
    vi.advanceTimersByTime(60);
    kernel.selection.select(user(2));
    vi.advanceTimersByTime(CHANGE_DEBOUNCE_MS - 1);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(keysOf(onChange.mock.calls[0][0])).toEqual(['user_1', 'user_2']);
    kernel.selection.clear();
    vi.advanceTimersByTime(CHANGE_DEBOUNCE_MS);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange.mock.calls[1][0]).toEqual([]);
  });

  it('is not called after the kernel was disposed', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const kernel = createMemberPickerKernel(baseOptions({ onChange }));
    kernel.selection.select(user(1));
    kernel.dispose();
    vi.advanceTimersByTime(CHANGE_DEBOUNCE_MS * 2);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a selection replaced by onNodeClick is one change', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const kernel = createMemberPickerKernel(
      baseOptions({ onChange, onNodeClick: (item) => [item, user(5), user(6)] }),
    );
    kernel.selection.select(user(1));
    vi.advanceTimersByTime(CHANGE_DEBOUNCE_MS);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(keysOf(onChange.mock.calls[0][0])).toEqual(['user_1', 'user_5', 'user_6']);
  });
});
