/**
 * The page both sides render: the member picker open, in the language the URL asks for (none:
 * the picker's own default), and the payload the host receives on confirm.
 */
import { useEffect, useState } from 'react';
import { SERVICE_NAMES } from 'pickerkit';
import { MemberPicker } from 'pickerkit/presets/member-picker';

const services = Object.fromEntries(SERVICE_NAMES.map((name) => [name, `/suite/${name}`]));

export function App({ language }) {
  const [received, setReceived] = useState(null);
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <main>
      <h1>Server-rendered member picker</h1>
      <MemberPicker
        open
        services={services}
        sources={[{ type: 'latest' }, { type: 'company' }]}
        language={language}
        okText="Confirm picks"
        _from="ssr-host"
        _function="server-rendered"
        onConfirm={setReceived}
      />
      <pre aria-label="Host result">
        {received ? JSON.stringify(received) : 'Nothing received yet.'}
      </pre>
    </main>
  );
}

/** The `language` query parameter when it looks like a language tag, else undefined. */
export function languageOf(value) {
  return typeof value === 'string' && /^[A-Za-z]{2}(-[A-Za-z]{2})?$/.test(value)
    ? value
    : undefined;
}
