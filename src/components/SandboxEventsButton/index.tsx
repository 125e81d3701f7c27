/**
 * "Open sandbox events" on the sandbox guides: the events panel of the sandbox that runs in the page (the
 * reference's Try it). Its code (src/components/TryIt) loads on the first click only. `api` names an API whose
 * engine module is loaded before the panel opens (the provider guide: `api="provider"`, a module served under
 * /provider/ only).
 */
import React, {useState} from 'react';

export default function SandboxEventsButton({api}: {api?: string}) {
  const [failed, setFailed] = useState(false);
  return (
    <p>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={(event) => {
          const opener = event.currentTarget;
          import(/* webpackChunkName: "try-it" */ '@site/src/components/TryIt')
            .then((m) => m.openEvents(opener, api ? [api] : []))
            .then(
              () => setFailed(false),
              () => setFailed(true),
            );
        }}>
        Open sandbox events
      </button>{' '}
      {failed
        ? 'The sandbox could not be loaded: reload the page.'
        : 'The webhooks your Try it calls caused, the test-bank buttons of your pending links, and Advance time.'}
    </p>
  );
}
