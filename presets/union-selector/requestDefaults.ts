/**
 * The union selector's request client: "all calls use a shared client that sends credentials
 * with a 10-second timeout" (union-selector.md sections 7 and 9), so every service, the drive
 * (documents tab, file search) and the config included, waits 10 s. The finder's drive calls keep
 * their own 5 s (finder.md), which is the client's default for the drive service.
 */
import { SERVICE_NAMES, type ServiceName } from '../../kernel';

export const UNION_REQUEST_TIMEOUT_MS = 10000;

export const UNION_TIMEOUTS: Readonly<Record<ServiceName, number>> = Object.freeze(
  Object.fromEntries(SERVICE_NAMES.map((service) => [service, UNION_REQUEST_TIMEOUT_MS])) as Record<
    ServiceName,
    number
  >,
);
