/** The kernel's own texts in Thai (loaded on demand). */
import type fallback from './zh-CN';

const texts: Record<keyof typeof fallback, string> = {
  errorOccurred: 'เกิดข้อผิดพลาด คลิกเพื่อลองใหม่',
  allSearchesFailed: 'การค้นหาทั้งหมดล้มเหลว',
  loadMore: 'โหลดเพิ่มเติม',
  requestFailed: 'คำขอล้มเหลว โปรดลองอีกครั้งในภายหลัง',
  onlyFolders: 'เลือกได้เฉพาะโฟลเดอร์',
};

export default texts;
