/**
 * Per-user lists: account recent contacts, contacts and workspace-mode recent chats.
 * Tiny lists take the first staff of the pool so tests can predict them.
 */
import { avatarPath, firstOthers, pickDistinct } from './people';
import { createRandom } from './random';
import type { Org, Staff } from './org';
import type { SizeSpec } from './sizes';

export interface RecentContact {
  recent_id: number;
  userid: number;
  name: string;
  avatar: string;
}

export interface Contact {
  contact_id: number;
  mark_name: string;
  nick_name: string;
  avatar: string;
  phone: string;
  email: string;
}

export interface Chat {
  id: number;
  /** 1 = a person, 2 = a group chat. */
  chat_type: 1 | 2;
  name: string;
  avatar: { type: 'user' | 'group'; list: string[] };
  /** Sequence number, descending through the list (newest first). */
  seq: number;
  dept_name?: string;
}

export interface Social {
  recent: RecentContact[];
  contacts: Contact[];
  chats: Chat[];
}

function pool(
  org: Org,
  spec: SizeSpec,
  tiny: boolean,
  seed: number,
  self: number,
  n: number,
): Staff[] {
  if (tiny) return firstOthers(org, n);
  return pickDistinct(createRandom(seed), org.staff, n, self);
}

export function buildSocial(
  org: Org,
  spec: SizeSpec,
  tiny: boolean,
  seed: number,
  self: number,
): Social {
  const rnd = createRandom(seed + 11);
  const recent = pool(org, spec, tiny, seed + 1, self, spec.recent).map((s) => ({
    recent_id: s.userid,
    userid: s.userid,
    name: s.name,
    avatar: avatarPath(s.userid),
  }));
  const contacts = pool(org, spec, tiny, seed + 2, self, spec.contacts).map((s, i) => ({
    contact_id: s.userid,
    mark_name: (tiny ? i === 0 : rnd.chance(0.2)) ? `${s.name} (mark)` : '',
    nick_name: s.name,
    avatar: avatarPath(s.userid),
    phone: s.phone,
    email: s.email,
  }));
  const deptName = (s: Staff): string => org.depts.get(s.dept_id)?.name ?? '';
  const people = pool(org, spec, tiny, seed + 3, self, spec.chats);
  const chats: Chat[] = [];
  const groupEvery = tiny ? 3 : 5;
  let nextGroup = 9000001;
  for (let i = 0; i < spec.chats; i++) {
    const seq = (spec.chats - i) * 10;
    if ((i + 1) % groupEvery === 0 || i >= people.length) {
      const members = people.slice(
        i % Math.max(1, people.length - 4),
        (i % Math.max(1, people.length - 4)) + 4,
      );
      chats.push({
        id: nextGroup,
        chat_type: 2,
        name: `Group chat ${nextGroup - 9000000}`,
        avatar: { type: 'group', list: members.map((m) => avatarPath(m.userid)) },
        seq,
      });
      nextGroup++;
      continue;
    }
    const s = people[i] as Staff;
    chats.push({
      id: s.userid,
      chat_type: 1,
      name: s.name,
      avatar: { type: 'user', list: [avatarPath(s.userid)] },
      seq,
      dept_name: deptName(s),
    });
  }
  return { recent, contacts, chats };
}
