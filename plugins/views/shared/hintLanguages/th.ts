/** The keyboard and screen-reader hints in Thai (loaded on demand). */
import type fallback from './zh-CN';

const texts: Record<keyof typeof fallback, string> = {
  search: 'พิมพ์เพื่อค้นหา กดลูกศรลงเพื่อไปยังรายการ กด Esc เพื่อล้างการค้นหา',
  list: 'ใช้ลูกศรขึ้นและลงเพื่อเลื่อน กด Enter หรือ Space เพื่อเลือกหรือยกเลิก',
  tree: 'ใช้ลูกศรขึ้นและลงเพื่อเลื่อน ลูกศรขวาเปิดและลูกศรซ้ายปิดแผนก กด Enter หรือ Space เพื่อเลือกหรือยกเลิก',
  files: 'ใช้ลูกศรขึ้นและลงเพื่อเลื่อน กด Enter เพื่อเปิดโฟลเดอร์หรือเลือกไฟล์ กด Space เพื่อเลือกหรือยกเลิก',
  provisional: 'กำลังแสดงแถวที่โหลดแล้วซึ่งตรงกัน ผลการค้นหาจะแทนที่เมื่อมาถึง',
};

export default texts;
