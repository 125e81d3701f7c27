/**
 * Components the API reference compiler emits (see plugins/api-reference/emit.ts).
 * Everything renders on the server; the only client behaviour is Docusaurus' tabs,
 * copy buttons and native <details>.
 */
import React, {useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import StaticCode from '@site/src/components/StaticCode';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {
  ErrorSummary, ExampleModel, MediaModel, OperationModel, ParameterModel, SchemaNode, SecuritySchemeModel, ServerModel,
} from '../../../plugins/api-reference/types';
import {ScopeContext, parseData, useCredentials} from './context';
import {formatValue, statusClass} from './format';
import {Fields, SchemaFacts} from './SchemaTree';
import styles from './styles.module.css';

type Json<T> = string | T;

export function ApiScope({schemas, credentials, children}: {id: string; schemas: Json<Record<string, SchemaNode>>; credentials?: Json<Record<string, string>>; children: ReactNode}) {
  const value = useMemo(() => ({schemas: parseData(schemas), credentials: credentials ? parseData(credentials) : {}}), [schemas, credentials]);
  return (
    <ScopeContext.Provider value={value}>
      <div className={styles.reference}>{children}</div>
    </ScopeContext.Provider>
  );
}

function joinNodes(items: ReactNode[], separator: string): ReactNode[] {
  return items.flatMap((item, i) => (i ? [separator, item] : [item]));
}

export function MethodBadge({method}: {method: string}) {
  return <span className={clsx(styles.method, styles[`method${method.toUpperCase()}`])}>{method.toUpperCase()}</span>;
}

export function ApiEndpoint({method, path, kind, deprecated}: {method: string; path: string; kind: string; deprecated?: string}) {
  return (
    <div className={styles.endpoint}>
      <MethodBadge method={method} />
      {kind === 'webhook' ? (
        <span className={styles.path}>
          to your integration&apos;s <code>webhookUrl</code>, event <code>{path}</code>
        </span>
      ) : (
        <code className={styles.path}>{path}</code>
      )}
      {deprecated && <span className={clsx(styles.badge, styles.deprecated)}>deprecated</span>}
    </div>
  );
}

export function ApiMeta({data}: {data: Json<{title: string; version: string; servers: ServerModel[]; downloads: {yaml: string; json: string}}>}) {
  const meta = parseData(data);
  const yaml = useBaseUrl(meta.downloads.yaml);
  const json = useBaseUrl(meta.downloads.json);
  return (
    <div className={styles.meta}>
      <p>
        <strong>{meta.title}</strong> <span className={styles.badge}>version {meta.version}</span>
      </p>
      <p className={styles.downloads}>
        Download OpenAPI 3.1:{' '}
        <a className="button button--sm button--secondary" href={yaml} download data-download="yaml">
          YAML
        </a>{' '}
        <a className="button button--sm button--secondary" href={json} download data-download="json">
          JSON
        </a>
      </p>
      {meta.servers.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>Environment</th>
              <th>Base URL</th>
            </tr>
          </thead>
          <tbody>
            {meta.servers.map((s) => (
              <tr key={s.url}>
                <td>{s.description ?? ''}</td>
                <td>
                  <code>{s.url}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

export function ApiSecurity({data}: {data: Json<SecuritySchemeModel[]>}) {
  const schemes = parseData(data);
  return (
    <table>
      <thead>
        <tr>
          <th>Credential</th>
          <th>Sent as</th>
          <th>Description</th>
        </tr>
      </thead>
      <tbody>
        {schemes.map((s) => (
          <tr key={s.key}>
            <td>
              <code>{s.name ?? s.key}</code>
            </td>
            <td>{s.type === 'apiKey' ? (s.in === 'header' ? 'HTTP header' : `${s.in} parameter`) : `${s.type}${s.scheme ? ` (${s.scheme})` : ''}`}</td>
            <td>{s.description && <span dangerouslySetInnerHTML={{__html: s.description}} />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ExampleBlock({example, contentType}: {example: ExampleModel; contentType: string}) {
  const isJson = /json/.test(contentType);
  const text = typeof example.value === 'string' && !isJson ? example.value : JSON.stringify(example.value, null, 2);
  return (
    <div className={styles.exampleBlock}>
      {example.summary && <div className={styles.exampleTitle}>{example.summary}</div>}
      {/* Examples are plain blocks (no per-token DOM, no highlighting on hydration): the page stays light. */}
      <PlainCode text={text} label={isJson ? 'JSON' : contentType} />
    </div>
  );
}

function Examples({media}: {media: MediaModel}) {
  if (media.examples.length === 0) return null;
  if (media.examples.length === 1) return <ExampleBlock example={media.examples[0]} contentType={media.contentType} />;
  return (
    <Tabs className={styles.exampleTabs} lazy>
      {media.examples.map((ex, i) => (
        <TabItem key={ex.name} value={ex.name} label={ex.summary ?? ex.name} default={i === 0}>
          <ExampleBlock example={{...ex, summary: undefined}} contentType={media.contentType} />
        </TabItem>
      ))}
    </Tabs>
  );
}

function PlainCode({text, label}: {text: string; label: string}) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(text).then(() => {
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1500);
    });
  };
  return (
    <div className={styles.plainCode}>
      <pre tabIndex={0} aria-label={`${label} example`}>
        <code>{text}</code>
      </pre>
      <button type="button" className={clsx('clean-btn', styles.copy)} onClick={copy} aria-label={copied ? 'Copied' : 'Copy example to clipboard'}>
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  );
}

/** One named schema in full (the Schemas section). */
export function ApiSchema({name}: {name: string}) {
  return (
    <div className={styles.operation}>
      <Fields node={{ref: name}} />
    </div>
  );
}

export function ApiErrors({data}: {data: Json<ErrorSummary[]>}) {
  const errors = parseData(data);
  return (
    <table>
      <thead>
        <tr>
          <th>Status</th>
          <th>Meaning</th>
          <th>Example body</th>
        </tr>
      </thead>
      <tbody>
        {errors.map((e) => (
          <tr key={e.status}>
            <td>
              <span className={clsx(styles.status, styles[`status_${statusClass(e.status)}`])}>{e.status}</span>
            </td>
            <td>{e.description && <span dangerouslySetInnerHTML={{__html: e.description}} />}</td>
            <td>{e.example !== undefined && <code>{formatValue(e.example)}</code>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const LOCATION_TITLES: Record<ParameterModel['in'], string> = {
  path: 'Path parameters',
  query: 'Query parameters',
  header: 'Header parameters',
  cookie: 'Cookie parameters',
};

function Parameters({params}: {params: ParameterModel[]}) {
  return (
    <>
      {(['path', 'query', 'header', 'cookie'] as const).map((where) => {
        const list = params.filter((p) => p.in === where);
        if (list.length === 0) return null;
        return (
          <div key={where}>
            <h4>{LOCATION_TITLES[where]}</h4>
            <ul className={styles.fields}>
              {list.map((p) => (
                <li key={p.name} className={styles.field}>
                  <code className={styles.fieldName}>{p.name}</code>{' '}
                  <SchemaFacts node={p.description ? {...p.schema, description: p.description} : p.schema} required={p.required} />
                  {p.example !== undefined && (
                    <div className={styles.example}>
                      Example: <code>{formatValue(p.example)}</code>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}

type ClientSample = {lang: string; label: string; html: string};

export function ApiOperation({data}: {data: Json<Omit<OperationModel, 'description' | 'samples'> & {samples: ClientSample[]}>}) {
  const op = parseData(data);
  const credentials = useCredentials();
  const isWebhook = op.kind === 'webhook';
  const firstSuccess = op.responses.find((r) => /^2/.test(r.status))?.status;
  return (
    <div className={styles.operation}>
      {op.security.length > 0 && op.security[0].length > 0 && (
        <p className={styles.security}>
          Send {joinNodes(op.security.map((alt) => <span key={alt.join()}>{joinNodes(alt.map((k) => <code key={k}>{credentials[k] ?? k}</code>), ' and ')}</span>), ' or ')}{' '}
          (see <a href="#security-schemes">Authentication headers</a>).
        </p>
      )}
      <Parameters params={op.parameters} />
      {op.requestBody && (
        <div>
          <h4>
            {isWebhook ? 'Payload' : 'Request body'} <span className={styles.contentType}>{op.requestBody.contentType}</span>
            {op.requestBody.required && !isWebhook && <span className={clsx(styles.badge, styles.required)}>required</span>}
          </h4>
          {op.requestBody.description && <div className={styles.desc} dangerouslySetInnerHTML={{__html: op.requestBody.description}} />}
          {op.requestBody.schema && <Fields node={op.requestBody.schema} />}
          <div className={styles.exampleHeading}>{isWebhook ? 'Example payload' : 'Example request body'}</div>
          <Examples media={op.requestBody} />
        </div>
      )}
      <h4>{isWebhook ? 'Your response' : 'Responses'}</h4>
      {op.responses.map((r) => (
        <details key={r.status} className={styles.response} open={r.status === firstSuccess}>
          <summary>
            <span className={clsx(styles.status, styles[`status_${statusClass(r.status)}`])}>{r.status}</span>{' '}
            {r.description && <span className={styles.responseDesc} dangerouslySetInnerHTML={{__html: r.description}} />}
          </summary>
          {r.content.map((m) => (
            <div key={m.contentType} className={styles.responseBody}>
              <div className={styles.contentType}>{m.contentType}</div>
              {m.schema && <Fields node={m.schema} />}
              <Examples media={m} />
            </div>
          ))}
        </details>
      ))}
      {op.samples.length > 0 && (
        <>
          <h4>Code samples</h4>
          <div className={styles.samples} data-code-samples="">
            {/* lazy: only the selected language is rendered, so hydration highlights one block, not four */}
            <Tabs groupId="api-lang" lazy>
              {op.samples.map((s, i) => (
                <TabItem key={s.label} value={s.label.toLowerCase().replace(/[^a-z]/g, '')} label={s.label} default={i === 0}>
                  <StaticCode language={s.lang} html={s.html} />
                </TabItem>
              ))}
            </Tabs>
          </div>
        </>
      )}
    </div>
  );
}
