/**
 * The services the finder calls, and the check at creation that the host can reach them (a
 * client, or a base URL for each): drive for the files and folders, account for the signed-in
 * user and the secret-space links and phone check, directory for a company user's workspace,
 * events for usage events when an appKey is set.
 */
import { ErrorCodes, PickerError } from '../../kernel';
import { addNeed, checkConnection, type ServiceNeeds } from '../shared/serviceNeeds';
import type { FinderOptions } from './types';

export function finderServiceNeeds(options: FinderOptions): ServiceNeeds {
  const needs: ServiceNeeds = new Map();
  addNeed(needs, 'drive', 'files, folders and spaces');
  addNeed(needs, 'account', 'the signed-in user, the secret space links and phone check');
  addNeed(needs, 'directory', "a company user's workspace");
  if (options.appKey) addNeed(needs, 'events', 'usage events, as appKey is set');
  return needs;
}

/** Throws an OPTIONS_INVALID PickerError naming what to pass when the finder cannot reach the suite. */
export function validateFinderConnection(options: FinderOptions): void {
  checkConnection(options, finderServiceNeeds(options), (message) => {
    throw new PickerError(ErrorCodes.OPTIONS_INVALID, `finder: ${message}`);
  });
}
