// renderToString of App per request; the client bundle (build/client) hydrates it.
import { renderToString } from 'react-dom/server';
import { LANGUAGES, preloadLanguages } from 'pickerkit';
import { memberPickerCatalogues } from 'pickerkit/presets/member-picker';
import { App, languageOf } from './App.jsx';
import { startHostServer } from './shared/serve.mjs';

// renderToString does not wait for texts: as the README says, a server preloads the languages it
// renders, once per process, before the first request.
await preloadLanguages(memberPickerCatalogues, LANGUAGES);

function page(url) {
  const language = languageOf(url.searchParams.get('language'));
  const markup = renderToString(<App language={language} />);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <link rel="icon" href="data:," />
    <title>pickerkit server-rendered with React 18</title>
  </head>
  <body>
    <div id="root" data-language="${language ?? ''}">${markup}</div>
    <script type="module" src="/client.js"></script>
  </body>
</html>`;
}

const server = await startHostServer({
  port: Number(process.env.PORT),
  suitePort: Number(process.env.PICKERKIT_SUITE_PORT),
  root: new URL('./client/', import.meta.url).pathname,
  pages: { '/': { render: page } },
});
console.log(`listening on ${server.url}`);
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
