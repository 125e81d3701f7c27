/**
 * The HTML of the sandbox's own pages (the customer payment page and the test bank): one layout, escaping,
 * and form bodies. Every page works without JavaScript (plain forms, `POST` and links), loads nothing from
 * elsewhere (styles inline, no script, no font, no image but `data:`; the Content-Security-Policy says so),
 * reads in light and dark (`prefers-color-scheme`) and at 390 px. Every value that comes from a request or the
 * state goes through `escapeHtml`; the templates below only join escaped text. Pure: no DOM, no Node API.
 */
import {FORM_ACTION_SOURCES} from '../kit/redirect';
import type {SandboxResponse} from '../types';

/** Escapes text for an HTML element or a double-quoted attribute. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(
    /[&<>"']/g,
    (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]!,
  );
}

/** HTML already escaped: what the templates below hand each other. */
export interface Html {
  readonly html: string;
}
const isHtml = (v: unknown): v is Html => typeof v === 'object' && v !== null && 'html' in v;

/** A template tag: interpolated values are escaped, unless already `Html` (or arrays of it, joined). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  const part = (v: unknown): string =>
    v === undefined || v === null || v === false
      ? ''
      : Array.isArray(v)
        ? v.map(part).join('')
        : isHtml(v)
          ? v.html
          : escapeHtml(v);
  return {html: strings.reduce((out, s, i) => out + s + (i < values.length ? part(values[i]) : ''), '')};
}

/** The fields of an `application/x-www-form-urlencoded` body (the last value of a repeated name wins). */
export function parseForm(body: string | undefined): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body ?? ''));
}

const CSS = `
:root{color-scheme:light dark;--bg:#f4f5f7;--card:#fff;--text:#1c2128;--muted:#555f6b;--border:#cfd6de;
--accent:#0b6e4f;--on-accent:#fff;--focus:#1f6feb;--note-bg:#fff4d6;--note-text:#5a4300;--bad:#b3261e;
--bad-bg:#fdecea;--good:#0b6e4f;--good-bg:#e5f4ee;--code:#eaeef2}
:root.bank{--accent:#2447b5;--good:#2447b5;--good-bg:#e8eefc}
@media (prefers-color-scheme:dark){
:root{--bg:#0f1216;--card:#181c22;--text:#e6eaef;--muted:#a2acb8;--border:#353c46;--accent:#4cc495;
--on-accent:#06170f;--focus:#79a8ff;--note-bg:#3a2f0b;--note-text:#f5dd9b;--bad:#ff8a80;--bad-bg:#3a1614;
--good:#6fd6ad;--good-bg:#10281f;--code:#262c35}
:root.bank{--accent:#8fa8ff;--on-accent:#0a1330;--good:#a9bcff;--good-bg:#161f3d}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,
"Helvetica Neue",Arial,sans-serif;-webkit-text-size-adjust:100%}
.note{margin:0;padding:.5rem 1rem;background:var(--note-bg);color:var(--note-text);font-size:.875rem;text-align:center}
header{max-width:34rem;margin:0 auto;padding:1.25rem 1rem 0;display:flex;gap:.5rem;align-items:baseline;flex-wrap:wrap}
header .brand{font-weight:700;font-size:1.125rem}
header .where{color:var(--muted)}
main{max-width:34rem;margin:0 auto;padding:1rem}
.card{background:var(--card);border:1px solid var(--border);border-radius:12px;padding:1.5rem}
@media (max-width:480px){main{padding:.75rem}.card{padding:1.125rem}}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem;overflow-wrap:anywhere}
h2{font-size:1.0625rem;margin:1.5rem 0 .5rem}
p{margin:0 0 1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.375rem 1rem;margin:0 0 1.25rem}
dt{color:var(--muted)}
dd{margin:0;overflow-wrap:anywhere;min-width:0}
.amount{font-size:1.75rem;font-weight:700;margin:0 0 1rem}
ul.lines{margin:0 0 1.25rem;padding-left:1.25rem}
ul.lines li{overflow-wrap:anywhere}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em;background:var(--code);
padding:.1em .35em;border-radius:4px;overflow-wrap:anywhere}
fieldset{border:0;padding:0;margin:0 0 1rem;min-width:0}
legend{font-weight:600;padding:0;margin-bottom:.5rem}
.choice{display:flex;gap:.75rem;align-items:center;padding:.75rem .875rem;border:1px solid var(--border);
border-radius:8px;margin-bottom:.5rem;cursor:pointer;background:var(--card)}
.choice:has(input:checked){border-color:var(--accent);box-shadow:0 0 0 1px var(--accent)}
.choice input{width:1.125rem;height:1.125rem;margin:0;accent-color:var(--accent);flex:none}
.field{display:block;margin-bottom:1rem}
.field span{display:block;font-weight:600;margin-bottom:.25rem}
.field input{width:100%;font:inherit;padding:.625rem .75rem;border:1px solid var(--border);border-radius:8px;
background:var(--bg);color:var(--text)}
.row{display:grid;grid-template-columns:1fr 1fr;gap:0 1rem;align-items:end}
button{font:inherit;font-weight:600;width:100%;min-height:2.75rem;padding:.625rem 1rem;border-radius:8px;
border:1px solid var(--accent);background:var(--accent);color:var(--on-accent);cursor:pointer}
button.secondary{background:transparent;color:var(--text);border-color:var(--border)}
button:hover{filter:brightness(1.08)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.actions{list-style:none;margin:0;padding:0}
.actions li{margin:0 0 1rem}
.actions form{margin:0}
.hint{display:block;color:var(--muted);font-size:.875rem;margin-top:.375rem}
.alert{border-left:4px solid var(--bad);background:var(--bad-bg);padding:.75rem 1rem;border-radius:0 8px 8px 0;
margin:0 0 1rem;overflow-wrap:anywhere}
.status{border-left:4px solid var(--good);background:var(--good-bg);padding:.75rem 1rem;border-radius:0 8px 8px 0;
margin:0 0 1rem}
.status p:last-child,.alert p:last-child{margin:0}
.status code,.alert code{background:var(--card)}
.card>:last-child{margin-bottom:0}
a{color:var(--accent)}
.links{margin:1.25rem 0 0;display:flex;flex-direction:column;gap:.5rem}
footer{max-width:34rem;margin:0 auto;padding:0 1rem 2rem;color:var(--muted);font-size:.8125rem}
`;

/** The headers of every page: HTML, never cached, and nothing loaded from elsewhere, no script. */
const HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  // Not framed by any page (clickjacking of the test bank's buttons); forms post to the sandbox itself, whose
  // answers may send the browser back to an integrator's redirect URI (kit/redirect.ts).
  'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; frame-ancestors 'none'; form-action ${FORM_ACTION_SOURCES}`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

export interface PageOptions {
  status?: number;
  /** The tab title (also the page's subject for assistive technology). */
  title: string;
  /** Who speaks: Fernpay's payment page, or the test bank (another look, as a real bank's page would have). */
  speaker: 'fernpay' | 'bank';
  /** Shown after the brand in the header ("Test bank · NatWest sandbox"). */
  where: string;
  body: Html;
  /** Reload after this many seconds (a status about to change by itself), at `refreshTo` or the page itself. */
  refreshSeconds?: number;
  refreshTo?: string;
  headers?: Record<string, string>;
}

export function page(options: PageOptions): SandboxResponse {
  const refresh =
    options.refreshSeconds === undefined
      ? ''
      : html`<meta
          http-equiv="refresh"
          content="${`${options.refreshSeconds}${options.refreshTo ? `; url=${options.refreshTo}` : ''}`}" />`;
  const brand = options.speaker === 'bank' ? 'Test bank' : 'Fernpay';
  const doc = html`<!doctype html>
    <html lang="en-GB" class="${options.speaker}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        ${refresh}
        <title>${options.title} · Fernpay sandbox</title>
        <style>
          ${{html: CSS}}
        </style>
      </head>
      <body>
        <p class="note">Fernpay sandbox: a test page, no real money moves.</p>
        <header><span class="brand">${brand}</span><span class="where">${options.where}</span></header>
        <main>
          <div class="card">${options.body}</div>
        </main>
        <footer>
          Sandbox pages of the Fernpay developer sandbox. The outcomes of every button are listed in the sandbox
          outcomes guide.
        </footer>
      </body>
    </html> `;
  return {status: options.status ?? 200, headers: {...HEADERS, ...(options.headers ?? {})}, body: doc.html};
}

/** An unknown, mistyped or tampered link (or a resource that is gone). */
export function notFoundPage(): SandboxResponse {
  return page({
    status: 404,
    title: 'Link not found',
    speaker: 'fernpay',
    where: 'Sandbox',
    body: html`<h1>This link does not work</h1>
      <p>
        No sandbox payment, refund or authorisation has this link. Check that it was copied whole, as the API returned
        it; a payment that was deleted, or a sandbox that was reset, has no link any more.
      </p>`,
  });
}

/** Any other page-level answer without a resource: too many requests, a method the page does not take. */
export function messagePage(status: number, title: string, message: string, headers?: Record<string, string>) {
  return page({
    status,
    title,
    speaker: 'fernpay',
    where: 'Sandbox',
    headers,
    body: html`<h1>${title}</h1>
      <p>${message}</p>`,
  });
}

/** An error above a form (role alert: announced when the page loads). */
export const alert = (message: string | undefined): Html =>
  message ? html`<div class="alert" role="alert">${message}</div>` : html``;
