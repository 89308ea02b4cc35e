/** The finder's private-space and certification texts in Thai. */
import type { FinderSpaceKey } from './en';

const th: Record<FinderSpaceKey, string> = {
  unlockTitle: 'ไฟล์ส่วนตัว',
  unlockIntro: 'ป้อนรหัสผ่านของพื้นที่ส่วนตัวเพื่อเปิด',
  password: 'รหัสผ่าน',
  unlock: 'ยืนยัน',
  unlocking: 'กำลังปลดล็อก…',
  forgotPassword: 'ลืมรหัสผ่าน?',
  errorPassword: 'โปรดป้อนรหัสผ่าน',
  membershipExpired: 'สมาชิกภาพหมดอายุ',
  membershipExpiredTip: 'สมาชิกภาพของคุณหมดอายุแล้ว ต่ออายุเพื่อเปิดไฟล์ส่วนตัว',
  renew: 'ต่ออายุ',
  secretOff: 'ไม่สามารถใช้ไฟล์ส่วนตัวที่นี่',
  certTitle: 'ผูกหมายเลขโทรศัพท์',
  certIntro: 'หากต้องการดำเนินการต่อ โปรดผูกหมายเลขโทรศัพท์กับบัญชีของคุณ',
  phone: 'หมายเลขโทรศัพท์',
  code: 'รหัสยืนยัน',
  sendCode: 'ส่งรหัส',
  codeSent: 'ส่งรหัสยืนยันแล้ว',
  bind: 'ผูก',
  phoneEmpty: 'โปรดป้อนหมายเลขโทรศัพท์',
  codeEmpty: 'โปรดป้อนรหัสยืนยัน',
};

export default th;
