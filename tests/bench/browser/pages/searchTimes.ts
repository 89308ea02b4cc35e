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
      // A search's first page: the kernel's search, or the finder's search list (a browse list
      // of the drive's search source, its keyword the location).
      kernel.hooks.onPageLoaded.tap('bench', ({ ctx, source }) => {
        const searching = ctx.mode === 'search' || source.key === 'driveSearch';
        if (searching && ctx.cursor === undefined) searchResponse = performance.now();
      });
    },
    debounceEnd: () => debounceEnd,
    searchResponse: () => searchResponse,
  };
}
