/** The finder's texts of the folders, names and actions in Japanese. */
import type { ActionTextKey } from './en';

const ja: Record<ActionTextKey, string> = {
  ok: 'OK',
  copy: 'コピー',
  move: '移動',
  save: '保存',
  moveIn: '移動して追加',
  create: '作成',
  newFolder: '新しいフォルダー',
  newFolderName: '新しいフォルダーの名前',
  newFolderPlaceholder: 'フォルダー名',
  confirmNewFolder: 'フォルダーを作成',
  cancelNewFolder: 'フォルダーの作成をキャンセル',
  newFolderError: 'フォルダーを作成できませんでした。もう一度お試しください。',
  rename: '名前',
  copySuffix: 'コピー',
  'name.fileNameEmpty': '名前を入力してください。',
  'name.fileNameLengthExceed': '名前は {{max}} 文字以内で入力してください。',
  'name.illegalFname': '名前に次の文字は使えません：\\ / : * ? " < > |',
  'name.illegalLinkFname':
    'リンクフォルダー内の名前に次の文字は使えません：\\ / : * ? " < > | ; % &',
  'refuse.batchLimit': '一度に処理できるファイルは {{max}} 件までです。',
  'refuse.readOnly': 'このフォルダーは閲覧のみです。編集できるフォルダーを選んでください。',
  'refuse.copyIntoSubfolder': 'フォルダーをそれ自身やそのサブフォルダーにはコピーできません。',
  'refuse.copyFolderWithSubfolders': 'サブフォルダーを含むフォルダーのコピーには対応していません。',
  'refuse.restricted.copy':
    'この企業には文書のセキュリティ制限があり、ファイルを企業の外へコピーできません。',
  'refuse.restricted.move':
    'この企業には文書のセキュリティ制限があり、ファイルを企業の外へ移動できません。',
  'refuse.restricted.save':
    'この企業には文書のセキュリティ制限があり、ファイルを企業の外へ保存できません。',
  'refuse.notOwnFile': 'メンバーは自分が作成したファイルのみ移動できます。',
  'refuse.transfer.move': '選択したファイルに移動できないものがあります。',
  'refuse.transfer.copy': '選択したファイルにコピーできないものがあります。',
};

export default ja;
