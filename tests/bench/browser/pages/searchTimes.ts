/** When a pickerkit side's search debounce ended and its first search page came back. */
import type { PickerKernel } from '../../../../kernel';

export function searchTimes() {
  let debounceEnd: number | undefined;
  let searchResponse: number | undefined;
  return {
    /** Taps the kernel's hooks (the preset's onReady). */
    watch(kernel: PickerKernel): void {
      kernel.hooks.onQueryChange.tap('bench', () => {
        debounceEnd = performance.now();
      });
      kernel.hooks.onPageLoaded.tap('bench', ({ ctx }) => {
        if (ctx.mode === 'search' && ctx.cursor === undefined) searchResponse = performance.now();
      });
    },
    debounceEnd: () => debounceEnd,
    searchResponse: () => searchResponse,
  };
}
