/**
 * The versions union-selector.md section 9 gives: the union selector library 1.21.3 and the
 * service config 1.3.13 (sections 3 and 9). The package's own version is package.json's.
 * The library version is what the selector reports on its root element (`data-pk-version`); the
 * service config version is the one the request layer's service config carries and stores under.
 */
import { SERVICE_CONFIG_VERSION } from '../../kernel/request/serviceConfig';

export const UNION_SELECTOR_VERSION = '1.21.3';
export const UNION_SERVICE_CONFIG_VERSION: string = SERVICE_CONFIG_VERSION;
