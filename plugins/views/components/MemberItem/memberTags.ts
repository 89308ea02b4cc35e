import type { CSSProperties } from 'react';
import { ComponentMessages } from '../messages';

/** A tag as given: text, or text with a style (a style name or inline CSS). */
export type MemberTagInput = string | { tagName: string; style?: string | CSSProperties };
export type MemberTagsInput = string | MemberTagInput[];

export interface MemberTag {
  tagName: string;
  /** A style name: becomes the class `pk-tag--<name>`. */
  styleName?: string;
  /** Inline CSS given as an object. */
  inlineStyle?: CSSProperties;
}

/** The error thrown for tags that are neither a string nor an array of tags. */
export const MEMBER_TAGS_MESSAGE = ComponentMessages.memberItemTags;

function normaliseTag(tag: unknown): MemberTag {
  if (typeof tag === 'string') return { tagName: tag };
  if (
    typeof tag === 'object' &&
    tag !== null &&
    typeof (tag as { tagName?: unknown }).tagName === 'string'
  ) {
    const { tagName, style } = tag as { tagName: string; style?: unknown };
    if (typeof style === 'string') {
      return { tagName, styleName: style.replace(/[^a-zA-Z0-9_-]/g, '') || undefined };
    }
    if (typeof style === 'object' && style !== null) {
      return { tagName, inlineStyle: style as CSSProperties };
    }
    return { tagName };
  }
  throw new Error(MEMBER_TAGS_MESSAGE);
}

/**
 * Tags of a member item as a list. Accepts nothing, a string, or an array of strings and
 * {tagName, style} objects; anything else throws 'member-item.tags parameter wrong'.
 */
export function normaliseMemberTags(tags: unknown): MemberTag[] {
  if (tags === undefined || tags === null) return [];
  if (typeof tags === 'string') return tags ? [{ tagName: tags }] : [];
  if (Array.isArray(tags)) return tags.map(normaliseTag);
  throw new Error(MEMBER_TAGS_MESSAGE);
}
