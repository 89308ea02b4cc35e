/**
 * pickerkit's announcer: the view plugin that speaks the kernel's announcements (the
 * `onAnnounce` hook) through a polite live region, in the picker's language. Shells render the
 * region from the `announcer` slot inside their dialog or region.
 */
import { createElement, type ComponentType } from 'react';
import type { PickerKernel, Plugin } from '../../../kernel';
import { STAGE_DEFAULT } from '../../../kernel';
import { SLOTS } from '../shared/slots';
import { AnnouncerChannel } from './AnnouncerChannel';
import { announcementText } from './announcementText';
import { LiveRegion } from './LiveRegion';
import { addAnnounceStrings } from './texts';

export { AnnouncerChannel } from './AnnouncerChannel';
export { AnnouncerOutlet } from './AnnouncerOutlet';
export { announcementText } from './announcementText';
export { LiveRegion } from './LiveRegion';
export { ANNOUNCE_NAMESPACE, addAnnounceStrings, announceCatalogue } from './texts';

export const ANNOUNCER_PLUGIN = 'view:announcer';

export function announcerView(): Plugin {
  return {
    name: ANNOUNCER_PLUGIN,
    apply(kernel: PickerKernel) {
      addAnnounceStrings(kernel.i18n);
      const channel = new AnnouncerChannel();
      let active = true;
      const translate = (key: string, values: Record<string, unknown>) => kernel.t(key, values);
      kernel.hooks.onAnnounce.tap({ name: ANNOUNCER_PLUGIN, stage: STAGE_DEFAULT }, (event) => {
        if (active) channel.say(announcementText(event, translate));
      });
      // The page's first text with a count builds the language's plural rules (Intl.PluralRules,
      // a few milliseconds in Chromium): built while the shown picker is idle, that cost is not
      // paid in the frame that paints a search's answer.
      const warm = () => void announcementText({ kind: 'results', query: '', count: 2 }, translate);
      const Region: ComponentType<object> = () => createElement(LiveRegion, { channel, warm });
      kernel.slots.set(SLOTS.announcer, Region);
      return () => {
        active = false;
        if (kernel.slots.get(SLOTS.announcer) === Region) kernel.slots.delete(SLOTS.announcer);
      };
    },
  };
}
