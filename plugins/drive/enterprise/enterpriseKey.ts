/** The enterprise state on the kernel (kernel.extensions), provided by enterprisePlugin. */
import { defineExtension } from '../../../kernel';
import type { EnterpriseState } from './EnterpriseState';

export const ENTERPRISE_PLUGIN = 'finder:enterprise';

export const ENTERPRISE_STATE = defineExtension<EnterpriseState>(
  'enterprise state',
  ENTERPRISE_PLUGIN,
);
