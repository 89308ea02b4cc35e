import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Products } from '../shared/Products.jsx';

/** Renders the products page into #root under StrictMode with the page's style options. */
export function mount(styleOptions) {
  createRoot(document.getElementById('root')).render(
    <StrictMode>
      <Products styleOptions={styleOptions} />
    </StrictMode>,
  );
}
