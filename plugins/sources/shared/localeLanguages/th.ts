/** The built-in sources' tab titles and notices in Thai (loaded on demand). */
import type fallback from './zh-CN';

const texts: Record<keyof typeof fallback, string> = {
  latest: 'ล่าสุด',
  contact: 'รายชื่อติดต่อ',
  company: 'ผังองค์กร',
  department: 'แผนก',
  staff: 'สมาชิก',
  myTeam: 'ทีมของฉัน',
  teamPerson: 'ทีมส่วนตัว',
  teamCompany: 'ทีมองค์กร',
  teamMember: 'สมาชิกทีม',
  group: 'กลุ่ม',
  custom: 'กลุ่มที่กำหนดเอง',
  customMember: 'สมาชิกกลุ่มที่กำหนดเอง',
  collaborator: 'ผู้ทำงานร่วมกัน',
  filePermissionMember: 'สมาชิกที่มีสิทธิ์เข้าถึง',
  recommend: 'แนะนำ',
  selfDefine: 'อื่น ๆ',
  searchDepartments: 'แผนก',
  teamSearchFallback: 'ไม่พบสมาชิกในทีม จึงแสดงผลการค้นหาจากสมาชิกองค์กรแทน',
};

export default texts;
