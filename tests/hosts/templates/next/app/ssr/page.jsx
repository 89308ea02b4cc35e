// A server component that imports the member picker itself and renders it open: the picker's
// markup comes from the server and hydrates in the browser. Confirm calls a server action, which
// keeps the payload under this page's `run` and re-renders the page with it.
import { SERVICE_NAMES } from 'pickerkit';
import { MemberPicker } from 'pickerkit/presets/member-picker';
import { receivePayload } from './actions.js';
import { HydrationMark } from './HydrationMark.jsx';
import { receivedFor } from './received.js';

/** The fake suite, reached through the app's /suite rewrite. */
const services = Object.fromEntries(SERVICE_NAMES.map((name) => [name, `/suite/${name}`]));

export default async function Page({ searchParams }) {
  const { language, run = 'default' } = await searchParams;
  const received = receivedFor(run);
  return (
    <main>
      <h1>Server-rendered member picker</h1>
      <MemberPicker
        open
        services={services}
        sources={[{ type: 'latest' }, { type: 'company' }]}
        language={language}
        okText="Confirm picks"
        _from="next-host"
        _function="server-rendered"
        onConfirm={receivePayload.bind(null, run)}
      />
      <pre aria-label="Host result">
        {received ? JSON.stringify(received) : 'Nothing received yet.'}
      </pre>
      <HydrationMark />
    </main>
  );
}
