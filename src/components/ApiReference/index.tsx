/**
 * Run-time side of the API reference (the compiler is plugins/api-reference). A reference is
 * server-rendered HTML in numbered fragments: on the first load React adopts the HTML already in
 * the page without walking it; after client-side navigation (or on a restricted page, whose
 * static HTML never holds the reference) the fragments come from one same-origin JSON file.
 */
import React, {createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {FRAGMENT_ATTRIBUTE, fragmentKey, parseFragments, type ApiFragmentsProps, type ApiHtmlProps} from '@site/src/shared/api-reference';
import {scrollToHash} from '@site/src/lib/scrollToHash';
import {applySampleLanguage, installBehaviour} from './behaviour';
import {fetchOnce} from './fetchOnce';
import './styles.css';

interface FragmentsState {
  api: string;
  fragments: string[] | undefined;
  failed: boolean;
  request: () => void;
}

const FragmentsContext = createContext<FragmentsState | null>(null);
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export function ApiFragments({api, src, inline, samples, children}: ApiFragmentsProps & {children: ReactNode}) {
  const [fragments, setFragments] = useState<string[] | undefined>(() => (inline ? parseFragments(inline) : undefined));
  const [failed, setFailed] = useState(false);
  const requested = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const request = useCallback(() => {
    if (requested.current || fragments) return;
    requested.current = true;
    fetchOnce(src, parseFragments).then(setFragments, (error: Error) => {
      console.warn(`API reference: could not load ${src} (${error.message})`);
      setFailed(true);
    });
  }, [src, fragments]);
  useEffect(() => installBehaviour(), []);
  useIsomorphicLayoutEffect(() => {
    if (root.current) applySampleLanguage(root.current);
    // Fragments that arrived after navigation moved the content: go back to the requested anchor.
    if (fragments) scrollToHash();
  }, [fragments]);
  return (
    <FragmentsContext.Provider value={{api, fragments, failed, request}}>
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

export function ApiHtml({n}: ApiHtmlProps) {
  const scope = useContext(FragmentsContext);
  if (!scope) throw new Error('<ApiHtml> must be inside <ApiFragments>');
  const key = fragmentKey(scope.api, n);
  const [adopted] = useState(() => serverHtml(key));
  const html = adopted ?? scope.fragments?.[Number(n)];
  const {request} = scope;
  useEffect(() => {
    if (html === undefined) request();
  }, [html, request]);
  const props = {[FRAGMENT_ATTRIBUTE]: key};
  return <div className="api-html" {...props} dangerouslySetInnerHTML={{__html: html ?? ''}} />;
}
