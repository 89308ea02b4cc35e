/** The finder's texts of the folders, names and actions in Thai. */
import type { ActionTextKey } from './en';

const th: Record<ActionTextKey, string> = {
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

export default th;
