// `style-src 'self'`: the host links the package's stylesheet and turns injection off.
import 'pickerkit/styles.css';
import { mount } from './mount.jsx';

mount({ injectStyles: false });
