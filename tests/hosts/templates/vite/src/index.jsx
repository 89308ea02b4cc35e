// No policy: the products inject their own <style> elements.
import { mount } from './mount.jsx';

mount({});
