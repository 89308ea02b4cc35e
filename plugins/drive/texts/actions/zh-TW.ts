/** The finder's texts of the folders, names and actions in Traditional Chinese. */
import type { ActionTextKey } from './en';

const zhTW: Record<ActionTextKey, string> = {
  ok: '確定',
  copy: '複製',
  move: '移動',
  save: '儲存',
  moveIn: '移入',
  create: '新建',
  newFolder: '新建資料夾',
  newFolderName: '新資料夾名稱',
  newFolderPlaceholder: '資料夾名稱',
  confirmNewFolder: '建立資料夾',
  cancelNewFolder: '取消新建資料夾',
  newFolderError: '新建資料夾失敗，請重試。',
  rename: '名稱',
  copySuffix: '副本',
  'name.fileNameEmpty': '請輸入名稱。',
  'name.fileNameLengthExceed': '名稱最多 {{max}} 個字元。',
  'name.illegalFname': '名稱不能包含以下字元：\\ / : * ? " < > |',
  'name.illegalLinkFname': '關聯資料夾中的名稱不能包含以下字元：\\ / : * ? " < > | ; % &',
  'refuse.batchLimit': '一次最多處理 {{max}} 個檔案。',
  'refuse.readOnly': '你只能檢視此資料夾，請選擇可編輯的資料夾。',
  'refuse.copyIntoSubfolder': '不支援將資料夾複製到其自身或其子資料夾中。',
  'refuse.copyFolderWithSubfolders': '不支援複製包含子資料夾的資料夾。',
  'refuse.restricted.copy': '該企業設定了文件安全限制，其檔案不能複製到企業外。',
  'refuse.restricted.move': '該企業設定了文件安全限制，其檔案不能移動到企業外。',
  'refuse.restricted.save': '該企業設定了文件安全限制，其檔案不能儲存到企業外。',
  'refuse.notOwnFile': '一般成員只能移動自己建立的檔案。',
  'refuse.transfer.move': '所選檔案中有不能移動的檔案。',
  'refuse.transfer.copy': '所選檔案中有不能複製的檔案。',
};

export default zhTW;
