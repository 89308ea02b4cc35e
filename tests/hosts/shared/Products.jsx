'use client';
/**
 * The three products as a React host uses them: a button opens each, and what it hands back
 * (the member picker's and the finder's confirm payload, the union selector's inserted items) is
 * written into the "Host result" block as JSON. `styleOptions` is spread into every product: {}
 * (styles injected), { injectStyles: false } (the host links pickerkit/styles.css) or { nonce }.
 */
import { useState } from 'react';
import { SERVICE_NAMES } from 'pickerkit';
import { Finder } from 'pickerkit/presets/finder';
import { MemberPicker } from 'pickerkit/presets/member-picker';
import { UnionSelector } from 'pickerkit/presets/union-selector';

/** The fake suite, reached through the host's own server under /suite. */
export const services = Object.fromEntries(SERVICE_NAMES.map((name) => [name, `/suite/${name}`]));

export function Products({ styleOptions = {} }) {
  const [open, setOpen] = useState(null);
  const [received, setReceived] = useState(null);
  const receive = (product, payload) => {
    setReceived({ product, payload });
    setOpen(null);
  };
  return (
    <main>
      <h1>pickerkit host</h1>
      <button type="button" onClick={() => setOpen('member-picker')}>
        Open member picker
      </button>
      <button type="button" onClick={() => setOpen('union-selector')}>
        Open union selector
      </button>
      <button type="button" onClick={() => setOpen('finder')}>
        Open finder
      </button>
      <pre aria-label="Host result">
        {received ? JSON.stringify(received) : 'Nothing received yet.'}
      </pre>
      {open === 'member-picker' && (
        <MemberPicker
          {...styleOptions}
          open
          services={services}
          sources={[{ type: 'latest' }, { type: 'company' }]}
          language="en"
          _from="host-app"
          _function="member-picker"
          onConfirm={(payload) => receive('member-picker', payload)}
          onCancel={() => setOpen(null)}
        />
      )}
      {open === 'union-selector' && (
        <UnionSelector
          {...styleOptions}
          services={services}
          // A document of a team the fake suite's signed-in user is in (seed 1): 'Budget 2024.csv'.
          fid={500000400002}
          cid="8800001"
          tabs={[{ type: 'all' }, { type: 'contact' }, { type: 'docs' }]}
          language="en"
          onInsert={(result) => receive('union-selector', result)}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'finder' && (
        <Finder
          {...styleOptions}
          services={services}
          action="selectFile"
          language="en"
          onConfirm={(info) => receive('finder', info)}
          onCancel={() => setOpen(null)}
        />
      )}
    </main>
  );
}
