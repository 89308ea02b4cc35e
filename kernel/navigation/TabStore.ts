/** SKELETON: tabs (to be implemented in full). */
import type { PickerKernel } from '../PickerKernel';

export class TabStore {
  private readonly kernel: PickerKernel;
  constructor(kernel: PickerKernel) {
    this.kernel = kernel;
  }
  build(): void {
    void this.kernel;
  }
  loadActive(): void {}
}
