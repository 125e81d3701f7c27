/**
 * The Try it chunk's entry: loaded only when a reader clicks "Try it" or "Sandbox events" (the buttons the
 * reference compiler puts in each operation's aside, plugins/api-reference/render.ts; SandboxEventsButton on
 * the sandbox guides). It mounts one React root at the end of the body holding two modal dialogs (native
 * `<dialog>`: focus kept inside, Escape closes, focus back on the button that opened it).
 */
import React, {useEffect, useRef, useState} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import EventsPanel from './EventsPanel';
import {ensureSandbox} from './engine';
import TryItPanel from './TryItPanel';
import './styles.css';

interface Opened {
  apiId: string;
  operationId: string;
  title: string;
  /** The query of a link asking for this operation prefilled (link.ts). */
  link?: string;
}

let root: Root | undefined;
let host: HTMLElement | undefined;
let state: {tryIt?: Opened; events: boolean; opener?: HTMLElement | null; n: number} = {events: false, n: 0};

function Dialog({
  label,
  open,
  onClose,
  className,
  children,
}: {
  label: string;
  open: boolean;
  onClose: () => void;
  className: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={ref} className={`try-dialog ${className}`} aria-label={label} onClose={onClose}>
      {open && (
        <>
          <div className="try-dialog-head">
            <h2>{label}</h2>
            <button type="button" className="try-close" aria-label={`Close ${label}`} onClick={onClose}>
              ×
            </button>
          </div>
          <div className="try-dialog-body">{children}</div>
        </>
      )}
    </dialog>
  );
}

function Host({initial}: {initial: typeof state}) {
  const [s, setS] = useState(initial);
  useEffect(() => {
    update = (next) => setS({...next});
  }, []);
  const close = (which: 'tryIt' | 'events') => {
    const opener = s.opener;
    if (which === 'tryIt' && s.tryIt?.link) {
      // Opened by a link (`?try=...`): closing it leaves the page's own address, so a reload does not reopen it.
      const url = new URL(window.location.href);
      for (const key of ['try', 'example', 'set', 'param']) url.searchParams.delete(key);
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    }
    state = which === 'tryIt' ? {...s, tryIt: undefined} : {...s, events: false};
    setS(state);
    opener?.focus?.();
  };
  return (
    <>
      <Dialog
        label={s.tryIt ? `Try it: ${s.tryIt.title}` : 'Try it'}
        open={Boolean(s.tryIt)}
        onClose={() => close('tryIt')}
        className="try-dialog--main">
        {s.tryIt && (
          <>
            <p className="try-intro">
              A sandbox runs in this page, with test credentials: what you create is kept in this browser.{' '}
              <button type="button" className="button button--link try-events-link" onClick={() => void openEvents()}>
                Sandbox events
              </button>
            </p>
            <TryItPanel key={`${s.tryIt.apiId}:${s.tryIt.operationId}:${s.n}`} {...s.tryIt} />
          </>
        )}
      </Dialog>
      <Dialog label="Sandbox events" open={s.events} onClose={() => close('events')} className="try-dialog--events">
        <EventsPanel />
      </Dialog>
    </>
  );
}

let update: ((next: typeof state) => void) | undefined;

function render(next: typeof state) {
  state = next;
  if (!host) {
    host = document.createElement('div');
    host.className = 'try-host';
    document.body.appendChild(host);
    root = createRoot(host);
    root.render(<Host initial={state} />);
    return;
  }
  update?.(state);
}

/** Opens Try it for one operation of an API (the button's `data-try-it` attributes). */
export function openTryIt(opened: Opened, opener?: HTMLElement | null): void {
  render({...state, tryIt: opened, opener: opener ?? state.opener, n: state.n + 1});
}

/**
 * Opens the sandbox events panel; with `apiIds` (the provider guide's button: `provider`), their engine
 * modules are loaded first, so the panel's test-bank buttons and clock act on those APIs (rejects when a
 * module cannot be loaded).
 */
export async function openEvents(opener?: HTMLElement | null, apiIds: readonly string[] = []): Promise<void> {
  if (apiIds.length > 0) await ensureSandbox(apiIds);
  render({...state, events: true, opener: opener ?? state.opener});
}
