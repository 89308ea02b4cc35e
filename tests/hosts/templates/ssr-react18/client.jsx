// Hydrates the server's markup with the same App and the language the server rendered with.
import { hydrateRoot } from 'react-dom/client';
import { App, languageOf } from './App.jsx';

const root = document.getElementById('root');
hydrateRoot(root, <App language={languageOf(root.dataset.language)} />);
