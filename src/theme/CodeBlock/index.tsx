import React from 'react';
import StaticCode from '@site/src/components/StaticCode';
import {escapeHtml} from '@site/src/shared/api-reference';

type Props = {children?: React.ReactNode; className?: string; language?: string; title?: React.ReactNode};

/**
 * Replaces the stock CodeBlock. Markdown code blocks and API samples are highlighted at build
 * time and rendered by StaticCode; this fallback covers any code block rendered at run time
 * (plain text, same look and copy button) so no highlighter runs in the browser.
 */
export default function CodeBlock({children, className, language, title}: Props) {
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
  const text = typeof children === 'string' ? children : React.Children.toArray(children).join('');
  return (
    <StaticCode
      language={lang}
      html={escapeHtml(text.replace(/\n$/, ''))}
      title={typeof title === 'string' ? title : undefined}
    />
  );
}
