/** pickerkit/sources/collaborators: the collaborators of a share. */
export {
  collaboratorsSource,
  collaboratorToItem,
  teamCollaboratorToItem,
} from './collaboratorsSource';
export type { CollaboratorRecord, TeamCollaboratorRecord } from './collaboratorsSource.types';
export type { Provenance } from '../shared/items';
