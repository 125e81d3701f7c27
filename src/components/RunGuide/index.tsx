/**
 * "Run this guide" under a walkthrough's steps (plugins/arazzo/steps.ts puts it there with the steps): a plain button;
 * the first click loads the runner (./Runner, one chunk `run-guide`, with the page's sandbox engine of Try it) and the
 * workflow's module (`src`, served beside the workflow: plugins/arazzo), nothing of them before. The run stays in the
 * page: the sandbox answers every step.
 */
import React, {useState} from 'react';

export interface RunGuideProps {
  /** The workflow's name (`toolkit-payment-lifecycle`). */
  name: string;
  /** Its title (`info.title`). */
  title: string;
  /** URL of its browser module. */
  src: string;
}

type RunnerModule = typeof import('./Runner');

export default function RunGuide(props: RunGuideProps) {
  const [runner, setRunner] = useState<RunnerModule | undefined>();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  if (runner) return <runner.default {...props} />;
  return (
    <div className="run-guide run-guide--closed" data-workflow={props.name}>
      <button
        type="button"
        className="button button--primary"
        disabled={state === 'loading'}
        onClick={() => {
          setState('loading');
          import(/* webpackChunkName: "run-guide" */ './Runner').then(
            (m) => setRunner(() => m),
            () => setState('failed'),
          );
        }}>
        Run this guide
      </button>{' '}
      <span role="status">
        {state === 'failed'
          ? 'The runner could not be loaded: reload the page.'
          : state === 'loading'
            ? 'Loading the sandbox…'
            : 'Runs these steps one by one against a sandbox in this page; nothing is sent over the network.'}
      </span>
    </div>
  );
}
