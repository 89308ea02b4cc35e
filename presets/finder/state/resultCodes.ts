/**
 * The finder's result codes in the kernel's result-code table (finder.md section 8): the codes
 * part 1 shows (route and list failures, the landing's pathNotConfig, the drive's answers to a
 * browse or a search), each in the five languages. The complete catalogue of section 8 extends
 * FINDER_RESULT_CODES here (one table, registered once per kernel by finderResultCodes()).
 * A failure's text is its mapped code, else the server's msg, else the default code's text.
 */
import type { PickerKernel, Plugin, ResultCodeCatalogue, ResultSource } from '../../../kernel';

export const FINDER_RESULT_CODES_PLUGIN = 'preset:finder-result-codes';

export const FINDER_RESULT_CODES: ResultCodeCatalogue = {
  pageError: {
    'zh-CN': '页面加载失败。',
    'zh-TW': '頁面載入失敗。',
    en: 'The page could not be loaded.',
    ja: 'ページを読み込めませんでした。',
    th: 'โหลดหน้าไม่สำเร็จ',
  },
  pathNotConfig: {
    'zh-CN': '未配置可用的位置。',
    'zh-TW': '未設定可用的位置。',
    en: 'No location is enabled for this picker.',
    ja: '利用できる場所が設定されていません。',
    th: 'ไม่ได้กำหนดตำแหน่งที่ใช้ได้',
  },
  FailDataDefault: {
    'zh-CN': '加载失败，请重试。',
    'zh-TW': '載入失敗，請重試。',
    en: 'Loading failed. Please try again.',
    ja: '読み込みに失敗しました。もう一度お試しください。',
    th: 'โหลดไม่สำเร็จ โปรดลองอีกครั้ง',
  },
  ErrorDataDefault: {
    'zh-CN': '数据异常，请稍后重试。',
    'zh-TW': '資料異常，請稍後重試。',
    en: 'Something went wrong with the data. Please try again later.',
    ja: 'データに問題が発生しました。しばらくしてからお試しください。',
    th: 'ข้อมูลมีปัญหา โปรดลองอีกครั้งภายหลัง',
  },
  ErrorDataFailed: {
    'zh-CN': '获取文件信息失败。',
    'zh-TW': '取得檔案資訊失敗。',
    en: 'Could not read the file information.',
    ja: 'ファイル情報を取得できませんでした。',
    th: 'อ่านข้อมูลไฟล์ไม่สำเร็จ',
  },
  groupNotExist: {
    'zh-CN': '团队不存在。',
    'zh-TW': '團隊不存在。',
    en: 'This team does not exist.',
    ja: 'このチームは存在しません。',
    th: 'ไม่มีทีมนี้',
  },
  notGroupMember: {
    'zh-CN': '你不是该团队的成员。',
    'zh-TW': '你不是該團隊的成員。',
    en: 'You are not a member of this team.',
    ja: 'このチームのメンバーではありません。',
    th: 'คุณไม่ได้เป็นสมาชิกของทีมนี้',
  },
  ErrLinkShareGroupNotFound: {
    'zh-CN': '该协作已停止。',
    'zh-TW': '該協作已停止。',
    en: 'This collaboration has been discontinued.',
    ja: 'この共同作業は終了しました。',
    th: 'การทำงานร่วมกันนี้ถูกยกเลิกแล้ว',
  },
  fileNotExists: {
    'zh-CN': '文件不存在或已被删除。',
    'zh-TW': '檔案不存在或已被刪除。',
    en: 'The file does not exist or was deleted.',
    ja: 'ファイルが存在しないか、削除されました。',
    th: 'ไม่มีไฟล์นี้หรือไฟล์ถูกลบแล้ว',
  },
  FileNoExists: {
    'zh-CN': '文件不存在。',
    'zh-TW': '檔案不存在。',
    en: 'The file does not exist.',
    ja: 'ファイルが存在しません。',
    th: 'ไม่มีไฟล์นี้',
  },
  userNotLogin: {
    'zh-CN': '账号已退出，请重新登录。',
    'zh-TW': '帳號已登出，請重新登入。',
    en: 'Account signed out. Please sign in again.',
    ja: 'アカウントがサインアウトしました。もう一度サインインしてください。',
    th: 'บัญชีออกจากระบบแล้ว โปรดลงชื่อเข้าใช้อีกครั้ง',
  },
  InvalidToken: {
    'zh-CN': '登录已失效，请重新登录。',
    'zh-TW': '登入已失效，請重新登入。',
    en: 'Your sign-in has expired. Please sign in again.',
    ja: 'サインインの有効期限が切れました。もう一度サインインしてください。',
    th: 'การลงชื่อเข้าใช้หมดอายุ โปรดลงชื่อเข้าใช้อีกครั้ง',
  },
  permissionDenied: {
    'zh-CN': '没有权限。',
    'zh-TW': '沒有權限。',
    en: 'You do not have permission.',
    ja: '権限がありません。',
    th: 'คุณไม่มีสิทธิ์',
  },
  fileSearchNoPermission: {
    'zh-CN': '没有搜索文件的权限。',
    'zh-TW': '沒有搜尋檔案的權限。',
    en: 'You do not have permission to search files.',
    ja: 'ファイルを検索する権限がありません。',
    th: 'คุณไม่มีสิทธิ์ค้นหาไฟล์',
  },
  InvalidArgument: {
    'zh-CN': '参数错误。',
    'zh-TW': '參數錯誤。',
    en: 'The request was not valid.',
    ja: 'リクエストが正しくありません。',
    th: 'คำขอไม่ถูกต้อง',
  },
  ServerError: {
    'zh-CN': '服务器错误，请稍后重试。',
    'zh-TW': '伺服器錯誤，請稍後重試。',
    en: 'Server error. Please try again later.',
    ja: 'サーバーエラーです。しばらくしてからお試しください。',
    th: 'เซิร์ฟเวอร์ขัดข้อง โปรดลองอีกครั้งภายหลัง',
  },
  errServerException: {
    'zh-CN': '服务异常，请稍后重试。',
    'zh-TW': '服務異常，請稍後重試。',
    en: 'The service had a problem. Please try again later.',
    ja: 'サービスに問題が発生しました。しばらくしてからお試しください。',
    th: 'บริการมีปัญหา โปรดลองอีกครั้งภายหลัง',
  },
  apiRateLimitExceede: {
    'zh-CN': '操作太频繁，请稍后重试。',
    'zh-TW': '操作太頻繁，請稍後重試。',
    en: 'Too many requests. Please wait a moment and try again.',
    ja: 'リクエストが多すぎます。しばらくしてからお試しください。',
    th: 'คำขอมากเกินไป โปรดรอสักครู่แล้วลองอีกครั้ง',
  },
};

/** Registers the finder's catalogue in the kernel's table. */
export function finderResultCodes(catalogue = FINDER_RESULT_CODES): Plugin {
  return {
    name: FINDER_RESULT_CODES_PLUGIN,
    apply(kernel) {
      kernel.resultCodes.register(catalogue);
    },
  };
}

/**
 * What a failure says about itself: a PickerError's result and msg, else those of its cause or
 * of the server answer kept on it (at most four links deep).
 */
export function resultSourceOf(error: unknown): ResultSource {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const own = current as ResultSource;
    const data = (current as { response?: { data?: unknown } }).response?.data as
      ResultSource | undefined;
    const result = own.result ?? data?.result;
    const msg = own.msg ?? data?.msg;
    if (typeof result === 'string' || (typeof msg === 'string' && msg.trim() !== '')) {
      return { result: typeof result === 'string' ? result : undefined, msg };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return {};
}

/** finder.md section 8: the mapped code's text, else the server's msg, else the fallback code's. */
export function failureText(kernel: PickerKernel, error: unknown, fallbackCode: string): string {
  return kernel.resultCodes.message(resultSourceOf(error), fallbackCode);
}

/** An error page's errorInfo: a registered code shows its text, anything else as it came. */
export function errorInfoText(kernel: PickerKernel, errorInfo: string): string {
  return kernel.resultCodes.text(errorInfo) ?? errorInfo;
}
