/**
 * The find-or-add prompt in an empty search result: a phone number nobody has offers to add the
 * user by phone, an e-mail to find the user by e-mail, and in the oversea release either offers a
 * user search (member-picker.md sections 2 and 4). It reads the prompt the picker context keeps
 * in the kernel slot 'userNotFoundPrompt' and shows only for the query on screen; activating it
 * hands the query to the caller (onUserNotFound with trigger 'prompt').
 */
import { observer } from 'mobx-react-lite';
import { AddUserIcon, MailIcon, SearchIcon } from '../components';
import { useKernel } from '../shared/KernelContext';
import { viewKernel } from '../shared/surface';
import { useT } from '../shared/useT';

/** The slot the picker context fills (plugins/sources/context/userNotFoundPrompt.ts). */
export const USER_NOT_FOUND_PROMPT_SLOT = 'userNotFoundPrompt';

interface PromptState {
  info: { query: string; kind: 'phone' | 'email'; mode: 'addByPhone' | 'userSearch' } | null;
  activate(): void;
}

export const UserNotFoundPrompt = observer(function UserNotFoundPrompt() {
  const kernel = useKernel();
  const t = useT();
  const prompt = kernel.slots.get(USER_NOT_FOUND_PROMPT_SLOT) as PromptState | undefined;
  const info = prompt?.info;
  if (!prompt || !info || info.query !== viewKernel(kernel).search.query.trim()) return null;
  const label =
    info.mode === 'addByPhone'
      ? t('addByPhonePrompt', { query: info.query })
      : info.kind === 'email' && kernel.context.release !== 'oversea'
        ? t('findByEmailPrompt', { query: info.query })
        : t('userSearchPrompt', { query: info.query });
  const Icon =
    info.mode === 'addByPhone' ? AddUserIcon : info.kind === 'email' ? MailIcon : SearchIcon;
  return (
    <button type="button" className="pk-user-prompt" onClick={() => prompt.activate()}>
      <span className="pk-user-prompt__icon">
        <Icon />
      </span>
      <span className="pk-user-prompt__text">{label}</span>
    </button>
  );
});
