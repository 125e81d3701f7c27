/**
 * Navbar search over the Pagefind indexes built by `npm run build` (scripts/search-index.mjs). A page
 * carries only this button: the dialog, the engine and the index (src/components/Search) start loading
 * when the button is hovered, focused or pressed (or Ctrl/Cmd+K), so the first query answers at once and
 * no page pays for search before a reader reaches for it.
 */
import React, {useCallback, useEffect, useRef, useState, type ComponentType} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {SEARCH_UNAVAILABLE} from '@site/src/components/Search/messages';
import styles from './styles.module.css';

type DialogModule = typeof import('@site/src/components/Search/Dialog');
type DialogProps = React.ComponentProps<DialogModule['default']>;

let dialogChunk: Promise<DialogModule> | undefined;
/** The dialog's chunk, fetched once (again after a failure). */
function dialogModule(): Promise<DialogModule> {
  dialogChunk ??= import('@site/src/components/Search/Dialog');
  dialogChunk.catch(() => {
    dialogChunk = undefined;
  });
  return dialogChunk;
}

export default function SearchBar() {
  const [open, setOpen] = useState(false);
  const [isMac, setIsMac] = useState(false);
  // The section filter stays as chosen while the reader types, and between openings of the box.
  const [section, setSection] = useState<string | undefined>(undefined);
  const baseUrl = useBaseUrl('/');
  const warmUp = useCallback(() => {
    dialogModule()
      .then((m) => m.warmUp(baseUrl))
      .catch(() => undefined);
  }, [baseUrl]);

  useEffect(() => {
    setIsMac(/Mac|iPhone|iPad/.test(navigator.platform));
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={() => setOpen(true)}
        onPointerEnter={warmUp}
        onFocus={warmUp}
        aria-label="Search the docs"
        aria-keyshortcuts="Control+K Meta+K">
        <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
            stroke="currentColor"
            fill="none"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span className={styles.triggerLabel}>Search</span>
        {/* The shortcut is shown by the style (`data-keys`), so the button's visible text is the start of its name
            ("Search the docs": speech input users say what they see); assistive technology reads it from
            aria-keyshortcuts. */}
        <kbd className={styles.kbd} data-keys={`${isMac ? '⌘' : 'Ctrl'} K`} aria-hidden="true" />
      </button>
      {open && (
        <LoadedDialog baseUrl={baseUrl} section={section} onSection={setSection} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

/**
 * The dialog once its chunk is in. Until then nothing shows, but what the reader types is kept for its
 * input (and Escape closes); if the chunk cannot be fetched, a plain dialog says so and offers to try again.
 */
function LoadedDialog(props: Omit<DialogProps, 'typed'>) {
  const {onClose} = props;
  const [Dialog, setDialog] = useState<ComponentType<DialogProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const typed = useRef('');

  useEffect(() => {
    let stale = false;
    setFailed(false);
    dialogModule().then(
      (m) => !stale && setDialog(() => m.default),
      () => !stale && setFailed(true),
    );
    return () => {
      stale = true;
    };
  }, [attempt]);

  const waiting = !Dialog && !failed;
  useEffect(() => {
    if (!waiting) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === 'Escape') onClose();
      else if (e.key === 'Backspace') typed.current = typed.current.slice(0, -1);
      else if (e.key.length === 1) typed.current += e.key;
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [waiting, onClose]);

  if (Dialog) return <Dialog {...props} typed={typed} />;
  if (failed) return <Unavailable onRetry={() => setAttempt((n) => n + 1)} onClose={onClose} />;
  return null;
}

function Unavailable({onRetry, onClose}: {onRetry: () => void; onClose: () => void}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.unavailable}
      aria-label="Search"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}>
      <p role="alert">{SEARCH_UNAVAILABLE}</p>
      <button type="button" className={styles.trigger} onClick={onRetry}>
        Try again
      </button>
      <button type="button" className={styles.trigger} onClick={onClose}>
        Close
      </button>
    </dialog>
  );
}
