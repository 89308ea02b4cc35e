/**
 * Labels of the picker's feedback and narrow layout, in the five languages: the retry control of
 * the error panel, the empty selection, the limit tip, the find-or-add prompt of a phone or e-mail
 * search, the collapsible selected strip and the business card's fields.
 */
import type { Language } from '../../../kernel';

export type LookLabelKey =
  | 'retry'
  | 'emptySelection'
  | 'limitReached'
  | 'addByPhonePrompt'
  | 'findByEmailPrompt'
  | 'userSearchPrompt'
  | 'showSelected'
  | 'hideSelected'
  | 'cardDepartment'
  | 'cardUserId'
  | 'cardProfile'
  | 'moreTabs';

export type LookLabels = Record<LookLabelKey, string>;

export const lookLabels: Record<Language, LookLabels> = {
  'zh-CN': {
    retry: '重试',
    emptySelection: '暂未选择成员，从左侧列表中勾选',
    limitReached: '最多可选择 {{count}} 项',
    addByPhonePrompt: '未找到 {{query}}，通过手机号添加该用户',
    findByEmailPrompt: '未找到 {{query}}，通过邮箱查找该用户',
    userSearchPrompt: '未找到 {{query}}，搜索该用户',
    showSelected: '展开已选',
    hideSelected: '收起已选',
    cardDepartment: '部门',
    cardUserId: '账号 ID',
    cardProfile: '个人中心',
    moreTabs: '更多',
  },
  'zh-TW': {
    retry: '重試',
    emptySelection: '尚未選擇成員，從左側清單中勾選',
    limitReached: '最多可選擇 {{count}} 項',
    addByPhonePrompt: '未找到 {{query}}，透過手機號碼新增該使用者',
    findByEmailPrompt: '未找到 {{query}}，透過電子郵件尋找該使用者',
    userSearchPrompt: '未找到 {{query}}，搜尋該使用者',
    showSelected: '展開已選',
    hideSelected: '收合已選',
    cardDepartment: '部門',
    cardUserId: '帳號 ID',
    cardProfile: '個人中心',
    moreTabs: '更多',
  },
  en: {
    retry: 'Retry',
    emptySelection: 'No members selected yet. Tick them in the list.',
    limitReached: 'You can select up to {{count}}',
    addByPhonePrompt: 'No one found for {{query}}. Add the user by phone number',
    findByEmailPrompt: 'No one found for {{query}}. Find the user by e-mail',
    userSearchPrompt: 'No one found for {{query}}. Search for the user',
    showSelected: 'Show selected',
    hideSelected: 'Hide selected',
    cardDepartment: 'Department',
    cardUserId: 'User ID',
    cardProfile: 'Personal center',
    moreTabs: 'More',
  },
  ja: {
    retry: '再試行',
    emptySelection: 'まだメンバーが選択されていません。リストから選択してください',
    limitReached: '最大 {{count}} 件まで選択できます',
    addByPhonePrompt: '{{query}} は見つかりません。電話番号でユーザーを追加',
    findByEmailPrompt: '{{query}} は見つかりません。メールアドレスでユーザーを検索',
    userSearchPrompt: '{{query}} は見つかりません。ユーザーを検索',
    showSelected: '選択済みを表示',
    hideSelected: '選択済みを隠す',
    cardDepartment: '部署',
    cardUserId: 'ユーザー ID',
    cardProfile: '個人センター',
    moreTabs: 'その他',
  },
  th: {
    retry: 'ลองอีกครั้ง',
    emptySelection: 'ยังไม่ได้เลือกสมาชิก เลือกจากรายการทางซ้าย',
    limitReached: 'เลือกได้สูงสุด {{count}} รายการ',
    addByPhonePrompt: 'ไม่พบ {{query}} เพิ่มผู้ใช้ด้วยหมายเลขโทรศัพท์',
    findByEmailPrompt: 'ไม่พบ {{query}} ค้นหาผู้ใช้ด้วยอีเมล',
    userSearchPrompt: 'ไม่พบ {{query}} ค้นหาผู้ใช้',
    showSelected: 'แสดงรายการที่เลือก',
    hideSelected: 'ซ่อนรายการที่เลือก',
    cardDepartment: 'แผนก',
    cardUserId: 'รหัสผู้ใช้',
    cardProfile: 'ศูนย์ส่วนตัว',
    moreTabs: 'เพิ่มเติม',
  },
};
