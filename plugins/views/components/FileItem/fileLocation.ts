/**
 * Where a file lives, as a reader sees it (union-selector.md section 3; finder.md uses the same):
 * the location path's first segment (or the group type, when known) is rewritten to a label such
 * as "Shared with me", "My documents", "Enterprise documents", "Private space", "My devices",
 * "Recycle bin" or "Shared folder", and the rest of the path follows it.
 */
export const LOCATION_LABELS = [
  'sharedWithMe',
  'myDocuments',
  'enterpriseDocuments',
  'privateSpace',
  'myDevices',
  'recycleBin',
  'sharedFolder',
] as const;
export type LocationLabel = (typeof LOCATION_LABELS)[number];

/** Label texts in the five languages. */
export const LOCATION_TEXTS: Record<
  'zh-CN' | 'zh-TW' | 'en' | 'ja' | 'th',
  Record<LocationLabel, string>
> = {
  'zh-CN': {
    sharedWithMe: '与我共享',
    myDocuments: '我的文档',
    enterpriseDocuments: '企业文档',
    privateSpace: '私密空间',
    myDevices: '我的设备',
    recycleBin: '回收站',
    sharedFolder: '共享文件夹',
  },
  'zh-TW': {
    sharedWithMe: '與我共用',
    myDocuments: '我的文件',
    enterpriseDocuments: '企業文件',
    privateSpace: '私密空間',
    myDevices: '我的裝置',
    recycleBin: '資源回收筒',
    sharedFolder: '共用資料夾',
  },
  en: {
    sharedWithMe: 'Shared with me',
    myDocuments: 'My documents',
    enterpriseDocuments: 'Enterprise documents',
    privateSpace: 'Private space',
    myDevices: 'My devices',
    recycleBin: 'Recycle bin',
    sharedFolder: 'Shared folder',
  },
  ja: {
    sharedWithMe: '共有されたファイル',
    myDocuments: 'マイドキュメント',
    enterpriseDocuments: '企業ドキュメント',
    privateSpace: 'プライベートスペース',
    myDevices: 'マイデバイス',
    recycleBin: 'ごみ箱',
    sharedFolder: '共有フォルダー',
  },
  th: {
    sharedWithMe: 'แชร์กับฉัน',
    myDocuments: 'เอกสารของฉัน',
    enterpriseDocuments: 'เอกสารองค์กร',
    privateSpace: 'พื้นที่ส่วนตัว',
    myDevices: 'อุปกรณ์ของฉัน',
    recycleBin: 'ถังรีไซเคิล',
    sharedFolder: 'โฟลเดอร์ที่แชร์',
  },
};

/** Group types of the drive and the label of each. */
const LABEL_BY_GROUP_TYPE: Record<string, LocationLabel> = {
  special: 'myDocuments',
  tmp: 'myDevices',
  secret: 'privateSpace',
  corpspecial: 'enterpriseDocuments',
  corptmp: 'enterpriseDocuments',
  share: 'sharedWithMe',
  sharefolder: 'sharedFolder',
  delgroup: 'recycleBin',
  recycle: 'recycleBin',
};

/** First path segments (lower case) the suite writes for its special spaces, in any language. */
const LABEL_BY_SEGMENT: Record<string, LocationLabel> = Object.fromEntries(
  (Object.keys(LOCATION_TEXTS) as Array<keyof typeof LOCATION_TEXTS>).flatMap((lang) =>
    LOCATION_LABELS.map((label) => [LOCATION_TEXTS[lang][label].toLowerCase(), label]),
  ),
);
Object.assign(LABEL_BY_SEGMENT, {
  'my documents': 'myDocuments',
  'my devices': 'myDevices',
  'private files': 'privateSpace',
  'shared with me': 'sharedWithMe',
  'shared folder': 'sharedFolder',
  'recycle bin': 'recycleBin',
  'enterprise documents': 'enterpriseDocuments',
});

export interface FileLocation {
  /** The label of the space the path starts in, or null for an ordinary team or folder. */
  label: LocationLabel | null;
  /** The path segments after the labelled one (all of them when there is no label). */
  segments: string[];
}

/** Splits a location path ("/My Documents/Plans") and finds the label of its first segment. */
export function fileLocation(path: string | undefined, groupType?: string): FileLocation {
  const segments = (path ?? '').split('/').filter((segment) => segment !== '');
  const byType = groupType ? LABEL_BY_GROUP_TYPE[groupType.toLowerCase()] : undefined;
  const bySegment = segments[0] ? LABEL_BY_SEGMENT[segments[0].toLowerCase()] : undefined;
  const label = bySegment ?? byType ?? null;
  return { label, segments: bySegment ? segments.slice(1) : segments };
}

/** The location as text: "My documents / Plans", in the given language's labels. */
export function locationText(
  path: string | undefined,
  texts: Record<LocationLabel, string> = LOCATION_TEXTS.en,
  groupType?: string,
): string {
  const { label, segments } = fileLocation(path, groupType);
  return [...(label ? [texts[label]] : []), ...segments].join(' / ');
}
