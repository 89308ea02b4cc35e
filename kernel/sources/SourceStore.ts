/**
 * SKELETON: the source runtime (to be implemented in full). Public surface: provide, register,
 * get, list, createFromConfigs, abortAll, state, loadFirst, loadMore, retry, refresh,
 * updateAllCaches.
 */
import type { PickerKernel } from '../PickerKernel';
import type { SourceConfig, SourceDefinition } from '../types';

export class SourceStore {
  private readonly kernel: PickerKernel;
  private readonly definitions = new Map<string, SourceDefinition>();

  constructor(kernel: PickerKernel) {
    this.kernel = kernel;
  }

  get list(): SourceDefinition[] {
    return [...this.definitions.values()];
  }

  createFromConfigs(_configs: SourceConfig[]): void {
    void this.kernel;
  }

  abortAll(): void {}
}
