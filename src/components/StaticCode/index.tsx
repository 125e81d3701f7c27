/**
 * A code block highlighted at build time (plugins/code-highlight). Renders the HTML as is, so
 * hydration does no tokenising; the copy button reads the text from the DOM.
 *
 * A public page's code is HTML only, never in its script: the server renders it from the page's server-only module
 * (`html`) and React adopts the HTML the page holds (the browser's `html` is undefined); a page reached by client-side
 * navigation fetches its code file (`src`, block `n`) once. A restricted page, and a block rendered at run time
 * (src/theme/CodeBlock), pass `html` to both sides.
 *
 * Off screen, a block is not laid out or painted (`content-visibility: auto`): on the long PHP SDK guide
 * code tokens are 2,700 of the page's 4,600 elements. Code lines never wrap, so the block's height is known
 * without laying it out (its line count times the line height, `--code-lines`): the page is as tall before
 * a block is rendered (or fetched) as after, and nothing moves while the reader scrolls.
 */
import React, {useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import copyText from 'copy-text-to-clipboard';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {fetchOnce} from '@site/src/lib/fetchOnce';
import styles from './styles.module.css';

/** Attribute that marks a block's server-rendered code in the page: `<src>#<n>`. */
const CODE_ATTRIBUTE = 'data-static-code';

/** The block's HTML when the page already holds it (hydration, or the same file's block still on screen). */
function pageHtml(key: string | undefined): string | undefined {
  if (key === undefined || typeof document === 'undefined') return undefined;
  const node = document.querySelector(`[${CODE_ATTRIBUTE}="${CSS.escape(key)}"]`);
  return node && node.childNodes.length > 0 ? node.innerHTML : undefined;
}

/** A page's code file: its blocks' HTML, in order. */
async function readCodeFile(res: Response): Promise<readonly string[]> {
  const value: unknown = await res.json();
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string'))
    throw new Error('code file: expected a JSON array of HTML strings');
  return value;
}

export default function StaticCode({
  html,
  language = 'text',
  title,
  lines,
  src,
  n,
}: {
  /** The highlighted HTML; undefined in the browser for a public page's block (the page or its code file holds it). */
  html?: string;
  language?: string;
  title?: string;
  /** The block's line count (from the HTML when not given). */
  lines?: string;
  /** The page's code file and the block's index in it. */
  src?: string;
  n?: string;
}) {
  const pre = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  const url = useBaseUrl(src ?? '');
  const key = src !== undefined && n !== undefined ? `${src}#${n}` : undefined;
  const [shown, setShown] = useState(() => html ?? pageHtml(key));
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (shown !== undefined || src === undefined) return undefined;
    let live = true;
    fetchOnce(url, readCodeFile).then(
      (all) => {
        const block = all[Number(n)];
        if (!live) return;
        if (block === undefined) setFailed(true);
        else {
          setShown(block);
          setFailed(false);
        }
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [shown, src, url, n, attempt]);
  const copy = () => {
    // copy-text-to-clipboard also works where navigator.clipboard is missing (plain-HTTP origins).
    if (copyText(pre.current?.textContent ?? '')) {
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1500);
    }
  };
  const lineCount = lines !== undefined ? Number(lines) : (html ?? '').replace(/\n$/, '').split('\n').length;
  const marker = key !== undefined ? {[CODE_ATTRIBUTE]: key} : {};
  return (
    <div className={clsx('theme-code-block', 'code-tokens', `language-${language}`, styles.block)}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.body}>
        <pre ref={pre} className={styles.pre} tabIndex={0} style={{'--code-lines': lineCount} as React.CSSProperties}>
          <code className={`language-${language}`} {...marker} dangerouslySetInnerHTML={{__html: shown ?? ''}} />
        </pre>
        <button
          type="button"
          className={clsx('clean-btn', styles.copy)}
          onClick={copy}
          aria-label={copied ? 'Copied' : 'Copy code to clipboard'}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      {failed && (
        <div role="alert" className="alert alert--danger">
          This code could not be loaded.{' '}
          <button type="button" className="button button--sm button--danger" onClick={() => setAttempt((a) => a + 1)}>
            Try again
          </button>
        </div>
      )}
    </div>
  );
}
