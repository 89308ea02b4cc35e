/** The enterprise switcher's and the restriction's texts in Thai. */
import type { EnterpriseTextKey } from './en';

const th: Record<EnterpriseTextKey, string> = {
  'headers.kdocs': 'Kdocs',
  'limit.copy': 'ไฟล์ขององค์กรนี้คัดลอกได้เฉพาะภายในองค์กร',
  'limit.move': 'ไฟล์ขององค์กรนี้ย้ายได้เฉพาะภายในองค์กร',
  'limit.moveIn': 'ไม่สามารถย้ายไฟล์ขององค์กรนี้ออกนอกองค์กรได้',
  'limit.save': 'ไฟล์ขององค์กรนี้บันทึกได้เฉพาะภายในองค์กร',
  workspaces: 'พื้นที่ทำงาน',
  switchWorkspace: 'สลับพื้นที่ทำงาน ปัจจุบัน: {{name}}',
  currentWorkspace: 'พื้นที่ทำงาน: {{name}}',
  ipForbidden: 'ใช้งานไม่ได้: {{reason}}',
};

export default th;
