/**
 * One step's request in every sample language, on a walkthrough page (`<WorkflowSteps>`, plugins/arazzo/steps.ts).
 * The samples are HTML, never part of the page's script (src/shared/workflow-samples.ts): a public page's static HTML
 * holds them (the server renders them from a server-only module, ./serverSamples.ts) and React adopts that HTML as it
 * is; after client-side navigation, or on a restricted page (whose static HTML holds nothing), they are fetched from
 * the file served beside the workflow, once per workflow. Tabs and copy buttons work as the API reference's
 * (src/components/ApiReference/behaviour.ts), on this element.
 */
import React, {useEffect, useRef, useState} from 'react';
import {
  WORKFLOW_SAMPLE_ATTRIBUTE,
  parseWorkflowSamples,
  workflowSampleKey,
  type WorkflowSampleProps,
} from '@site/src/shared/workflow-samples';
import {applySampleLanguage, onReferenceClick, onReferenceKeyDown} from '../ApiReference/behaviour';
import {fetchOnce} from '@site/src/lib/fetchOnce';
import renderedSamples from './serverSamples';
import '../ApiReference/styles.css';
import './styles.css';

/** The step's HTML when the page already holds it: the server module on the server, the page's HTML in the browser. */
function pageHtml(key: string): string | undefined {
  if (typeof document === 'undefined') return renderedSamples[key];
  const node = document.querySelector(`[${WORKFLOW_SAMPLE_ATTRIBUTE}="${CSS.escape(key)}"]`);
  return node && node.childNodes.length > 0 ? node.innerHTML : undefined;
}

export default function WorkflowSample({name, n, src, inline}: WorkflowSampleProps) {
  const key = workflowSampleKey(name, n);
  const [adopted] = useState(() => inline ?? pageHtml(key));
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    if (adopted !== undefined) {
      applySampleLanguage(element);
      return undefined;
    }
    let live = true;
    fetchOnce(src, (res) => res.text().then(parseWorkflowSamples)).then(
      (all) => {
        const html = all[Number(n)];
        if (!live) return;
        if (html === undefined) {
          setFailed(true);
          return;
        }
        element.innerHTML = html;
        applySampleLanguage(element);
        setFailed(false);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [adopted, src, n, attempt]);
  const props = {[WORKFLOW_SAMPLE_ATTRIBUTE]: key};
  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- delegated: the tabs and buttons inside are the interactive elements */}
      <div
        className="workflow-sample"
        {...props}
        ref={root}
        onClick={(event) => onReferenceClick(event.nativeEvent)}
        onKeyDown={(event) => onReferenceKeyDown(event.nativeEvent)}
        {...(adopted !== undefined ? {dangerouslySetInnerHTML: {__html: adopted}} : {})}
      />
      {failed && (
        <div role="alert" className="alert alert--danger">
          This step&apos;s code samples could not be loaded.{' '}
          <button type="button" className="button button--sm button--danger" onClick={() => setAttempt((a) => a + 1)}>
            Try again
          </button>
        </div>
      )}
    </>
  );
}
