/**
 * Run-time side of the API reference (the compiler is plugins/api-reference). A reference is
 * server-rendered HTML in numbered fragments: on the first load React adopts the HTML already in
 * the page without walking it; after client-side navigation (or on a restricted page, whose
 * static HTML never holds the reference) the fragments come from one same-origin JSON file and
 * are inserted a slice at a time (insertFragments.ts).
 */
import React, {createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {FRAGMENT_ATTRIBUTE, fragmentKey, parseFragments, type ApiFragmentsProps, type ApiHtmlProps} from '@site/src/shared/api-reference';
import {applySampleLanguage, installBehaviour} from './behaviour';
import {fetchOnce} from './fetchOnce';
import {insertFragments} from './insertFragments';
import './styles.css';

interface FragmentsState {
  api: string;
  request: () => void;
  /** Ref callback of a placeholder (a fragment not in the page's HTML): null when it unmounts. */
  register: (n: number, element: HTMLElement | null) => void;
}

const FragmentsContext = createContext<FragmentsState | null>(null);
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export function ApiFragments({api, src, inline, samples, children}: ApiFragmentsProps & {children: ReactNode}) {
  const [fragments, setFragments] = useState<string[] | undefined>(() => (inline ? parseFragments(inline) : undefined));
  const [failed, setFailed] = useState(false);
  const requested = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  // Placeholders by fragment number; fragments are put into them outside React (insertFragments).
  const placeholders = useRef(new Map<number, HTMLElement>());
  const inserting = useRef<string[] | undefined>(undefined);
  const request = useCallback(() => {
    if (requested.current || fragments) return;
    requested.current = true;
    fetchOnce(src, parseFragments).then(setFragments, (error: Error) => {
      console.warn(`API reference: could not load ${src} (${error.message})`);
      if (root.current) delete root.current.dataset.pending;
      setFailed(true);
    });
  }, [src, fragments]);
  const register = useCallback((n: number, element: HTMLElement | null) => {
    if (!element) {
      placeholders.current.delete(n);
      return;
    }
    placeholders.current.set(n, element);
    // A placeholder that mounts after the fragments were handed out gets its own at once.
    const list = inserting.current;
    if (list && element.childNodes.length === 0 && list[n]) {
      element.innerHTML = list[n];
      applySampleLanguage(element);
    }
  }, []);
  useEffect(() => installBehaviour(), []);
  useIsomorphicLayoutEffect(() => {
    if (!root.current) return;
    // Server HTML adopted on the first load: apply the reader's code-sample language.
    applySampleLanguage(root.current);
    // Fragments still to come: keep the reference invisible (not collapsed) until the first slice is
    // in, so the prose between fragments does not jump when they arrive. Set before the first paint.
    if (!fragments && placeholders.current.size > 0) root.current.dataset.pending = '';
  }, []);
  useIsomorphicLayoutEffect(() => {
    if (!fragments) return undefined;
    inserting.current = fragments;
    const pending = [...placeholders.current]
      .filter(([, element]) => element.childNodes.length === 0)
      .sort(([a], [b]) => a - b)
      .map(([n, element]) => ({element, html: fragments[n] ?? ''}));
    const stop = insertFragments(pending, applySampleLanguage);
    if (root.current) delete root.current.dataset.pending;
    return stop;
  }, [fragments]);
  const scope = useMemo(() => ({api, request, register}), [api, request, register]);
  return (
    <FragmentsContext.Provider value={scope}>
      <div className="api-reference" ref={root} data-samples-src={samples}>
        {failed && (
          <div role="alert" className="alert alert--danger">
            This reference could not be loaded. <a href={typeof window === 'undefined' ? undefined : window.location.pathname}>Reload the page</a>.
          </div>
        )}
        {children}
      </div>
    </FragmentsContext.Provider>
  );
}

/** HTML already in the document for this fragment (first load), read once before hydration changes anything. */
function serverHtml(key: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const node = document.querySelector(`[${FRAGMENT_ATTRIBUTE}="${CSS.escape(key)}"]`);
  return node && node.childNodes.length > 0 ? node.innerHTML : undefined;
}

/**
 * One fragment. In the page's HTML (first load of a public page): adopted as it is. Otherwise an
 * empty placeholder that asks for the API's fragments and is filled by insertFragments; React never
 * manages its children, so re-renders leave the inserted HTML alone.
 */
export function ApiHtml({n}: ApiHtmlProps) {
  const scope = useContext(FragmentsContext);
  if (!scope) throw new Error('<ApiHtml> must be inside <ApiFragments>');
  const key = fragmentKey(scope.api, n);
  const [adopted] = useState(() => serverHtml(key));
  const {request, register} = scope;
  useEffect(() => {
    if (adopted === undefined) request();
  }, [adopted, request]);
  const ref = useCallback((element: HTMLDivElement | null) => register(Number(n), element), [register, n]);
  const props = {[FRAGMENT_ATTRIBUTE]: key};
  if (adopted !== undefined) return <div className="api-html" {...props} dangerouslySetInnerHTML={{__html: adopted}} />;
  return <div className="api-html" {...props} ref={ref} />;
}
