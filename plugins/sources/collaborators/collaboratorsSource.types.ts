/** Records of the collaborators of a share. Permission values are kept, never shown. */
export interface CollaboratorRecord {
  id: number | string;
  name?: string;
  avatar?: string;
  permission?: string;
}

export interface TeamCollaboratorRecord {
  team_id: number | string;
  name?: string;
  permission?: string;
}

export interface CollaboratorsPage {
  collaborators?: CollaboratorRecord[];
  team_collaborators?: TeamCollaboratorRecord[];
  next?: number;
}
