// `style-src 'nonce-…'`: the server writes this response's nonce into a meta element; every
// <style> element the products inject carries it.
import { mount } from './mount.jsx';

mount({ nonce: document.querySelector('meta[name="csp-nonce"]').content });
