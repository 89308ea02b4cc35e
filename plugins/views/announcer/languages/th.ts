/** What the live region says in Thai (loaded on demand). */

const texts: Record<string, string> = {
  picked: 'เลือก {{name}} แล้ว เลือกทั้งหมด {{total}} รายการ',
  pickedMany: 'เลือก {{added}} รายการแล้ว เลือกทั้งหมด {{total}} รายการ',
  removed: 'นำ {{name}} ออกแล้ว เลือกทั้งหมด {{total}} รายการ',
  removedMany: 'นำออก {{removed}} รายการแล้ว เลือกทั้งหมด {{total}} รายการ',
  cleared: 'ล้างการเลือกแล้ว',
  clearedKept: 'ล้างการเลือกแล้ว {{total}} รายการที่นำออกไม่ได้ยังคงถูกเลือก',
  exceeded: 'เลือกได้สูงสุด {{maxCount}} รายการ ไม่ได้เลือกเพิ่ม',
  results: 'พบ {{count}} ผลลัพธ์สำหรับ {{query}}',
  noResults: 'ไม่พบผลลัพธ์สำหรับ {{query}}',
  moreRows: 'โหลดเพิ่มอีก {{count}} แถว',
  failedLoad: 'โหลดรายการไม่สำเร็จ ใช้ปุ่มลองใหม่เพื่อลองอีกครั้ง',
  failedSearch: 'ค้นหาไม่สำเร็จ ใช้ปุ่มลองใหม่เพื่อลองอีกครั้ง',
  retrying: 'กำลังลองอีกครั้ง',
  recovered: 'โหลดแล้ว',
  recoveredRows: 'โหลดแล้ว แสดง {{count}} แถว',
  pasteSummary: 'รายการที่วาง: {{parts}}',
  pasteSeparator: ', ',
  pasteNothing: 'รายการที่วางไม่มีรายการใด',
  pasteAdded: 'เพิ่มแล้ว {{count}} รายการ',
  pasteAlreadyPicked: 'เลือกไว้แล้ว {{count}} รายการ',
  pasteAmbiguous: '{{count}} รายการตรงกับหลายคน (โปรดเลือก)',
  pasteNotFound: 'ไม่พบ {{count}} รายการ',
  pasteMalformed: '{{count}} รายการไม่ใช่อีเมลหรือหมายเลขโทรศัพท์',
  pasteFailed: 'ค้นหาไม่สำเร็จ {{count}} รายการ',
  pasteRefused: 'เลือกไม่ได้ {{count}} รายการ',
};

export default texts;
