/**
 * Sandbox events: the webhooks the reader's calls caused (newest first) with their `Fernpay-Signature`, each
 * copyable as a `curl --data-binary` that replays it to the reader's own endpoint; the test-bank buttons of
 * the links waiting for someone (`GET /_sandbox/bank`, each button `POST /_sandbox/bank/{id}/{action}`);
 * Advance time (`POST /_sandbox/clock`) and Reset sandbox.
 */
import React, {useCallback, useEffect, useState} from 'react';
import copy from 'copy-text-to-clipboard';
import type {BankPage, SandboxEvent} from '../../sandbox';
import {control, ensureSandbox, events as allEvents, resetSandbox, subscribe} from './engine';
import {replayCurl, signatureOf} from './helpers';

type PendingLink = BankPage & {id: string; kind: string; module: string};

const ADVANCE = [
  {value: 'PT5S', label: '5 seconds'},
  {value: 'PT1H', label: '1 hour'},
  {value: 'P1D', label: '1 day'},
  {value: 'P7D', label: '7 days'},
  {value: 'P30D', label: '30 days'},
];

function EventItem({event, endpoint}: {event: SandboxEvent; endpoint: string}) {
  const [copied, setCopied] = useState(false);
  let status = '';
  try {
    status = String((JSON.parse(event.body) as {data?: {status?: unknown}}).data?.status ?? '');
  } catch {
    // not JSON: no status to show
  }
  return (
    <li className="try-event">
      <details>
        <summary>
          <code>{event.type}</code> <span className="try-event-status">{status}</span>{' '}
          <span className="try-note">{event.createdAt}</span>
        </summary>
        <p className="try-signature">
          <span>Fernpay-Signature</span> <code data-signature="">{signatureOf(event.headers)}</code>
        </p>
        <pre className="try-body-text" tabIndex={0} aria-label={`Webhook ${event.type} body`} data-raw-body="">
          {event.body}
        </pre>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => {
            if (copy(replayCurl(event, endpoint || 'https://your-endpoint.example/webhooks'))) {
              setCopied(true);
              window.setTimeout(() => setCopied(false), 1500);
            }
          }}>
          {copied ? 'Copied' : 'Copy as curl'}
        </button>
      </details>
    </li>
  );
}

export default function EventsPanel() {
  const [list, setList] = useState<SandboxEvent[]>([]);
  const [links, setLinks] = useState<PendingLink[]>([]);
  const [now, setNow] = useState('');
  const [message, setMessage] = useState('');
  const [endpoint, setEndpoint] = useState('');
  const [advance, setAdvance] = useState('PT5S');
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    await ensureSandbox();
    setList(allEvents().reverse());
    const bank = await control('GET', '/_sandbox/bank');
    setLinks((JSON.parse(bank.body) as {links: PendingLink[]}).links);
    const info = await control('GET', '/_sandbox');
    setNow((JSON.parse(info.body) as {now: string}).now);
  }, []);

  useEffect(() => {
    void refresh();
    return subscribe(() => void refresh());
  }, [refresh]);

  const act = async (what: () => Promise<string>) => {
    setBusy(true);
    try {
      setMessage(await what());
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="try-events">
      <p className="try-note">
        Sandbox clock: <time>{now}</time>. Nothing here leaves your browser: webhooks are recorded, not sent.
      </p>
      <section aria-labelledby="try-bank-title">
        <h3 id="try-bank-title">Test bank</h3>
        {links.length === 0 ? (
          <p className="try-note">No link is waiting: create a payment, a refund or a consent first.</p>
        ) : (
          <ul className="try-links">
            {links.map((link) => (
              <li key={`${link.module}:${link.id}`} className="try-link">
                <p>
                  <strong>{link.title}</strong> <code>{link.id}</code>
                  {link.status && <span className="try-event-status"> {link.status}</span>}
                </p>
                <div className="try-link-actions" role="group" aria-label={`${link.title} ${link.id}`}>
                  {link.actions.map((a) => (
                    <button
                      key={a.action}
                      type="button"
                      disabled={busy}
                      className="button button--sm button--outline button--primary"
                      title={a.outcome}
                      onClick={() =>
                        act(async () => {
                          const r = await control('POST', `/_sandbox/bank/${encodeURIComponent(link.id)}/${a.action}`);
                          return r.status < 300
                            ? `${a.label}: done${a.outcome ? ` (${a.outcome})` : ''}.`
                            : `${a.label}: ${r.body}`;
                        })
                      }>
                      {a.label}
                    </button>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="try-clock-title" className="try-clock">
        <h3 id="try-clock-title">Time</h3>
        <label htmlFor="try-advance">Advance the sandbox clock by</label>{' '}
        <select id="try-advance" value={advance} onChange={(e) => setAdvance(e.target.value)}>
          {ADVANCE.map((a) => (
            <option key={a.value} value={a.value}>
              {a.label}
            </option>
          ))}
        </select>{' '}
        <button
          type="button"
          className="button button--sm button--secondary"
          disabled={busy}
          onClick={() =>
            act(async () => {
              const r = await control('POST', '/_sandbox/clock', {advance});
              return r.status === 200 ? `The clock is now ${(JSON.parse(r.body) as {now: string}).now}.` : r.body;
            })
          }>
          Advance time
        </button>{' '}
        <button
          type="button"
          className="button button--sm button--secondary"
          disabled={busy}
          onClick={() =>
            act(async () => {
              await resetSandbox();
              return 'The sandbox was reset: everything you created is gone.';
            })
          }>
          Reset sandbox
        </button>
      </section>
      <p role="status" className="try-message">
        {message}
      </p>
      <section aria-labelledby="try-webhooks-title">
        <h3 id="try-webhooks-title">Webhooks ({list.length})</h3>
        <div className="try-field">
          <label htmlFor="try-endpoint">Your endpoint, for Copy as curl</label>
          <input
            id="try-endpoint"
            type="url"
            placeholder="https://your-endpoint.example/webhooks"
            value={endpoint}
            onChange={(e) => setEndpoint(e.target.value)}
          />
        </div>
        {list.length === 0 ? (
          <p className="try-note">No webhook yet: what you create, change or approve sends one.</p>
        ) : (
          <ul className="try-event-list">
            {list.slice(0, 100).map((e) => (
              <EventItem key={e.id} event={e} endpoint={endpoint} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
