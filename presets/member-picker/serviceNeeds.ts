/**
 * The services the member picker calls: the init work and the company switch (pickerContext),
 * the recent contacts written after a confirm, usage events when an appKey is set, and each
 * configured source's lists and searches. A source with its own baseURL for a service does not
 * need it in `services`; a selfDefine source calls what its host code calls.
 */
import type { ServiceName } from '../../kernel';
import type { MemberSourceConfig } from '../../plugins/sources/member-items';
import { addNeed, type ServiceNeeds } from '../shared/serviceNeeds';
import type { MemberPickerOptions } from './types';

/** The services each built-in source type calls. */
const SOURCE_SERVICES: Readonly<Record<string, readonly ServiceName[]>> = {
  latest: ['account', 'directory'],
  contact: ['account'],
  company: ['directory'],
  department: ['directory'],
  staff: ['directory'],
  myTeam: ['team', 'account'],
  teamPerson: ['team', 'account'],
  teamCompany: ['team', 'account'],
  teamMember: ['team', 'account'],
  group: ['account'],
  custom: ['plus'],
  customMember: ['plus'],
  collaborator: ['directory'],
  filePermissionMember: ['directory'],
  recommend: ['account', 'directory'],
};

export function memberPickerServiceNeeds(options: MemberPickerOptions): ServiceNeeds {
  const needs: ServiceNeeds = new Map();
  addNeed(needs, 'account', 'the signed-in user and recent contacts');
  addNeed(needs, 'plus', "a company user's companies");
  addNeed(needs, 'directory', 'the company switch');
  const sources: readonly MemberSourceConfig[] = Array.isArray(options.sources)
    ? options.sources
    : [];
  for (const config of sources) {
    for (const service of SOURCE_SERVICES[String(config?.type)] ?? []) {
      addNeed(needs, service, `the ${String(config.type)} source`, config.baseURL);
    }
  }
  if (options.appKey) addNeed(needs, 'events', 'usage events, as appKey is set');
  return needs;
}
