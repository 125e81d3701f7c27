/**
 * The runner of "Run this guide" (chunk `run-guide`, loaded on the first click: index.tsx): the workflow's module
 * (plugins/arazzo writes it beside the workflow), then the page's sandbox engine with the workflow's APIs (Try it's,
 * src/components/TryIt/engine.ts: the same state, kept in this browser), and the shared runner (src/shared/arazzo.ts,
 * as the MCP server's run_workflow). Next step runs one step, Run all runs to the end; each step shows its request,
 * the response status, the outputs it passed on and its criteria. The run stops at the first step whose criteria
 * fail, or at a problem of the workflow, with a message in the live region. Nothing is sent over the network.
 */
import React, {useEffect, useRef, useState} from 'react';
import {
  runSteps,
  WorkflowError,
  workflowOf,
  type ArazzoDocument,
  type ResolvedOperation,
  type StepRequest,
  type StepResponse,
  type StepResult,
} from '../../shared/arazzo';
import {SANDBOX_CONTROL_FILE_NAME} from '../../shared/sandbox';
import {combinePresets} from '../../sandbox/preset';
import {PUBLIC_PRESET} from '../../sandbox/presets/public';
import {sandboxInputs} from '../../sandbox/workflow-inputs';
import type {Operation} from '../../sandbox/openapi';
import {control, ensureSandbox, loadApi, resetSandbox, send} from '../TryIt/engine';
import type {RunGuideProps} from './index';
import './styles.css';

interface Prepared {
  doc: ArazzoDocument;
  resolve: (source: string, operationId: string) => ResolvedOperation;
  sendStep: (request: StepRequest) => Promise<StepResponse>;
  inputs: () => Promise<Record<string, unknown>>;
}

const MAX_SHOWN = 20_000;

/** Loads the workflow's module and the engine modules of the APIs it calls. */
async function prepare(src: string): Promise<Prepared> {
  const m = (await import(/* webpackIgnore: true */ src)) as {
    document: ArazzoDocument;
    control: Record<string, ResolvedOperation>;
  };
  const doc = m.document;
  const apiOf = (url: string) => {
    const file = url.split('/').pop() ?? '';
    return file === SANDBOX_CONTROL_FILE_NAME ? undefined : file.replace(/\.yaml$/, '');
  };
  const apiIds = doc.sourceDescriptions.flatMap((s) => apiOf(s.url) ?? []);
  const loaded = await Promise.all(apiIds.map(loadApi));
  await ensureSandbox(apiIds);
  const operations: Operation[] = loaded.flatMap((l) => l.operations);
  const credentials = combinePresets(
    'page',
    PUBLIC_PRESET,
    ...loaded.flatMap((l) => (l.preset ? [l.preset] : [])),
  ).credentials;
  return {
    doc,
    resolve(source, operationId) {
      const url = doc.sourceDescriptions.find((s) => s.name === source)?.url ?? '';
      const api = apiOf(url);
      if (api === undefined) {
        const op = m.control[operationId];
        if (!op) throw new WorkflowError(`the sandbox has no control operation ${operationId}`);
        return op;
      }
      const op = operations.find((o) => o.api.id === api && o.operationId === operationId);
      if (!op) throw new WorkflowError(`${api} has no operation ${operationId}`);
      return {method: op.method.toUpperCase(), path: op.servedPath};
    },
    async sendStep(request) {
      const path = request.url.split('?')[0];
      const answer = path.startsWith('/_sandbox')
        ? await control(request.method, request.url, request.body)
        : await (async () => {
            const op = operations.find((o) => o.method.toUpperCase() === request.method && o.matcher.test(path));
            if (!op) throw new WorkflowError(`no operation answers ${request.method} ${path}`);
            return send(op, {
              method: request.method,
              url: request.url,
              headers: request.headers,
              body: request.body === undefined ? undefined : JSON.stringify(request.body),
            });
          })();
      // What became due (a bank's confirmation) runs before the next step, as on the local sandbox.
      await (await ensureSandbox()).tick();
      const type = Object.entries(answer.headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? '';
      let body: unknown = answer.body;
      if (/json/i.test(type))
        try {
          body = JSON.parse(answer.body);
        } catch {
          // shown as text
        }
      return {status: answer.status, headers: answer.headers, body};
    },
    async inputs() {
      const box = await ensureSandbox();
      return sandboxInputs(workflowOf(doc), credentials, box.now(), () => crypto.randomUUID());
    },
  };
}

const shown = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}\n… (${text.length - MAX_SHOWN} more characters)` : text;
};

/** A step's description (Markdown in the workflow) as text, its `code` spans as code. */
function Described({text}: {text: string}) {
  const parts = text
    .replace(/\*\*/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .split(/`([^`]*)`/);
  return <p className="run-guide-desc">{parts.map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part))}</p>;
}

function Step({result, index}: {result: StepResult; index: number}) {
  const outputs = Object.entries(result.outputs);
  return (
    <li className={`run-guide-step ${result.passed ? 'run-guide-step--passed' : 'run-guide-step--failed'}`}>
      <p className="run-guide-step-title">
        <span className="run-guide-badge">{result.passed ? 'Passed' : 'Failed'}</span> <strong>Step {index + 1}</strong>{' '}
        <code>{result.stepId}</code>
      </p>
      {result.description && <Described text={result.description} />}
      <p className="run-guide-line">
        <span className="run-guide-label">Request</span>{' '}
        <code className="run-guide-request">
          {result.request.method} {result.request.url}
        </code>
      </p>
      {result.request.body !== undefined && (
        <details>
          <summary>Request body</summary>
          <pre className="run-guide-pre">{shown(result.request.body)}</pre>
        </details>
      )}
      <p className="run-guide-line">
        <span className="run-guide-label">Response</span> <code>{result.response.status}</code>
      </p>
      <details>
        <summary>Response body</summary>
        <pre className="run-guide-pre">{shown(result.response.body)}</pre>
      </details>
      {outputs.length > 0 && (
        <div className="run-guide-line">
          <span className="run-guide-label">Outputs</span>
          <ul className="run-guide-outputs">
            {outputs.map(([name, value]) => (
              <li key={name}>
                <code>{name}</code>: <code>{shown(value)}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="run-guide-line">
        <span className="run-guide-label">Criteria</span>
        <ul className="run-guide-criteria">
          {result.criteria.map((c, i) => (
            <li key={i} className={c.passed ? 'run-guide-ok' : 'run-guide-bad'}>
              <span aria-hidden="true">{c.passed ? '✓' : '✗'}</span> {c.passed ? 'passed' : 'failed'}:{' '}
              <code>{c.condition}</code>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

type Phase = 'loading' | 'ready' | 'running' | 'done' | 'failed';

export default function Runner({name, title, src}: RunGuideProps) {
  const [prepared, setPrepared] = useState<Prepared | undefined>();
  const [results, setResults] = useState<StepResult[]>([]);
  const [phase, setPhase] = useState<Phase>('loading');
  const [message, setMessage] = useState('Loading the sandbox…');
  const steps = useRef<AsyncGenerator<StepResult, unknown> | undefined>(undefined);
  const runAll = useRef<HTMLButtonElement>(null);
  const total = prepared ? workflowOf(prepared.doc).steps.length : 0;

  useEffect(() => {
    let live = true;
    prepare(src).then(
      (p) => {
        if (!live) return;
        setPrepared(p);
        setPhase('ready');
        setMessage(`Ready: ${workflowOf(p.doc).steps.length} steps against the sandbox in this page.`);
      },
      (error: unknown) => {
        if (!live) return;
        setPhase('failed');
        setMessage(`The sandbox could not be loaded (${error instanceof Error ? error.message : String(error)}).`);
      },
    );
    return () => {
      live = false;
    };
  }, [src]);
  useEffect(() => {
    if (phase === 'ready' && results.length === 0) runAll.current?.focus();
  }, [phase, results.length]);

  /** Runs the next step, or (`all`) every step left, until one fails.  */
  async function step(p: Prepared, all: boolean, sofar: StepResult[]): Promise<void> {
    setPhase('running');
    const done = [...sofar];
    try {
      steps.current ??= runSteps(p.doc, {inputs: await p.inputs(), operation: p.resolve, send: p.sendStep});
      for (;;) {
        const next = await steps.current.next();
        if (next.done) {
          setPhase('done');
          setMessage(`Done: all ${done.length} steps passed.`);
          return;
        }
        done.push(next.value);
        setResults([...done]);
        const n = done.length;
        if (!next.value.passed) {
          const failed = next.value.criteria.filter((c) => !c.passed).map((c) => c.condition);
          setPhase('failed');
          setMessage(
            `Stopped at step ${n} (${next.value.stepId}): ${failed.join('; ')} did not hold (status ${next.value.response.status}).`,
          );
          return;
        }
        if (n === total) {
          setPhase('done');
          setMessage(`Done: all ${n} steps passed.`);
          return;
        }
        if (!all) {
          setPhase('ready');
          setMessage(`Step ${n} of ${total} passed (${next.value.stepId}).`);
          return;
        }
      }
    } catch (error) {
      setPhase('failed');
      // A problem of the workflow itself names its step (WorkflowError); anything else is the step after the last.
      const text = error instanceof Error ? error.message : String(error);
      setMessage(`Stopped: ${error instanceof WorkflowError ? text : `step ${done.length + 1}: ${text}`}`);
    }
  }

  const restart = async (fresh: boolean) => {
    if (fresh) await resetSandbox();
    steps.current = undefined;
    setResults([]);
    setPhase('ready');
    setMessage(fresh ? 'The sandbox was reset: run the guide again.' : 'Ready to run again, with new keys.');
  };

  const busy = phase === 'loading' || phase === 'running';
  const ended = phase === 'done' || phase === 'failed';
  return (
    <section className="run-guide" aria-label={`Run this guide: ${title}`} data-workflow={name}>
      <div className="run-guide-controls">
        <button
          type="button"
          className="button button--primary button--sm"
          ref={runAll}
          disabled={busy || ended || !prepared}
          onClick={() => prepared && void step(prepared, true, results)}>
          Run all
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={busy || ended || !prepared}
          onClick={() => prepared && void step(prepared, false, results)}>
          Next step
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={busy || !prepared || results.length === 0}
          onClick={() => void restart(false)}>
          Start over
        </button>
        {phase === 'failed' && prepared && (
          <button type="button" className="button button--link button--sm" onClick={() => void restart(true)}>
            Reset the sandbox and start over
          </button>
        )}
      </div>
      <p className={`run-guide-status run-guide-status--${phase}`} role="status" aria-live="polite" data-phase={phase}>
        {message}
      </p>
      {results.length > 0 && (
        <ol className="run-guide-steps">
          {results.map((r, i) => (
            <Step key={`${r.stepId}-${i}`} result={r} index={i} />
          ))}
        </ol>
      )}
    </section>
  );
}
