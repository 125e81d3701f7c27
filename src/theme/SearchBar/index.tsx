/**
 * Navbar search over the Pagefind indexes built by `npm run build` (scripts/search-index.mjs). A page
 * carries only this button: the dialog, the engine and the index (src/components/Search) start loading
 * when the button is hovered, focused or pressed (or Ctrl/Cmd+K), so the first query answers at once and
 * no page pays for search before a reader reaches for it.
 */
import React, {lazy, Suspense, useCallback, useEffect, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

type DialogModule = typeof import('@site/src/components/Search/Dialog');

let dialogChunk: Promise<DialogModule> | undefined;
/** The dialog's chunk, fetched once (again after a failure). */
function dialogModule(): Promise<DialogModule> {
  dialogChunk ??= import('@site/src/components/Search/Dialog');
  dialogChunk.catch(() => {
    dialogChunk = undefined;
  });
  return dialogChunk;
}
const SearchDialog = lazy(dialogModule);

export default function SearchBar() {
  const [open, setOpen] = useState(false);
  const [isMac, setIsMac] = useState(false);
  // The section filter stays as chosen while the reader types, and between openings of the box.
  const [section, setSection] = useState<string | undefined>(undefined);
  // What the reader types between Ctrl+K and the dialog's arrival goes into its input.
  const typed = useRef('');
  const baseUrl = useBaseUrl('/');
  const warmUp = useCallback(() => {
    dialogModule()
      .then((m) => m.warmUp(baseUrl))
      .catch(() => undefined);
  }, [baseUrl]);
  const show = useCallback(() => {
    typed.current = '';
    setOpen(true);
  }, []);

  useEffect(() => {
    setIsMac(/Mac|iPhone|iPad/.test(navigator.platform));
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show]);

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={show}
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
        <kbd className={styles.kbd}>{isMac ? '⌘' : 'Ctrl'} K</kbd>
      </button>
      {open && (
        <Suspense fallback={<Typing typed={typed} onClose={() => setOpen(false)} />}>
          <SearchDialog
            baseUrl={baseUrl}
            typed={typed}
            section={section}
            onSection={setSection}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

/** While the dialog loads: keeps what the reader types (and Escape still closes). Renders nothing. */
function Typing({typed, onClose}: {typed: React.MutableRefObject<string>; onClose: () => void}) {
  useEffect(() => {
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
  }, [typed, onClose]);
  return null;
}
