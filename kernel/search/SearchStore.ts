/** SKELETON: search orchestration (to be implemented in full). */
import type { PickerKernel } from '../PickerKernel';

export class SearchStore {
  private readonly kernel: PickerKernel;
  constructor(kernel: PickerKernel) {
    this.kernel = kernel;
    void this.kernel;
  }
}
