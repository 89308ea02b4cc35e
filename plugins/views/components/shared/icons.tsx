/** The control icons, kept at this path for the components that import them from here. */
export { ChevronIcon, CloseIcon, IdCardIcon } from '../icons/uiIcons';
