/**
 * The loader of a reference's fragments, for pages whose HTML does not hold them (after client-side
 * navigation, and the gated provider reference). Nothing is requested until a placeholder asks
 * (`request`); the requests go out once the page as rendered so far is painted, so the first screen never
 * waits for them, and a long reference's parts are requested one per task (starting a fetch costs a few
 * milliseconds) and read as they arrive (fetchOnce.ts, sliced by scheduler.ts). A failure can be retried.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import {fragmentPartUrl, parseFragments} from '@site/src/shared/api-reference';
import {fetchOnce, readFragments} from './fetchOnce';
import {afterPaint, nextTask} from './scheduler';

export interface FragmentsSource {
  /** URL of the whole fragments file. */
  src: string;
  /** Comma-separated first fragment numbers of its parts (a long reference), if split. */
  parts?: string;
  /** The fragments themselves, in the page (development server). */
  inline?: string;
}

export interface FragmentsState {
  /** The fragments, once loaded (or inline). */
  fragments?: string[];
  /** The last load failed (`request` tries again). */
  failed: boolean;
  /** Loads the fragments (once; again after a failure). */
  request: () => void;
}

/** Loads every URL after the next paint, each request in a task of its own, and joins the parts in order. */
export async function loadFragments(urls: readonly string[]): Promise<string[]> {
  await afterPaint();
  const lists: Promise<string[]>[] = [];
  for (const url of urls) {
    lists.push(fetchOnce(url, readFragments));
    await nextTask();
  }
  return (await Promise.all(lists)).flat();
}

export function useFragments(source: FragmentsSource): FragmentsState {
  const {src, parts, inline} = source;
  const [fragments, setFragments] = useState<string[] | undefined>(() => (inline ? parseFragments(inline) : undefined));
  const [failed, setFailed] = useState(false);
  const loading = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const request = useCallback(() => {
    if (loading.current || fragments) return;
    loading.current = true;
    setFailed(false);
    // The parts of a long reference, else the whole file.
    loadFragments(parts ? parts.split(',').map((_, k) => fragmentPartUrl(src, k)) : [src]).then(
      (list) => {
        if (mounted.current) setFragments(list);
      },
      (error: Error) => {
        console.warn(`API reference: could not load ${src} (${error.message})`);
        loading.current = false;
        if (mounted.current) setFailed(true);
      },
    );
  }, [src, parts, fragments]);
  return {fragments, failed, request};
}
