/**
 * The bank-account lifecycle, declared once as data: its statuses, every transition with the action that causes
 * it, the consent notices, the test bank's buttons for a bank connection, and every refusal with the documented
 * status and message. The sandbox engine applies it (toolkit and partner bank accounts alike); pages show it
 * (`<Lifecycle id="bank-account" />`).
 *
 * Sources: openapi/shared/schemas/BankAccountStatus.yaml, BankAccountCreationType.yaml, ConsentExpiryWarning.yaml,
 * the bank-accounts operations' descriptions and named `400` examples (openapi/{toolkit,partner}/bank-accounts),
 * the bank-accounts overviews, /guides/sandbox-outcomes#bank-account-connection and DECISIONS.md ("Bank account
 * status values", "Default bank account", "Bank consent lifetime and reconsent", "Sandbox outcomes"). Pure data
 * (and message functions): no DOM, no Node API.
 */
import {CONSENT_WARNINGS_DAYS_BEFORE} from '../../rules';
import {refusalOf, transition, type Lifecycle, type LifecycleTransition} from './lifecycle';
import {endingWords} from '../scenarios/catalogue';
import {PUBLIC_BANDS} from '../scenarios/public-bands';

export const BANK_ACCOUNT_STATUSES = ['pending', 'manual_check_required', 'verified', 'disabled'] as const;
export type BankAccountStatus = (typeof BANK_ACCOUNT_STATUSES)[number];

export const BANK_ACCOUNT_CREATION_TYPES = ['data_api', 'manual', 'external'] as const;
export type BankAccountCreationType = (typeof BANK_ACCOUNT_CREATION_TYPES)[number];

/** In the sandbox, an account connected at the test bank is confirmed (or not) this many seconds after Approve. */
export const DETAILS_CONFIRMATION_DELAY_SECONDS = 10;
/** In the sandbox, Fernpay's team ends a manual check (statement, or unconfirmed details) this many seconds later. */
export const MANUAL_CHECK_DELAY_SECONDS = 120;
/** The sandbox server connects only through the test environments of the banks: identifiers ending in this. */
export const SANDBOX_PROVIDER_SUFFIX = '-sandbox';
/** Whether the sandbox server takes this bank (`provider`): one of its test environments. Connecting and paying alike. */
export const isSandboxProvider = (externalId: string) => externalId.endsWith(SANDBOX_PROVIDER_SUFFIX);
/**
 * The bank of a test environment's identifier (`ob-monzo-sandbox` -> `ob-monzo`): an account connected through one
 * names its bank in `provider`, as live (the seeded accounts and every example of the same account say `ob-monzo`),
 * so code that maps a bank to its name or logo runs unchanged; only the connect call names the test environment.
 */
export const bankOfProvider = (externalId: string) =>
  isSandboxProvider(externalId) ? externalId.slice(0, -SANDBOX_PROVIDER_SUFFIX.length) : externalId;
/**
 * `bank-accounts` webhooks (`status-update`, `reconsent-notification`) are never sent for sandbox accounts
 * (DECISIONS.md "Bank-accounts webhooks", "Sandbox outcomes"): the sandbox records what live would send
 * (`notices` of the account) and sends nothing.
 */
export const SANDBOX_SENDS_BANK_ACCOUNT_WEBHOOKS = false;

export type BankAccountAction =
  | 'create'
  | 'bank.approve'
  | 'bank.approve-details-not-confirmed'
  | 'bank.reconnect'
  | 'clock.detailsConfirmed'
  | 'clock.detailsNotConfirmed'
  | 'clock.manualCheck'
  | 'fernpay.disable';

/**
 * `webhook`: what live sends for it, `status-update` on every status change after the account was added, except
 * for `manual` accounts; never in the sandbox (`SANDBOX_SENDS_BANK_ACCOUNT_WEBHOOKS`).
 */
export type BankAccountTransition = LifecycleTransition<BankAccountStatus, BankAccountAction> & {
  webhook: 'bank-accounts.status-update' | false;
};

export const BANK_ACCOUNT_TRANSITIONS: readonly BankAccountTransition[] = [
  {
    action: 'create',
    from: [null],
    to: 'manual_check_required',
    when: 'added by hand with a bank statement (toolkit: `manual`, partner: `external`)',
    by: 'merchant or partner call',
    webhook: false,
  },
  {
    action: 'bank.approve',
    from: [null],
    to: 'pending',
    when: 'a new account (`data_api`, with a consent)',
    by: 'test bank (company user)',
    webhook: false,
  },
  {
    action: 'bank.approve-details-not-confirmed',
    from: [null],
    to: 'pending',
    when: 'a new account whose details the data API will not confirm',
    by: 'test bank (company user)',
    webhook: false,
  },
  {
    action: 'bank.reconnect',
    from: ['disabled'],
    to: 'pending',
    when: 'the user authorises, at connect or reconsent, an account the company already has (connected again)',
    by: 'test bank (company user)',
    webhook: 'bank-accounts.status-update',
  },
  {
    action: 'clock.detailsConfirmed',
    from: ['pending'],
    to: 'verified',
    when: `${DETAILS_CONFIRMATION_DELAY_SECONDS} seconds after **Approve**`,
    by: 'sandbox clock (data API)',
    webhook: 'bank-accounts.status-update',
  },
  {
    action: 'clock.detailsNotConfirmed',
    from: ['pending'],
    to: 'manual_check_required',
    when: `${DETAILS_CONFIRMATION_DELAY_SECONDS} seconds after **Approve, details not confirmed**`,
    by: 'sandbox clock (data API)',
    webhook: 'bank-accounts.status-update',
  },
  {
    action: 'clock.manualCheck',
    from: ['manual_check_required'],
    to: 'verified',
    when: `${MANUAL_CHECK_DELAY_SECONDS} seconds later: a connected account, or a hand-added one whose accountNumber does not end in ${endingWords(PUBLIC_BANDS.accountNumber, 'statementRejected')}`,
    by: "sandbox clock (Fernpay's team)",
    webhook: 'bank-accounts.status-update',
  },
  {
    action: 'clock.manualCheck',
    from: ['manual_check_required'],
    to: 'disabled',
    when: `${MANUAL_CHECK_DELAY_SECONDS} seconds later: a hand-added account whose accountNumber ends in ${endingWords(PUBLIC_BANDS.accountNumber, 'statementRejected')} (statement rejected)`,
    by: "sandbox clock (Fernpay's team)",
    webhook: 'bank-accounts.status-update',
  },
  {
    action: 'fernpay.disable',
    from: ['verified'],
    to: 'disabled',
    when: 'live only (no sandbox input): the account was closed, or Fernpay disabled it',
    by: "Fernpay's team",
    webhook: 'bank-accounts.status-update',
  },
];

/** The transition an action takes from a status (the first whose condition `pick` accepts). */
export const bankAccountTransitionFor = (
  action: BankAccountAction,
  from: BankAccountStatus | null,
  pick?: (t: BankAccountTransition) => boolean,
) => transition({transitions: BANK_ACCOUNT_TRANSITIONS}, action, from, pick);

// ---- the consent of a `data_api` account ----------------------------------------------------------------

export type ConsentExpiryWarning = `day-${(typeof CONSENT_WARNINGS_DAYS_BEFORE)[number]}` | 'expired' | 'up-to-date';

/**
 * The `reconsent-notification` events of a consent, in the order they come: one per `CONSENT_WARNINGS_DAYS_BEFORE`
 * (`daysBefore` the expiry), then `expired` at the expiry (`bankConsentExpired` becomes `true`). A renewal sends
 * `up-to-date` and starts again. Live sends each as a webhook; the sandbox records it and sends nothing.
 */
export const CONSENT_NOTICES: readonly {warning: ConsentExpiryWarning; daysBefore: number}[] = [
  ...CONSENT_WARNINGS_DAYS_BEFORE.map((d) => ({warning: `day-${d}` as ConsentExpiryWarning, daysBefore: d})),
  {warning: 'expired', daysBefore: 0},
];

// ---- the test bank, for a bank connection (connect or reconsent `authUri`) ---------------------------------

/** The buttons, as /guides/sandbox-outcomes#bank-account-connection names them. */
export const BANK_CONNECTION_BUTTONS = [
  {action: 'approve', label: 'Approve'},
  {action: 'approve-details-not-confirmed', label: 'Approve, details not confirmed'},
  {action: 'decline', label: 'Decline'},
  {action: 'expire', label: 'Let the link expire'},
] as const;
export type BankConnectionButton = (typeof BANK_CONNECTION_BUTTONS)[number]['action'];

/** Where a bank connection is: `open` until a button ends it (or its hour passes), then `connected` or `failed`. */
export type BankConnectionStatus = 'open' | 'connected' | 'failed';

// ---- refusals -------------------------------------------------------------------------------------------

/** The documented answer of a call the account's status does not allow (the named `400` example). */
export const BANK_ACCOUNT_LIFECYCLE: Lifecycle<BankAccountStatus, BankAccountAction> = {
  name: 'bank account',
  statuses: BANK_ACCOUNT_STATUSES,
  transitions: BANK_ACCOUNT_TRANSITIONS,
  refusals: [
    {
      action: 'setDefaultBankAccount',
      allowedIn: ['verified'],
      status: 400,
      message: (s) => `Only a verified bank account can be the default account (status is ${s})`,
    },
  ],
};

/** Reconsent of an account not connected by open banking (its creation type, not its status, refuses it). */
export const notConnectedMessage = () =>
  'Only bank accounts connected by open banking (creationType data_api) can be reconsented';

/** The refusal of an operation on an account, if any. */
export function bankAccountRefusalFor(
  operationId: string,
  account: {status: BankAccountStatus; creationType: BankAccountCreationType},
): {status: 200 | 400 | 403; message: string} | undefined {
  if (operationId === 'reconsentBankAccount' && account.creationType !== 'data_api')
    return {status: 400, message: notConnectedMessage()};
  return refusalOf(BANK_ACCOUNT_LIFECYCLE, operationId, account.status);
}
/** Connect on the sandbox server with a live bank (`400`: sandbox accounts connect through the sandbox banks). */
export const liveProviderMessage = (provider: string) =>
  `provider must be a sandbox bank on the sandbox server (an identifier ending in ${SANDBOX_PROVIDER_SUFFIX}, such as ob-natwest${SANDBOX_PROVIDER_SUFFIX}); ${provider} connects on the live server only`;

/** Create with a sort code and account number the company already has (`400`). */
export const duplicateAccountMessage = (family: 'toolkit' | 'partner', sortCode: string, accountNumber: string) =>
  `a bank account with sortCode ${sortCode} and accountNumber ${accountNumber} is already registered for ${
    family === 'toolkit' ? 'your company' : 'the company'
  }`;
