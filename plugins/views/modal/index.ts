import type { Plugin } from '../../../kernel';
import { createViewPlugin } from '../shared/createViewPlugin';
import { SLOTS } from '../shared/slots';
import { Modal } from './Modal';

export { Modal, DEFAULT_MODAL_WIDTH } from './Modal';
export { ModalLayer, type ModalLayerProps } from './ModalLayer';

/** The picker dialog, in slot 'modal'. */
export function modalView(): Plugin {
  return createViewPlugin('view:modal', SLOTS.modal, Modal);
}
