/**
 * Navbar search over the Pagefind index built by `npm run build` (scripts/search-index.mjs).
 * Pagefind's script is fetched only when the box opens, so pages carry no search cost.
 */
import React, {useCallback, useEffect, useId, useRef, useState} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {moveSelection, toHits, type PagefindResultData, type SearchHit} from '@site/src/components/Search/results';
import styles from './styles.module.css';

type Pagefind = {
  options: (o: Record<string, unknown>) => Promise<void>;
  debouncedSearch: (
    q: string,
    o?: unknown,
    ms?: number,
  ) => Promise<{results: {data: () => Promise<PagefindResultData>}[]} | null>;
};

let pagefindPromise: Promise<Pagefind> | null = null;
function loadPagefind(url: string): Promise<Pagefind> {
  pagefindPromise ??= import(/* webpackIgnore: true */ url).then(async (pf: Pagefind) => {
    await pf.options({excerptLength: 22});
    return pf;
  });
  pagefindPromise.catch(() => {
    pagefindPromise = null;
  });
  return pagefindPromise;
}

export default function SearchBar() {
  const [open, setOpen] = useState(false);
  const [isMac, setIsMac] = useState(false);
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
      {open && <SearchDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function SearchDialog({onClose}: {onClose: () => void}) {
  const pagefindUrl = useBaseUrl('/pagefind/pagefind.js');
  const history = useHistory();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [selected, setSelected] = useState(-1);
  const [status, setStatus] = useState<'idle' | 'loading' | 'ready' | 'unavailable'>('idle');
  const listId = useId();
  const labelId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    dialog?.showModal();
    loadPagefind(pagefindUrl).then(
      // A query typed while the index loads keeps 'loading' until its own results arrive.
      () => setStatus((s) => (s === 'idle' ? 'ready' : s)),
      () => setStatus('unavailable'),
    );
    return () => dialog?.close();
  }, [pagefindUrl]);

  useEffect(() => {
    let stale = false;
    const q = query.trim();
    if (!q) {
      setHits([]);
      setSelected(-1);
      return;
    }
    setStatus((s) => (s === 'unavailable' ? s : 'loading'));
    loadPagefind(pagefindUrl)
      .then(async (pf) => {
        const search = await pf.debouncedSearch(q, {}, 150);
        if (!search || stale) return;
        const pages = await Promise.all(search.results.slice(0, 8).map((r) => r.data()));
        if (stale) return;
        const next = toHits(pages);
        setHits(next);
        setSelected(next.length ? 0 : -1);
        setStatus('ready');
      })
      .catch(() => !stale && setStatus('unavailable'));
    return () => {
      stale = true;
    };
  }, [query, pagefindUrl]);

  const go = useCallback(
    (hit: SearchHit) => {
      onClose();
      history.push(hit.url);
    },
    [history, onClose],
  );

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      // A search input would only clear itself on Escape; close the box instead.
      e.preventDefault();
      onClose();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setSelected((s) => moveSelection(s, hits.length, e.key as 'ArrowDown' | 'ArrowUp'));
    } else if (e.key === 'Enter' && selected >= 0 && hits[selected]) {
      e.preventDefault();
      go(hits[selected]);
    }
  };

  return (
    // A click on the backdrop closes the dialog; the keyboard closes it with Escape (onCancel).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={labelId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => e.target === dialogRef.current && onClose()}>
      <div className={styles.panel}>
        <label id={labelId} className={styles.srOnly} htmlFor={`${listId}-input`}>
          Search the Fernpay docs
        </label>
        <input
          id={`${listId}-input`}
          className={styles.input}
          type="search"
          role="combobox"
          aria-expanded={hits.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={selected >= 0 ? `${listId}-${selected}` : undefined}
          placeholder="Search fields, endpoints, guides…"
          autoComplete="off"
          spellCheck={false}
          // The dialog opens for typing: focus goes to its input, as in every search dialog.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label="Search results" className={styles.results}>
          {hits.map((hit, i) => (
            <li
              key={hit.key}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === selected}
              className={styles.hit}
              onMouseEnter={() => setSelected(i)}>
              <a
                href={hit.url}
                tabIndex={-1}
                onClick={(e) => {
                  e.preventDefault();
                  go(hit);
                }}>
                <span className={styles.hitTitle}>
                  {hit.page}
                  {hit.heading && hit.heading !== hit.page && (
                    <span className={styles.hitHeading}> › {hit.heading}</span>
                  )}
                </span>
                <span className={styles.excerpt} dangerouslySetInnerHTML={{__html: hit.excerpt}} />
              </a>
            </li>
          ))}
        </ul>
        <p className={styles.status} aria-live="polite">
          {status === 'unavailable'
            ? 'Search index not found. It is built by `npm run build`; the dev server has none.'
            : query.trim() && status !== 'ready'
              ? 'Loading…'
              : query.trim() && hits.length === 0
                ? `No results for “${query.trim()}”.`
                : query.trim()
                  ? `${hits.length} result${hits.length === 1 ? '' : 's'}. Use ↑ ↓ and Enter.`
                  : 'Type to search. Esc closes.'}
        </p>
      </div>
    </dialog>
  );
}
