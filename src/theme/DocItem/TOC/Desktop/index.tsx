import React, {useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import Desktop from '@theme-original/DocItem/TOC/Desktop';
import type DesktopType from '@theme/DocItem/TOC/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import {keepActiveEntryInView} from '@site/src/lib/tocActiveEntry';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DesktopType>;

const PANEL_ID = 'doc-toc-panel';

/**
 * The desktop table of contents, with two additions:
 * - its active entry stays in view: on a long page (an API reference lists a hundred entries) the list
 *   scrolls with the reader instead of highlighting an entry below its fold (src/lib/tocActiveEntry.ts);
 * - on an API reference page between 1,364 and 1,620 px, where the reference needs the width for its two
 *   columns, the list leaves the right-hand column and opens from an "On this page" button at the foot
 *   of the docs sidebar (styles: src/components/ApiReference/styles.css, which only
 *   reference pages load). Elsewhere the button is not displayed and the list is the usual sticky column.
 */
export default function DesktopWrapper(props: Props) {
  const root = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => (root.current ? keepActiveEntryInView(root.current) : undefined), []);
  useEffect(() => {
    if (!open) return undefined;
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    root.current?.addEventListener('keydown', close);
    const element = root.current;
    return () => element?.removeEventListener('keydown', close);
  }, [open]);
  return (
    <div ref={root} className={clsx('doc-toc', styles.toc, open && 'doc-toc--open')}>
      <button
        type="button"
        className={clsx('clean-btn', 'doc-toc__toggle', styles.toggle)}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((was) => !was)}>
        On this page
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- closes the panel after a link inside was followed (links handle their own keys) */}
      <div
        id={PANEL_ID}
        className={clsx('doc-toc__panel', styles.panel)}
        onClick={(event) => {
          if ((event.target as Element).closest('a')) setOpen(false);
        }}>
        <Desktop {...props} />
      </div>
    </div>
  );
}
