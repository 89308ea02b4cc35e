/** Name pools and the deliberately hostile names that exercise the views' escaping. */
import type { Random } from './random';

const FAMILY = [
  'Li',
  'Wang',
  'Zhang',
  'Liu',
  'Chen',
  'Yang',
  'Zhao',
  'Huang',
  'Zhou',
  'Wu',
  'Xu',
  'Sun',
  'Hu',
  'Zhu',
  'Gao',
  'Lin',
  'He',
  'Guo',
  'Ma',
  'Luo',
];
const GIVEN = [
  'Ming',
  'Wei',
  'Fang',
  'Na',
  'Min',
  'Jing',
  'Qiang',
  'Lei',
  'Jun',
  'Yong',
  'Yan',
  'Jie',
  'Tao',
  'Chao',
  'Hua',
  'Xin',
  'Hong',
  'Ping',
  'Gang',
  'Bo',
  'Hui',
  'Ying',
  'Kai',
  'Rui',
  'Ning',
  'Yu',
  'Lan',
  'Dan',
  'Feng',
  'Xia',
];
const DEPT_WORDS = [
  'Engineering',
  'Sales',
  'Marketing',
  'Finance',
  'Legal',
  'Support',
  'Design',
  'Research',
  'Operations',
  'Quality',
  'Platform',
  'Mobile',
  'Data',
  'Security',
  'People',
  'Procurement',
];
const TEAM_WORDS = ['Launch', 'Roadmap', 'Docs', 'Weekly', 'Budget', 'Hiring', 'Design', 'Ops'];

/**
 * Hostile staff names, present in default and large data (the first staff records after the
 * fixed ones) and once in tiny. Views must show them as text.
 */
export const HOSTILE_NAMES: readonly string[] = [
  '<img src=x onerror=alert(1)>',
  'Tom &amp; Jerry',
  'Zhao "Quote" O\'Neil',
  'Wang <b>Bold</b> & Sons',
];

export function personName(rnd: Random): string {
  return `${rnd.pick(FAMILY)} ${rnd.pick(GIVEN)}`;
}

export function deptName(rnd: Random, index: number): string {
  return `${rnd.pick(DEPT_WORDS)} ${index}`;
}

export function teamName(rnd: Random, index: number): string {
  return `${rnd.pick(TEAM_WORDS)} team ${index}`;
}
