/**
 * The customer payment page of a sandbox payment link (`/pay/payment?p=<hashed id>`): who is paid, how much,
 * for what, and then the bank chooser (open banking: its form starts the payment through the public payment
 * flow and leads to the test bank) or the card form (`fernpay_card_payments`: the sandbox's test cards). A
 * payment that cannot be paid any more shows its outcome instead. Pure rendering: the engine routes
 * (src/sandbox/index.ts) and calls the API.
 */
import {BANK_CONFIRMATION_DELAY_SECONDS, PAYABLE_STATUSES, TEST_CARDS, cardNumber} from '../lifecycles/single-payment';
import type {PaymentView, Provider} from './single-payments';
import {alert, html, page, type Html} from '../pages/html';
import type {SandboxResponse} from '../types';

export interface PaymentPageInput {
  view: PaymentView;
  /** This page's own path and query (`/pay/payment?p=…`): the forms post back to it. */
  here: string;
  /** The enabled banks of the providers list (open-banking payments). */
  providers: Provider[];
  /** The bank chosen before, pre-selected. */
  chosen?: string;
  /** A refusal to show above the form (the initiate call's or the card's `400` message). */
  error?: string;
  /** What the card form was sent with, shown again after an error. */
  card?: {number?: string; expiry?: string; cvc?: string};
  /** The answer of the card form that led here (`paid` or `rejected` now). */
  afterCard?: boolean;
  status?: number;
}

function summary(view: PaymentView): Html {
  return html`<p class="amount">${view.amount}</p>
    <dl>
      <dt>Payee</dt>
      <dd>${view.payee}</dd>
      <dt>Reference</dt>
      <dd>${view.reference}</dd>
      ${
        view.description
          ? html`<dt>For</dt>
              <dd>${view.description}</dd>`
          : ''
      }
      ${
        view.customerName
          ? html`<dt>Billed to</dt>
              <dd>${view.customerName}</dd>`
          : ''
      }
      ${
        view.dueDate
          ? html`<dt>Due</dt>
              <dd>${view.dueDate}</dd>`
          : ''
      }
    </dl>`;
}

/** Why a payment that can still be paid is being paid again, when it is. */
function payableNotice(view: PaymentView, afterCard: boolean): Html {
  if (view.status === 'rejected')
    return html`<div class="${afterCard ? 'alert' : 'status'}" role="${afterCard ? 'alert' : 'status'}">
      <p>
        ${
          afterCard
            ? 'Your card was declined, and nothing was paid. Try again with another card.'
            : 'Your last attempt did not go through, and nothing was paid. You can try again, with the same bank or another.'
        }
      </p>
    </div>`;
  if (view.status === 'overdue')
    return html`<div class="status" role="status">
      <p>
        ${
          view.dueDate
            ? `This payment was due on ${view.dueDate}. You can still pay it here.`
            : 'The last payment link expired unused. You can still pay here.'
        }
      </p>
    </div>`;
  return html``;
}

function bankChooser(input: PaymentPageInput): Html {
  const {providers, here, chosen} = input;
  if (providers.length === 0) return html`<p>No bank can be chosen at the moment. Try again later.</p>`;
  return html`<form method="post" action="${here}">
    <fieldset>
      <legend>Choose your bank</legend>
      ${providers.map(
        (p) =>
          html`<label class="choice"
            ><input
              type="radio"
              name="provider"
              value="${p.externalId}"
              ${chosen === p.externalId ? html` checked` : ''}
              required />
            <span>${p.name}</span></label
          >`,
      )}
    </fieldset>
    <p class="hint">
      You authorise the payment at your bank; in the sandbox that is the test bank, where you choose the outcome.
    </p>
    <button type="submit">Continue to your bank</button>
  </form>`;
}

function cardForm(input: PaymentPageInput): Html {
  const card = input.card ?? {};
  return html`<form method="post" action="${input.here}">
    <fieldset>
      <legend>Pay by card</legend>
      <p class="hint">
        Test cards: ${cardNumber(TEST_CARDS[0].number)} is paid, ${cardNumber(TEST_CARDS[1].number)} is declined; any
        future expiry date and any CVC.
      </p>
      <label class="field"
        ><span>Card number</span
        ><input name="number" inputmode="numeric" autocomplete="cc-number" value="${card.number ?? ''}" required
      /></label>
      <div class="row">
        <label class="field"
          ><span>Expiry (MM/YY)</span
          ><input name="expiry" autocomplete="cc-exp" placeholder="MM/YY" value="${card.expiry ?? ''}" required
        /></label>
        <label class="field"
          ><span>CVC</span
          ><input name="cvc" inputmode="numeric" autocomplete="cc-csc" value="${card.cvc ?? ''}" required
        /></label>
      </div>
    </fieldset>
    <button type="submit">Pay ${input.view.amount}</button>
  </form>`;
}

/** The outcome of a payment that cannot be paid (any more): paid, pending, cancelled, refunded... */
function outcome(view: PaymentView, here: string): {text: Html; refresh?: number} {
  const redirect = view.customRedirectUrl
    ? html`<p>After paying, your customer would now be sent on to <code>${view.customRedirectUrl}</code>.</p>`
    : '';
  switch (view.status) {
    case 'pending':
      return {
        text: html`<div class="status" role="status">
            <p>
              Your bank has authorised the payment. Waiting for the bank to confirm it: this page reloads by itself.
            </p>
          </div>
          <p class="links"><a href="${here}">Reload</a></p>`,
        refresh: BANK_CONFIRMATION_DELAY_SECONDS,
      };
    case 'paid':
      return {
        text: html`<div class="status" role="status"><p>Paid. Thank you: nothing more to do.</p></div>
          ${redirect}`,
      };
    case 'cancelled':
      return {
        text: html`<div class="alert" role="status">
          This payment was cancelled by the payee: it can no longer be paid.
        </div>`,
      };
    case 'draft':
      return {text: html`<div class="alert" role="status">This payment has not been sent yet.</div>`};
    default:
      // The refund statuses: the payment was paid, then (partly) refunded or the refund is under way.
      return {
        text: html`<div class="status" role="status">
          <p>Paid. The payee has started a refund of this payment (status <code>${view.status}</code>).</p>
        </div>`,
      };
  }
}

export function paymentPage(input: PaymentPageInput): SandboxResponse {
  const {view, here} = input;
  const payable = PAYABLE_STATUSES.includes(view.status);
  const done = payable ? undefined : outcome(view, here);
  const body = html`<h1>${payable ? 'Pay' : 'Payment to'} ${view.payee}</h1>
    ${summary(view)} ${alert(input.error)}
    ${payable ? html`${payableNotice(view, input.afterCard === true)}${view.byCard ? cardForm(input) : bankChooser(input)}` : done!.text}`;
  return page({
    status: input.status,
    title: `Pay ${view.payee} ${view.amount}`,
    speaker: 'fernpay',
    where: 'Payment',
    body,
    refreshSeconds: done?.refresh,
  });
}
