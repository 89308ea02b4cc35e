/**
 * The texts of the finder's folders, names and actions (new-folder row, rename input, commit
 * buttons, refusals) in every language, under their own i18n namespace.
 */
import { addStrings, type I18nInstance, type Language, type PickerKernel } from '../../../kernel';

export const ACTION_NAMESPACE = 'finderActions';

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
type Table = Record<ActionTextKey, string>;

const zhCN: Table = {
  ok: '确定',
  copy: '复制',
  move: '移动',
  save: '保存',
  moveIn: '移入',
  create: '新建',
  newFolder: '新建文件夹',
  newFolderName: '新文件夹名称',
  newFolderPlaceholder: '文件夹名称',
  confirmNewFolder: '创建文件夹',
  cancelNewFolder: '取消新建文件夹',
  newFolderError: '新建文件夹失败，请重试。',
  rename: '名称',
  copySuffix: '副本',
  'name.fileNameEmpty': '请输入名称。',
  'name.fileNameLengthExceed': '名称最多 {{max}} 个字符。',
  'name.illegalFname': '名称不能包含以下字符：\\ / : * ? " < > |',
  'name.illegalLinkFname': '关联文件夹中的名称不能包含以下字符：\\ / : * ? " < > | ; % &',
  'refuse.batchLimit': '一次最多处理 {{max}} 个文件。',
  'refuse.readOnly': '你只能查看此文件夹，请选择可编辑的文件夹。',
  'refuse.copyIntoSubfolder': '不支持将文件夹复制到其自身或其子文件夹中。',
  'refuse.copyFolderWithSubfolders': '不支持复制包含子文件夹的文件夹。',
  'refuse.restricted.copy': '该企业设置了文档安全限制，其文件不能复制到企业外。',
  'refuse.restricted.move': '该企业设置了文档安全限制，其文件不能移动到企业外。',
  'refuse.restricted.save': '该企业设置了文档安全限制，其文件不能保存到企业外。',
  'refuse.notOwnFile': '普通成员只能移动自己创建的文件。',
  'refuse.transfer.move': '所选文件中有不能移动的文件。',
  'refuse.transfer.copy': '所选文件中有不能复制的文件。',
};

const zhTW: Table = {
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

const ja: Table = {
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

const th: Table = {
  ok: 'ตกลง',
  copy: 'คัดลอก',
  move: 'ย้าย',
  save: 'บันทึก',
  moveIn: 'ย้ายเข้า',
  create: 'สร้าง',
  newFolder: 'โฟลเดอร์ใหม่',
  newFolderName: 'ชื่อโฟลเดอร์ใหม่',
  newFolderPlaceholder: 'ชื่อโฟลเดอร์',
  confirmNewFolder: 'สร้างโฟลเดอร์',
  cancelNewFolder: 'ยกเลิกการสร้างโฟลเดอร์',
  newFolderError: 'สร้างโฟลเดอร์ไม่สำเร็จ โปรดลองอีกครั้ง',
  rename: 'ชื่อ',
  copySuffix: 'สำเนา',
  'name.fileNameEmpty': 'โปรดป้อนชื่อ',
  'name.fileNameLengthExceed': 'ชื่อยาวได้ไม่เกิน {{max}} ตัวอักษร',
  'name.illegalFname': 'ชื่อต้องไม่มีอักขระต่อไปนี้: \\ / : * ? " < > |',
  'name.illegalLinkFname': 'ชื่อในโฟลเดอร์ที่ลิงก์ต้องไม่มีอักขระต่อไปนี้: \\ / : * ? " < > | ; % &',
  'refuse.batchLimit': 'ดำเนินการได้ครั้งละไม่เกิน {{max}} ไฟล์',
  'refuse.readOnly': 'โฟลเดอร์นี้ดูได้อย่างเดียว โปรดเลือกโฟลเดอร์ที่แก้ไขได้',
  'refuse.copyIntoSubfolder': 'ไม่สามารถคัดลอกโฟลเดอร์ไปไว้ในตัวเองหรือโฟลเดอร์ย่อยของมันได้',
  'refuse.copyFolderWithSubfolders': 'ไม่รองรับการคัดลอกโฟลเดอร์ที่มีโฟลเดอร์ย่อย',
  'refuse.restricted.copy': 'องค์กรนี้มีข้อจำกัดด้านความปลอดภัยของเอกสาร จึงคัดลอกไฟล์ออกนอกองค์กรไม่ได้',
  'refuse.restricted.move': 'องค์กรนี้มีข้อจำกัดด้านความปลอดภัยของเอกสาร จึงย้ายไฟล์ออกนอกองค์กรไม่ได้',
  'refuse.restricted.save': 'องค์กรนี้มีข้อจำกัดด้านความปลอดภัยของเอกสาร จึงบันทึกไฟล์ออกนอกองค์กรไม่ได้',
  'refuse.notOwnFile': 'สมาชิกทั่วไปย้ายได้เฉพาะไฟล์ที่ตนสร้าง',
  'refuse.transfer.move': 'มีไฟล์ที่เลือกซึ่งย้ายไม่ได้',
  'refuse.transfer.copy': 'มีไฟล์ที่เลือกซึ่งคัดลอกไม่ได้',
};

export const actionTexts: Record<Language, Table> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja, th };

/** Adds the action texts to a kernel's i18next instance (idempotent). */
export function addActionStrings(i18n: I18nInstance): void {
  if (i18n.hasResourceBundle('en', ACTION_NAMESPACE)) return;
  addStrings(i18n, ACTION_NAMESPACE, actionTexts);
}

/** An action text in the kernel's language. */
export function actionText(
  kernel: PickerKernel,
  key: ActionTextKey,
  options: Record<string, unknown> = {},
): string {
  addActionStrings(kernel.i18n);
  return kernel.t(`${ACTION_NAMESPACE}:${key}`, options);
}
