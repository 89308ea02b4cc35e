/**
 * What the footer offers per action (finder.md section 2, Footer): the commit buttons (OK, or
 * Move and Copy in transfer), OK's default label (okText wins), whether the 'new folder'
 * button belongs to the action (a destination is being chosen) and whether rename mode can apply.
 * Our choices where the spec is silent: OK reads as the action's verb (Copy, Move, Save, Move in,
 * Create), the pickers' OK stays OK.
 */
import type { FinderAction } from './actions';
import { RENAME_ACTIONS } from './rename';

export type CommitOperation = 'ok' | 'move' | 'copy';

export interface ActionFooter {
  buttons: readonly CommitOperation[];
  /** The default label of OK, a key of the action texts. */
  okLabel: 'ok' | 'copy' | 'move' | 'save' | 'moveIn' | 'create';
  newFolder: boolean;
  rename: boolean;
}

const picker = (newFolder: boolean): ActionFooter => ({
  buttons: ['ok'],
  okLabel: 'ok',
  newFolder,
  rename: false,
});

const destination = (okLabel: ActionFooter['okLabel'], action: FinderAction): ActionFooter => ({
  buttons: ['ok'],
  okLabel,
  newFolder: true,
  rename: RENAME_ACTIONS.includes(action),
});

export const ACTION_FOOTER: Readonly<Record<FinderAction, ActionFooter>> = {
  selectFile: picker(false),
  selectFiles: picker(false),
  selectDir: picker(true),
  selectPath: picker(true),
  copy: destination('copy', 'copy'),
  move: destination('move', 'move'),
  save: destination('save', 'save'),
  create: destination('create', 'create'),
  moveIn: { buttons: ['ok'], okLabel: 'moveIn', newFolder: false, rename: false },
  transfer: { buttons: ['move', 'copy'], okLabel: 'ok', newFolder: false, rename: false },
};
