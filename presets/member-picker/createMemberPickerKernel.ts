/**
 * A ready member picker kernel: the request client (made from `services` unless a client is
 * given), the kernel with the preset's plugins, and the host's onReady. Host modes (isCms, isWoa,
 * clientLook, keydown, release, language) go into the kernel options, where sources and views
 * read them.
 */
import {
  createKernel,
  createRequestClient,
  type KernelOptions,
  type PickerKernel,
} from '../../kernel';
import { PERSONAL_CENTER_SLOT } from '../../plugins/views/shared/ItemContent';
import { createMemberPicker } from './createMemberPicker';
import type { MemberPickerOptions } from './types';
import { validateConnection } from './validateOptions';

/** The kernel options of a member picker: everything but what the preset itself consumes. */
export function kernelOptionsOf(options: MemberPickerOptions): KernelOptions {
  const {
    plugins: _plugins,
    onReady: _onReady,
    services,
    client,
    _from,
    _function,
    personalCenterLink: _personalCenterLink,
    ...rest
  } = options;
  const kernelOptions: KernelOptions = {
    ...rest,
    services,
    keydown: options.keydown ?? true,
    client: client ?? createRequestClient({ services, release: options.release }),
  };
  // The kernel warns about caller tags that are present but empty; absent ones the preset warned.
  if (_from !== undefined) kernelOptions._from = _from;
  if (_function !== undefined) kernelOptions._function = _function;
  return kernelOptions;
}

export function createMemberPickerKernel(options: MemberPickerOptions): PickerKernel {
  const plugins = createMemberPicker(options);
  validateConnection(options);
  const kernel = createKernel({ ...kernelOptionsOf(options), plugins });
  const link = options.personalCenterLink;
  if (link !== undefined) {
    kernel.slots.set(PERSONAL_CENTER_SLOT, (userid: string) =>
      typeof link === 'function'
        ? link(userid)
        : link.replace('{userid}', encodeURIComponent(userid)),
    );
  }
  options.onReady?.(kernel);
  return kernel;
}
