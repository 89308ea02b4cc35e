import type { UnionLabels } from './keys';

export const th: UnionLabels = {
  insertTitle: 'แทรก',
  recommended: 'แนะนำ',
  recent: 'ล่าสุด',
  searchPlaceholder: 'ค้นหา',
  insert: 'แทรก',
  remindOthers: 'แจ้งเตือนผู้อื่นทางข้อความ',
  emptyList: 'รายการว่างเปล่า',
  emptyContact: 'ไม่มีผู้ติดต่อ',
  emptyFile: 'ไม่มีไฟล์',
  noSearchResults: 'ไม่พบผลการค้นหา',
  timeSetting: 'ตั้งเวลา',
  date: 'วันที่ (yyyy-mm-dd)',
  dateInvalid: 'ป้อนวันที่ที่ถูกต้องในรูปแบบ yyyy-mm-dd',
  time: 'เวลา',
  timeSlots: 'ช่วงเวลา',
  fileTypeNotAllowed: 'ไม่สามารถแทรกไฟล์ประเภทนี้ได้',
  moreEntrances: 'เพิ่มเติม',
  close: 'ปิด',
};
