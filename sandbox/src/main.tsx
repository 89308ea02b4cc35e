import { createRoot } from 'react-dom/client';
import { App } from './App';
import './sandbox.css';

const container = document.getElementById('root');
if (!container) throw new Error('the sandbox page has no #root element');
createRoot(container).render(<App />);
