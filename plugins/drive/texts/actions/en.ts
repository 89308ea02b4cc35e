/** The finder's texts of the folders, names and actions in English: the keys every language gives. */
const en = {
  ok: 'OK',
  copy: 'Copy',
  move: 'Move',
  save: 'Save',
  moveIn: 'Move in',
  create: 'Create',
  newFolder: 'New folder',
  newFolderName: 'New folder name',
  newFolderPlaceholder: 'Folder name',
  confirmNewFolder: 'Create folder',
  cancelNewFolder: 'Cancel new folder',
  newFolderError: 'The folder could not be created. Please try again.',
  rename: 'Name',
  copySuffix: 'copy',
  'name.fileNameEmpty': 'Enter a name.',
  'name.fileNameLengthExceed': 'A name can have at most {{max}} characters.',
  'name.illegalFname': 'A name cannot contain any of \\ / : * ? " < > |',
  'name.illegalLinkFname':
    'A name in a linked folder cannot contain any of \\ / : * ? " < > | ; % &',
  'refuse.batchLimit': 'At most {{max}} files can be handled at once.',
  'refuse.readOnly': 'You can only view this folder. Choose a folder you can edit.',
  'refuse.copyIntoSubfolder': 'A folder cannot be copied into itself or one of its subfolders.',
  'refuse.copyFolderWithSubfolders': 'Copying a folder that contains subfolders is not supported.',
  'refuse.restricted.copy':
    'This enterprise has document security restrictions: its files cannot be copied outside it.',
  'refuse.restricted.move':
    'This enterprise has document security restrictions: its files cannot be moved outside it.',
  'refuse.restricted.save':
    'This enterprise has document security restrictions: its files cannot be saved outside it.',
  'refuse.notOwnFile': 'Members can only move files they created.',
  'refuse.transfer.move': 'A selected file cannot be moved.',
  'refuse.transfer.copy': 'A selected file cannot be copied.',
};

export type ActionTextKey = keyof typeof en;
export default en;
