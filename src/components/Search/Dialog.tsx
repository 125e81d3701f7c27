/**
 * The search dialog (a chunk of its own, with the engine: fetched when the navbar box is hovered, focused
 * or opened, never with a page): an input (`role="combobox"`), the section filter, the results
 * (`role="listbox"`; each `role="option"` is the result's link) and a status line.
 */
import React, {useCallback, useEffect, useId, useRef, useState} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {isRestrictedPath} from '@site/src/restricted';
import {OTHER_APIS_ROUTE, RESTRICTED_SEARCH_SECTION, SEARCH_SECTIONS} from '@site/src/shared/search';
import {otherApiWordText, shownForText} from '@site/src/shared/search-plan';
import {loadEngine, searchHits, type SearchAnswer} from './engine';
import {moveSelection, statusText, type SearchHit} from './results';
import styles from './Dialog.module.css';

/** Starts loading the index (the box was hovered or focused); a failure shows once the dialog is open. */
export function warmUp(baseUrl: string): void {
  loadEngine(baseUrl).catch(() => undefined);
}

export default function SearchDialog({
  baseUrl,
  typed,
  section,
  onSection,
  onClose,
}: {
  baseUrl: string;
  /** What the reader typed while the dialog was loading (read when it mounts). */
  typed: {readonly current: string};
  section: string | undefined;
  onSection: (section: string | undefined) => void;
  onClose: () => void;
}) {
  const history = useHistory();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(() => typed.current);
  // The results and the query (and section) they answer: until the current query's arrive, it is loading
  // (derived, so no render ever shows the previous answer as this query's "No results").
  const [answer, setAnswer] = useState<{
    key: string;
    hits: SearchHit[];
    total: number;
    shownFor?: SearchAnswer['shownFor'];
    otherApiWords?: SearchAnswer['otherApiWords'];
  }>({key: '', hits: [], total: 0});
  const [selected, setSelected] = useState(-1);
  // The engine failed to load, or the query (and section) whose search failed: a failure is that query's alone, and
  // the next query searches again.
  const [failed, setFailed] = useState(false);
  const [failedKey, setFailedKey] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const [restrictedChip, setRestrictedChip] = useState(false);
  const listId = useId();
  const labelId = useId();
  const q = query.trim();
  const key = JSON.stringify([section ?? '', q]);
  const hits = q ? answer.hits : [];
  const status =
    failed || (q && failedKey === key) ? 'unavailable' : !q ? 'idle' : answer.key === key ? 'ready' : 'loading';
  // Another payment API's words in the query: Fernpay's words for them, shown and read out.
  const otherWords = ((q && answer.otherApiWords) || []).map((w) => otherApiWordText(w)).join(' ');
  const otherApisUrl = useBaseUrl(OTHER_APIS_ROUTE);

  useEffect(() => {
    const dialog = dialogRef.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);

  // Load (or reuse) the engine; Try again loads again.
  useEffect(() => {
    let stale = false;
    setFailed(false);
    setFailedKey(undefined);
    loadEngine(baseUrl).then(
      (loaded) => !stale && setRestrictedChip(loaded.restrictedSearchable),
      () => !stale && setFailed(true),
    );
    return () => {
      stale = true;
    };
  }, [baseUrl, attempt]);

  useEffect(() => {
    if (!q) {
      setSelected(-1);
      return undefined;
    }
    let stale = false;
    searchHits(baseUrl, q, section)
      .then((found) => {
        if (!found || stale) return;
        setFailedKey(undefined);
        setAnswer({
          key,
          hits: found.hits,
          total: found.total,
          shownFor: found.shownFor,
          otherApiWords: found.otherApiWords,
        });
        setSelected(found.hits.length ? 0 : -1);
      })
      .catch(() => !stale && setFailedKey(key));
    return () => {
      stale = true;
    };
  }, [q, key, section, baseUrl, attempt]);

  const go = useCallback(
    (hit: SearchHit) => {
      onClose();
      // Into the restricted section from outside it: a full page load, as its links are (a host that
      // protects the section asks for credentials instead of failing a request inside the app).
      if (
        isRestrictedPath(new URL(hit.url, window.location.href).pathname) &&
        !isRestrictedPath(window.location.pathname)
      )
        window.location.assign(hit.url);
      else history.push(hit.url);
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

  const sections = [...SEARCH_SECTIONS, ...(restrictedChip ? [RESTRICTED_SEARCH_SECTION] : [])];
  const choose = (value: string | undefined) => {
    onSection(value);
    inputRef.current?.focus();
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
          ref={inputRef}
          id={`${listId}-input`}
          className={styles.input}
          type="search"
          role="combobox"
          aria-expanded={hits.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={selected >= 0 ? `${listId}-${selected}` : undefined}
          placeholder="Search operations, fields, guides…"
          autoComplete="off"
          spellCheck={false}
          // The dialog opens for typing: focus goes to its input, as in every search dialog.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <div className={styles.filters} role="group" aria-label="Search in">
          {[undefined, ...sections.map((s) => s.label)].map((label) => (
            <button
              key={label ?? 'all'}
              type="button"
              className={styles.chip}
              aria-pressed={section === label}
              onClick={() => choose(label)}>
              {label ?? 'All'}
            </button>
          ))}
        </div>
        {status === 'ready' && hits.length > 0 && answer.shownFor && (
          <p className={styles.shownFor} aria-hidden="true" data-shown-for>
            {shownForText(answer.shownFor)}
          </p>
        )}
        {status === 'ready' && otherWords && (
          // Another payment API's word: the docs' words for it, whatever the results, and the page that maps them.
          <p className={styles.otherApis} data-other-api-words>
            {otherWords}{' '}
            <a
              href={otherApisUrl}
              onClick={(e) => {
                if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                e.preventDefault();
                onClose();
                history.push(otherApisUrl);
              }}>
              Coming from another payment API
            </a>
          </p>
        )}
        <ul id={listId} role="listbox" aria-label="Search results" className={styles.results}>
          {hits.map((hit, i) => (
            // The option is the result's link itself: a link inside an option would be an interactive
            // control nested in another (options present their children as plain content).
            <li key={hit.key} role="none" className={styles.hit}>
              <a
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === selected}
                href={hit.url}
                tabIndex={-1}
                onMouseEnter={() => setSelected(i)}
                onClick={(e) => {
                  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                  e.preventDefault();
                  go(hit);
                }}>
                <span className={styles.hitTitle}>{hit.title}</span>
                <HitLocation hit={hit} />
                <span className={styles.excerpt} dangerouslySetInnerHTML={{__html: hit.excerpt}} />
              </a>
            </li>
          ))}
        </ul>
        <div className={styles.status}>
          <p aria-live="polite">
            {statusText({query, status, shown: hits.length, total: answer.total})}
            {status === 'ready' && hits.length > 0 && answer.shownFor && (
              <span className={styles.srOnly}> {shownForText(answer.shownFor)}</span>
            )}
            {status === 'ready' && otherWords && <span className={styles.srOnly}> {otherWords}</span>}
          </p>
          {status === 'unavailable' && (
            <button type="button" className={styles.retry} onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          )}
        </div>
      </div>
    </dialog>
  );
}

const KIND_LABEL = {webhook: 'Webhook', schema: 'Schema'} as const;

/** Where a hit is: its API or page, and for an operation its method and path (a webhook: its event). */
function HitLocation({hit}: {hit: SearchHit}) {
  const badge = hit.kind === 'webhook' || hit.kind === 'schema' ? KIND_LABEL[hit.kind] : hit.method;
  return (
    <span className={styles.location}>
      {hit.context && <span className={styles.context}>{hit.context}</span>}
      {(badge || hit.path) && (
        <span className={styles.endpoint}>
          {badge && <span className={styles.badge}>{badge}</span>}
          {hit.path && <code className={styles.path}>{hit.path}</code>}
        </span>
      )}
    </span>
  );
}
