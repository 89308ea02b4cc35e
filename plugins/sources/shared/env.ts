/**
 * Host modes read from kernel options (createKernel({ isWoa: true, ... })):
 * - isWoa: the workspace (collaboration suite) mode: recent contacts walk parameter sets.
 * - isCms: the back-office mode: departments load in two phases.
 * - isCollaborationApp: running inside the collaboration app; only there is `latest` searchable.
 */
import type { PickerKernel } from '../../../kernel';

export interface HostModes {
  isWoa: boolean;
  isCms: boolean;
  isCollaborationApp: boolean;
}

export function hostModes(kernel: PickerKernel): HostModes {
  const { isWoa, isCms, isCollaborationApp } = kernel.options;
  return {
    isWoa: isWoa === true,
    isCms: isCms === true,
    isCollaborationApp: isCollaborationApp === true,
  };
}

/** The company a source works in: its configured companyId, else the current company. */
export function companyOf(kernel: PickerKernel, configured: unknown): string {
  if (typeof configured === 'number' || (typeof configured === 'string' && configured !== '')) {
    return String(configured);
  }
  return kernel.context.currentCompanyId ?? kernel.context.user?.companyId ?? '';
}
