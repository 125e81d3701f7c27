/**
 * The test bank page of any sandbox resource (a payment's authorisation, a refund, a recurring payment's set-up,
 * a bank connection, a director's verification, a provider consent): what its module's `bankPage` says (title,
 * lines, status, what happens next) and one `<form method="post">` per button; and the result page a button
 * leads to. Pure rendering: the engine routes (src/sandbox/index.ts) and runs the module's `bank` action.
 */
import type {BankPage, SandboxResponse} from '../types';
import {alert, html, page, type Html} from './html';

export interface BankPageInput {
  view: BankPage;
  /** This page's own path and query: each button posts to it. */
  here: string;
  /** Who the tester is at: the bank the customer chose, or the test bank. */
  bankName?: string;
  /** Where the tester goes back to (the customer payment page, or this page). */
  back?: {href: string; label: string};
  error?: string;
  status?: number;
}

function statusBlock(view: BankPage): Html {
  if (view.status === undefined && view.next === undefined) return html``;
  return html`<div class="status" role="status">
    ${view.status === undefined ? '' : html`<p>Status now: <code>${view.status}</code></p>`}
    ${view.next === undefined ? '' : html`<p>${view.next}</p>`}
  </div>`;
}

const lines = (view: BankPage): Html =>
  view.lines.length
    ? html`<ul class="lines">
        ${view.lines.map((l) => html`<li>${l}</li>`)}
      </ul>`
    : html``;

const backLink = (back: BankPageInput['back']): Html =>
  back ? html`<p class="links"><a href="${back.href}">${back.label}</a></p>` : html``;

export function bankPage(input: BankPageInput): SandboxResponse {
  const {view, here} = input;
  const buttons = view.actions.length
    ? html`<h2 id="choose">Choose what the bank does</h2>
        <ul class="actions" aria-labelledby="choose">
          ${view.actions.map(
            (a, i) =>
              html`<li>
                <form method="post" action="${here}">
                  <input type="hidden" name="action" value="${a.action}" />
                  <button
                    type="submit"
                    ${i === 0 ? '' : html` class="secondary"`}${a.outcome ? html` aria-describedby="outcome-${i}"` : ''}>
                    ${a.label}
                  </button>
                  ${a.outcome ? html`<span class="hint" id="outcome-${i}">${a.outcome}</span>` : ''}
                </form>
              </li>`,
          )}
        </ul>`
    : html`<p>Nothing to authorise here now.</p>`;
  return page({
    status: input.status,
    title: view.title,
    speaker: 'bank',
    where: input.bankName ?? 'Fernpay sandbox',
    body: html`<h1>${view.title}</h1>
      ${lines(view)} ${statusBlock(view)} ${alert(input.error)} ${buttons} ${backLink(input.back)}`,
    refreshSeconds: view.actions.length ? undefined : view.refreshSeconds,
  });
}

export interface ResultPageInput {
  /** The button pressed (its label). */
  label: string;
  /** The resource after the button: its status now and what happens next. */
  view: BankPage;
  bankName?: string;
  back: {href: string; label: string};
}

/** After a button: what was done, the status now, what happens next, and the way back. */
export function resultPage(input: ResultPageInput): SandboxResponse {
  const {view, back} = input;
  return page({
    title: `${input.label}: done`,
    speaker: 'bank',
    where: input.bankName ?? 'Fernpay sandbox',
    body: html`<h1>${input.label}: done</h1>
      ${statusBlock(view)} ${lines(view)} ${backLink(back)}`,
    // A status about to change by itself (pending): the page it leads back to shows the next one.
    refreshSeconds: view.refreshSeconds,
    refreshTo: view.refreshSeconds === undefined ? undefined : back.href,
  });
}
