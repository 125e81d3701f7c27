/**
 * The Try it dialog of one operation: its parameters and JSON body prefilled (test credentials, documented
 * examples, a fresh idempotency key), checked as the reader types by the engine's own checks of a call (with
 * the validators compiled at build time: the message shown is the one Send gets), sent to the engine in the page; the answer shown as text, and the same request as code in the
 * reader's language against the local sandbox.
 */
import React, {useEffect, useMemo, useRef, useState} from 'react';
import copy from 'copy-text-to-clipboard';
import {SAMPLE_TARGETS} from '../../../plugins/api-reference/sample-code';
import {SAMPLE_LANGUAGE_STORAGE_KEY, sampleValue} from '../../shared/api-reference';
import {pointerGet, resolveRef, type Operation, type Raw} from '../../sandbox/openapi';
import {createRequestValidator} from '../../sandbox/validate';
import type {SandboxCredentials} from '../../sandbox/credentials';
import type {SandboxResponse} from '../../sandbox';
import {createdIdList, ensureSandbox, loadApi, send, subscribe} from './engine';
import {
  displayBody,
  documentedBody,
  formFields,
  formProblems,
  freshKey,
  highlightJson,
  liveSecretProblem,
  requestCode,
  requestUrl,
  schemaHint,
  type FormField,
  type FormProblem,
} from './helpers';
import {parseTryLink, prefilledBody} from './link';

/**
 * The response body as text: JSON highlighted with the page's code colours (src/css/code-tokens.css), in
 * spans of text, never HTML; plain when highlightJson says so (not JSON, cut short, or long). Its own
 * component so the tokens are computed once per response, not on every keystroke in the form.
 */
function ResponseBody({body}: {body: string}) {
  const shown = useMemo(() => displayBody(body), [body]);
  const tokens = useMemo(() => highlightJson(shown), [shown]);
  return (
    <>
      <pre className="try-body-text code-tokens" tabIndex={0} aria-label="Response body">
        {tokens
          ? tokens.map((t, i) =>
              t.type ? (
                <span key={i} className={`token ${t.type}`}>
                  {t.text}
                </span>
              ) : (
                <React.Fragment key={i}>{t.text}</React.Fragment>
              ),
            )
          : shown.text || '(no body)'}
      </pre>
      {shown.truncated && (
        <p className="try-note">
          Showing the first {shown.text.length.toLocaleString('en-GB')} of {shown.total.toLocaleString('en-GB')}{' '}
          characters.
        </p>
      )}
    </>
  );
}

const keyOf = (f: Pick<FormField, 'in' | 'name'>) => `${f.in}:${f.name}`;

function chosenLanguage(): string {
  try {
    const value = window.localStorage.getItem(SAMPLE_LANGUAGE_STORAGE_KEY);
    return SAMPLE_TARGETS.find((t) => sampleValue(t.label) === value)?.label ?? 'curl';
  } catch {
    return 'curl';
  }
}

/** The body schema's required fields and its enum/format fields, as hints under the body. */
function bodyHints(op: Operation): string[] {
  if (!op.body) return [];
  const schema = resolveRef(op.api.bundled, pointerGet(op.api.bundled, op.body.schemaPointer), '').value;
  const hints: string[] = [];
  if (Array.isArray(schema.required) && schema.required.length)
    hints.push(`Required: ${(schema.required as string[]).join(', ')}`);
  for (const [name, raw] of Object.entries((schema.properties ?? {}) as Record<string, Raw>)) {
    const prop = resolveRef(op.api.bundled, raw, '').value;
    if (Array.isArray(prop.enum) || typeof prop.format === 'string') hints.push(`${name}: ${schemaHint(prop)}`);
  }
  return hints.slice(0, 8);
}

export default function TryItPanel({apiId, operationId, link}: {apiId: string; operationId: string; link?: string}) {
  const [loaded, setLoaded] = useState<
    | {
        op: Operation;
        validate: ReturnType<typeof createRequestValidator>;
        testHeaders: Readonly<Record<string, string>>;
        credentials: SandboxCredentials;
      }
    | {error: string}
    | undefined
  >();
  const [values, setValues] = useState<Record<string, string>>({});
  const [body, setBody] = useState('');
  const [linkNote, setLinkNote] = useState<string | undefined>();
  const [fields, setFields] = useState<FormField[]>([]);
  const [response, setResponse] = useState<(SandboxResponse & {sent: ReturnType<typeof sentRequest>}) | undefined>();
  const [sending, setSending] = useState(false);
  const [sentCount, setSentCount] = useState(0);
  const answerRef = useRef<HTMLElement>(null);
  // Each answer is brought into view (the form can be taller than the dialog).
  useEffect(() => {
    if (sentCount > 0) answerRef.current?.scrollIntoView({block: 'nearest'});
  }, [sentCount]);
  const [, setTick] = useState(0);
  const [language, setLanguage] = useState('curl');

  useEffect(() => subscribe(() => setTick((n) => n + 1)), []);
  useEffect(() => {
    setLanguage(chosenLanguage());
    Promise.all([loadApi(apiId), ensureSandbox([apiId])]).then(
      ([api, sandbox]) => {
        const op = api.operations.find((o) => o.operationId === operationId);
        if (!op) {
          setLoaded({error: `This operation (${operationId}) is not in the sandbox.`});
          return;
        }
        const f = formFields(op, api.testHeaders);
        const asked = link ? parseTryLink(link) : undefined;
        const linked = asked && asked.operationId === operationId ? asked : undefined;
        // A path parameter starts with the link's value, else the id last created through this API, else its
        // documented example.
        const own = createdIdList().filter((c) => c.apiId === apiId);
        const initial: Record<string, string> = {};
        for (const field of f) {
          const given = linked?.params.find((p) => p.name === field.name && field.in !== 'header');
          initial[keyOf(field)] = given ? given.value : field.in === 'path' && own[0] ? own[0].id : field.value;
        }
        setFields(f);
        setValues(initial);
        const {body: text, notes} = op.body
          ? prefilledBody(op, linked, documentedBody(op), sandbox.now())
          : {body: '', notes: linked ? ['Prefilled from the link you followed.'] : []};
        setBody(text);
        setLinkNote(notes.length ? notes.join(' ') : undefined);
        setLoaded({
          op,
          validate: createRequestValidator(op.api.bundled, api.validators),
          testHeaders: api.testHeaders,
          credentials: api.credentials,
        });
      },
      () => setLoaded({error: 'The sandbox could not be loaded. Check your connection to this site, then try again.'}),
    );
  }, [apiId, operationId, link]);

  // The engine's own checks of the call (helpers.ts formProblems), as the reader types.
  const problems = useMemo<Record<string, FormProblem>>(
    () =>
      !loaded || 'error' in loaded
        ? {}
        : formProblems(loaded.op, loaded.validate, loaded.credentials, {fields, values, body}),
    [loaded, fields, values, body],
  );

  if (!loaded) return <p aria-busy="true">Loading the sandbox…</p>;
  if ('error' in loaded)
    return (
      <p role="alert" className="try-error">
        {loaded.error}
      </p>
    );
  const {op} = loaded;
  // A live-looking secret is never sent (another wrong credential is, and gets the engine's refusal).
  const secretProblem = fields.some(
    (f) => f.credential && liveSecretProblem(f.name, values[keyOf(f)] ?? '', loaded.testHeaders[f.name]),
  );
  const ids = createdIdList();

  function sentRequest() {
    const headers: Record<string, string> = {};
    for (const f of fields)
      if (f.in === 'header' && (values[keyOf(f)] ?? '') !== '') headers[f.name] = values[keyOf(f)];
    const hasBody = op.body && body.trim() !== '';
    if (hasBody) headers['Content-Type'] = op.body!.mediaType;
    return {
      method: op.method.toUpperCase(),
      url: requestUrl(op, values, fields),
      headers,
      body: hasBody ? body : undefined,
    };
  }

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (secretProblem || sending) return;
    setSending(true);
    try {
      const sent = sentRequest();
      const answer = await send(op, sent);
      setResponse({...answer, sent});
      setSentCount((n) => n + 1);
      // A keyed call gets a fresh key for the next Send (the same key would replay the answer).
      setValues((v) => {
        const next = {...v};
        for (const f of fields) if (f.in === 'header' && /^idempotency-key$/i.test(f.name)) next[keyOf(f)] = freshKey();
        return next;
      });
    } finally {
      setSending(false);
    }
  };

  const code = response ? requestCode(language, {...response.sent, mediaType: op.body?.mediaType}) : undefined;
  const listId = `try-ids-${op.operationId}`;
  const hints = bodyHints(op);

  return (
    <form className="try-form" onSubmit={onSubmit} noValidate>
      {linkNote && <p className="try-note">{linkNote}</p>}
      <p className="try-endpoint">
        <span className={`try-method try-method--${op.method}`}>{op.method.toUpperCase()}</span>{' '}
        <code>{op.servedPath}</code>
      </p>
      {ids.length > 0 && (
        <datalist id={listId}>
          {ids.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </datalist>
      )}
      {fields.length > 0 && (
        <fieldset className="try-fields">
          <legend>Parameters and headers</legend>
          {fields.map((f) => {
            const k = keyOf(f);
            const id = `try-${op.operationId}-${f.in}-${f.name}`;
            const problem = problems[k]?.message;
            const hintId = `${id}-hint`;
            const errorId = `${id}-error`;
            return (
              <div className="try-field" key={k}>
                <label htmlFor={id}>
                  <code>{f.name}</code> <span className="try-in">{f.in}</span>
                  {f.required && <span className="try-required"> required</span>}
                </label>
                {f.enum ? (
                  <select
                    id={id}
                    value={values[k] ?? ''}
                    aria-describedby={`${hintId}${problem ? ` ${errorId}` : ''}`}
                    aria-invalid={problem ? true : undefined}
                    onChange={(e) => setValues((v) => ({...v, [k]: e.target.value}))}>
                    {!f.required && <option value="">(not sent)</option>}
                    {f.enum.map((o) => (
                      <option key={o} value={o}>
                        {o}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    id={id}
                    type="text"
                    spellCheck={false}
                    autoComplete="off"
                    value={values[k] ?? ''}
                    list={f.in === 'path' && ids.length ? listId : undefined}
                    aria-describedby={`${hintId}${problem ? ` ${errorId}` : ''}`}
                    aria-invalid={problem ? true : undefined}
                    onChange={(e) => setValues((v) => ({...v, [k]: e.target.value}))}
                  />
                )}
                <span className="try-hint" id={hintId}>
                  {f.hint}
                  {f.in === 'path' && ids.length > 0 ? ' · ids you created are suggested' : ''}
                </span>
                {problem && (
                  <span className="try-problem" id={errorId} role={f.credential ? 'alert' : undefined}>
                    {problem}
                  </span>
                )}
              </div>
            );
          })}
        </fieldset>
      )}
      {op.body && (
        <div className="try-field try-body">
          <label htmlFor={`try-${op.operationId}-body`}>
            Body <span className="try-in">{op.body.mediaType}</span>
            {op.body.required && <span className="try-required"> required</span>}
          </label>
          <textarea
            id={`try-${op.operationId}-body`}
            value={body}
            spellCheck={false}
            rows={Math.min(16, Math.max(4, body.split('\n').length))}
            aria-describedby={`try-${op.operationId}-body-hint${problems.body ? ` try-${op.operationId}-body-error` : ''}`}
            aria-invalid={problems.body ? true : undefined}
            onChange={(e) => setBody(e.target.value)}
          />
          <span className="try-hint" id={`try-${op.operationId}-body-hint`}>
            {hints.length ? hints.join(' · ') : 'JSON, prefilled with the documented example'}
          </span>
          {problems.body && (
            <span className="try-problem" id={`try-${op.operationId}-body-error`}>
              {problems.body.message}
            </span>
          )}
        </div>
      )}
      <div className="try-actions">
        <button type="submit" className="button button--primary" disabled={secretProblem || sending}>
          {sending ? 'Sending…' : 'Send'}
        </button>
        <span className="try-note">
          {Object.keys(problems).length > 0 && !secretProblem ? 'Send anyway to see the sandbox refuse it. ' : ''}
          Runs in this page: nothing leaves your browser.
        </span>
      </div>
      <div aria-live="polite" className="try-response-region">
        {response && code && (
          <section className="try-response" aria-label="Response" data-sent={sentCount} ref={answerRef}>
            <h3 className="try-status">
              <span className={`try-status-code try-status-code--${String(response.status)[0]}xx`}>
                {response.status}
              </span>
            </h3>
            <details className="try-headers">
              <summary>Headers ({Object.keys(response.headers).length})</summary>
              <pre>
                {Object.entries(response.headers)
                  .map(([k, v]) => `${k}: ${v}`)
                  .join('\n')}
              </pre>
            </details>
            <ResponseBody body={response.body} />
            <div className="try-code">
              <div className="try-code-head">
                <label htmlFor={`try-${op.operationId}-lang`}>
                  The same request against the sandbox file on your machine (<code>node fernpay-sandbox.mjs</code>), in
                </label>
                <select
                  id={`try-${op.operationId}-lang`}
                  value={code.label}
                  onChange={(e) => setLanguage(e.target.value)}>
                  {SAMPLE_TARGETS.map((t) => (
                    <option key={t.label} value={t.label}>
                      {t.label}
                    </option>
                  ))}
                </select>
                <button type="button" className="button button--sm button--secondary" onClick={() => copy(code.code)}>
                  Copy
                </button>
              </div>
              <pre tabIndex={0} aria-label={`Request in ${code.label}`}>
                {code.code}
              </pre>
            </div>
          </section>
        )}
      </div>
    </form>
  );
}
