/**
 * Run-time side of the API reference (the compiler is plugins/api-reference). A reference is
 * server-rendered HTML in numbered fragments: the server renders a public reference's fragments
 * into their placeholders (from a server-only module, ./serverFragments.ts); on the first load React
 * adopts that HTML without walking it; after client-side navigation (or on a restricted page, whose
 * static HTML never holds the reference) the fragments are loaded (useFragments.ts) and inserted a
 * slice at a time (insertFragments.ts). Work that takes long is sliced by one scheduler (scheduler.ts);
 * the #target is kept in place by its one owner (src/lib/hashTarget.ts); nothing is measured (entries off
 * screen keep a placeholder size, styles.css); tabs, copy buttons, field links and "Expand all" are handled on the reference's own element (behaviour.ts). Nothing is left on the window or
 * the document once a reference unmounts.
 */
import React, {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {pageRoute} from '@site/src/docusaurus/client';
import {hashTarget, useHashTarget} from '@site/src/lib/hashTarget';
import {
  FRAGMENT_ATTRIBUTE,
  fragmentHolding,
  fragmentKey,
  parseFragments,
  type ApiFragmentsProps,
  type ApiHtmlProps,
} from '@site/src/shared/api-reference';
import {applySampleLanguage, onReferenceClick, onReferenceKeyDown, openSandbox} from './behaviour';
import {anchorLaidOutEntries} from './anchoring';
import {insertFragments} from './insertFragments';
import renderedFragments from './serverFragments';
import {useFragments} from './useFragments';
import './styles.css';

interface FragmentsScope {
  api: string;
  request: () => void;
  /** Fragments in the page's HTML, by key (serverFragments). */
  server: ReadonlyMap<string, string>;
  /** Ref callback of a placeholder (a fragment not in the page's HTML): null when it unmounts. */
  register: (n: number, element: HTMLElement | null) => void;
}

const FragmentsContext = createContext<FragmentsScope | null>(null);

export function ApiFragments({
  api,
  src,
  inline,
  samples,
  parts,
  head: headProp,
  children,
}: ApiFragmentsProps & {children: ReactNode}) {
  const {fragments, failed, request} = useFragments({src, parts, inline});
  // The first fragments of a reference written as HTML only come with the page: they fill their
  // placeholders as these mount, so the first screen does not wait for the fetch.
  const [head] = useState(() => (headProp ? parseFragments(headProp) : []));
  const root = useRef<HTMLDivElement>(null);
  // Placeholders by fragment number; fragments are put into them outside React (insertFragments).
  const placeholders = useRef(new Map<number, HTMLElement>());
  const inserting = useRef<string[] | undefined>(undefined);
  // The #target: held in place while this reference's entries and fragments settle (src/lib/hashTarget.ts).
  useHashTarget(true);
  const register = useCallback(
    (n: number, element: HTMLElement | null) => {
      if (!element) {
        placeholders.current.delete(n);
        return;
      }
      placeholders.current.set(n, element);
      // A placeholder that mounts after the fragments were handed out gets its own at once.
      const html = inserting.current?.[n] ?? head[n];
      if (html && element.childNodes.length === 0) {
        element.innerHTML = html;
        applySampleLanguage(element);
      }
    },
    [head],
  );
  useIsomorphicLayoutEffect(() => {
    if (!root.current) return;
    // Server HTML adopted on the first load: apply the reader's code-sample language.
    applySampleLanguage(root.current);
    // Fragments still to come: keep the reference as tall as the viewport (the footer stays below)
    // and, unless its first fragments came with the page, invisible (not collapsed) until the first
    // slice is in, so the prose between fragments does not jump when they arrive. Set before the first paint.
    if (!fragments && placeholders.current.size > 0) root.current.dataset.pending = head.length > 0 ? 'partial' : '';
  }, []);
  useIsomorphicLayoutEffect(() => {
    if (failed && root.current) delete root.current.dataset.pending;
  }, [failed]);
  // Scroll anchoring keeps to entries laid out (anchoring.ts).
  useEffect(() => (root.current ? anchorLaidOutEntries(root.current) : undefined), []);
  useIsomorphicLayoutEffect(() => {
    if (!fragments) return undefined;
    inserting.current = fragments;
    const pending = [...placeholders.current]
      .filter(([, element]) => element.childNodes.length === 0)
      .sort(([a], [b]) => a - b)
      .map(([n, element]) => ({element, html: fragments[n] ?? ''}));
    // A #target inside a fragment not in the page yet (a reference written as HTML only): start there.
    const id = window.location.hash ? decodeURIComponent(window.location.hash.slice(1)) : '';
    const holder = id && !hashTarget() ? placeholders.current.get(fragmentHolding(fragments, id)) : undefined;
    return insertFragments(pending, applySampleLanguage, {
      anchor: holder,
      onFirstSlice: () => {
        if (root.current) delete root.current.dataset.pending;
      },
    });
  }, [fragments]);
  // A link with `?try=<operationId>` (the sandbox guides' rows): open that operation's Try it, prefilled, once
  // its button is in the page (fragments may still be arriving). Without JavaScript the link is a plain anchor.
  const {search} = useLocation();
  useEffect(() => {
    const operationId = new URLSearchParams(search).get('try');
    const element = root.current;
    if (!operationId || !element) return undefined;
    const find = () => element.querySelector<HTMLButtonElement>(`button[data-try-it="${CSS.escape(operationId)}"]`);
    const found = find();
    if (found) {
      openSandbox(found, search);
      return undefined;
    }
    const observer = new MutationObserver(() => {
      const button = find();
      if (!button) return;
      observer.disconnect();
      openSandbox(button, search);
    });
    observer.observe(element, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [search]);
  const [server] = useState(() => serverFragments(api));
  const scope = useMemo(() => ({api, request, register, server}), [api, request, register, server]);
  const history = useHistory();
  // Links in fragments are plain HTML: follow the ones to other pages of the site in the app, as
  // Docusaurus' <Link> does, instead of loading the whole site again.
  const followLink = (event: React.MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element).closest?.('a[href]');
    if (
      !(link instanceof HTMLAnchorElement) ||
      !link.closest('.api-html') ||
      link.target ||
      link.hasAttribute('download')
    )
      return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin || url.pathname === window.location.pathname || !pageRoute(url.pathname))
      return;
    event.preventDefault();
    history.push(url.pathname + url.search + url.hash);
  };
  // Tabs and copy buttons inside the fragments (behaviour.ts), then links: all handled here, on the
  // reference's own element, so nothing is attached to the document.
  const onClick = (event: React.MouseEvent) => {
    onReferenceClick(event.nativeEvent);
    followLink(event);
  };
  return (
    <FragmentsContext.Provider value={scope}>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- delegated: the tabs, buttons and links inside are the interactive elements */}
      <div
        className="api-reference"
        // Search takes a reference's records from the compiler (plugins/api-reference/search.ts), not from its HTML.
        data-pagefind-ignore="all"
        ref={root}
        data-samples-src={samples}
        onClick={onClick}
        onKeyDown={(event) => onReferenceKeyDown(event.nativeEvent)}>
        {failed && (
          <div role="alert" className="alert alert--danger">
            This reference could not be loaded.{' '}
            <button type="button" className="button button--sm button--danger" onClick={request}>
              Try again
            </button>
          </div>
        )}
        {children}
      </div>
    </FragmentsContext.Provider>
  );
}

/**
 * The reference's headings, for the page's table of contents only: a reference written as HTML
 * only (restricted) renders its headings inside its fragments, so this renders nothing.
 */
export function ApiToc(_: {children?: ReactNode}) {
  return null;
}

/**
 * This API's fragments in the page's HTML, by key. On the server: the public references' fragments from
 * the server-only module (empty for a restricted reference, and in the browser bundle). In the browser:
 * the fragments the server rendered, read once, before hydration changes anything, with one query for
 * the whole reference, so hydration renders exactly the HTML that is there.
 */
function serverFragments(api: string): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof document === 'undefined') {
    for (const [n, html] of (renderedFragments[api] ?? []).entries()) found.set(fragmentKey(api, n), html);
    return found;
  }
  for (const node of Array.from(document.querySelectorAll(`[${FRAGMENT_ATTRIBUTE}^="${CSS.escape(api)}:"]`))) {
    if (node.childNodes.length > 0) found.set(node.getAttribute(FRAGMENT_ATTRIBUTE) ?? '', node.innerHTML);
  }
  return found;
}

/**
 * One fragment. In the page's HTML (server rendering and the first load of a public page): rendered, and
 * adopted as it is when hydrating (the same string, so React leaves it alone). Otherwise an
 * empty placeholder that asks for the API's fragments and is filled by insertFragments; React never
 * manages its children, so re-renders leave the inserted HTML alone.
 */
export function ApiHtml({n}: ApiHtmlProps) {
  const scope = useContext(FragmentsContext);
  if (!scope) throw new Error('<ApiHtml> must be inside <ApiFragments>');
  const key = fragmentKey(scope.api, n);
  const [adopted] = useState(() => scope.server.get(key));
  const {request, register} = scope;
  useEffect(() => {
    if (adopted === undefined) request();
  }, [adopted, request]);
  const ref = useCallback((element: HTMLDivElement | null) => register(Number(n), element), [register, n]);
  const props = {[FRAGMENT_ATTRIBUTE]: key};
  if (adopted !== undefined) return <div className="api-html" {...props} dangerouslySetInnerHTML={{__html: adopted}} />;
  return <div className="api-html" {...props} ref={ref} />;
}
