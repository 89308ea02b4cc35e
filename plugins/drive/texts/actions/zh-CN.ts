/** The finder's texts of the folders, names and actions in Simplified Chinese. */
import type { ActionTextKey } from './en';

const zhCN: Record<ActionTextKey, string> = {
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

export default zhCN;
