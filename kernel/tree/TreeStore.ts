/** SKELETON: tree state (to be implemented in full). */
import type { PickerKernel } from '../PickerKernel';

export class TreeStore {
  private readonly kernel: PickerKernel;
  constructor(kernel: PickerKernel) {
    this.kernel = kernel;
    void this.kernel;
  }
}
