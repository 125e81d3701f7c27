import React, {useCallback, useRef, useState} from 'react';
import copy from 'copy-text-to-clipboard';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {twinPath} from '@site/src/shared/docs-as-text';
import {mcpInstallCommand} from '@site/src/shared/mcp';
import {isRestrictedPath} from '@site/src/restricted';
import styles from './styles.module.css';

type State = 'idle' | 'copied' | 'failed';

const LABEL: Record<State, string> = {idle: 'Copy MCP install command', copied: 'Copied', failed: 'Copy failed'};

/**
 * "Copy MCP install command": the shell line that downloads the docs MCP server and adds it to Claude Code
 * (the restricted section's build on the section's pages). See /guides/ai-assistant.
 */
function CopyMcpCommand({permalink}: {permalink: string}) {
  const {siteConfig} = useDocusaurusContext();
  const [state, setState] = useState<State>('idle');
  const onClick = useCallback(() => {
    setState(copy(mcpInstallCommand(siteConfig.url, isRestrictedPath(permalink))) ? 'copied' : 'failed');
    window.setTimeout(() => setState('idle'), 2000);
  }, [siteConfig.url, permalink]);
  return (
    <button
      type="button"
      className={`button button--sm button--outline button--secondary ${styles.button}`}
      onClick={onClick}
      data-copy-mcp
      aria-live="polite">
      {LABEL[state]}
    </button>
  );
}

/**
 * "Copy page as Markdown": copies the page's Markdown twin (`<path>.md`, written at build time).
 * The twin is fetched when the pointer or focus reaches the button, so the click copies at once.
 * Beside it, "Copy MCP install command".
 */
export default function CopyPageMarkdown({permalink}: {permalink: string}) {
  const url = useBaseUrl(twinPath(permalink));
  const text = useRef<Promise<string> | undefined>(undefined);
  const [state, setState] = useState<State>('idle');
  const load = useCallback(() => {
    text.current ??= fetch(url).then((r) => {
      if (!r.ok) throw new Error(`${url}: ${r.status}`);
      return r.text();
    });
    text.current.catch(() => {
      text.current = undefined;
    });
    return text.current;
  }, [url]);
  const onClick = useCallback(async () => {
    try {
      const ok = copy(await load());
      setState(ok ? 'copied' : 'failed');
    } catch {
      setState('failed');
    }
    window.setTimeout(() => setState('idle'), 2000);
  }, [load]);
  return (
    <div className={styles.bar} data-pagefind-ignore="all">
      <button
        type="button"
        className={`button button--sm button--outline button--secondary ${styles.button}`}
        onClick={onClick}
        onPointerEnter={load}
        onFocus={load}
        data-copy-page
        aria-live="polite">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy page as Markdown'}
      </button>
      <CopyMcpCommand permalink={permalink} />
      <a className={styles.link} href={url} data-markdown-twin>
        View as Markdown
      </a>
    </div>
  );
}
