import type { KernelOptions } from './options';
import { PickerKernel } from './PickerKernel';

/** Creates a kernel: options are checked now, plugins in `options.plugins` are used at once. */
export function createKernel(options: KernelOptions = {}): PickerKernel {
  return new PickerKernel(options);
}
