/**
 * A code block highlighted at build time (plugins/code-highlight). Renders the HTML as is, so
 * hydration does no tokenising; the copy button reads the text from the DOM.
 *
 * Off screen, a block is not laid out or painted (`content-visibility: auto`): on the long PHP SDK guide
 * code tokens are 2,700 of the page's 4,600 elements. Code lines never wrap, so the block's height is known
 * without laying it out (its line count times the line height, `--code-lines`): the page is as tall before
 * a block is rendered as after, and nothing moves while the reader scrolls.
 */
import React, {useRef, useState} from 'react';
import clsx from 'clsx';
import copyText from 'copy-text-to-clipboard';
import styles from './styles.module.css';

export default function StaticCode({
  html,
  language = 'text',
  title,
}: {
  html: string;
  language?: string;
  title?: string;
}) {
  const pre = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = () => {
    // copy-text-to-clipboard also works where navigator.clipboard is missing (plain-HTTP origins).
    if (copyText(pre.current?.textContent ?? '')) {
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1500);
    }
  };
  const lines = html.replace(/\n$/, '').split('\n').length;
  return (
    <div className={clsx('theme-code-block', 'code-tokens', `language-${language}`, styles.block)}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.body}>
        <pre ref={pre} className={styles.pre} tabIndex={0} style={{'--code-lines': lines} as React.CSSProperties}>
          <code className={`language-${language}`} dangerouslySetInnerHTML={{__html: html}} />
        </pre>
        <button
          type="button"
          className={clsx('clean-btn', styles.copy)}
          onClick={copy}
          aria-label={copied ? 'Copied' : 'Copy code to clipboard'}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
    </div>
  );
}
