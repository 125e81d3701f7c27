/**
 * The bands of the public sandbox's scenario catalogue (public.ts): the endings of a field that choose an outcome,
 * which the engine looks up (resources/transactions.ts, resources/bank-accounts.ts; lifecycles/bank-account.ts words
 * its transitions with them). Apart from public.ts so that a lifecycle can read them without importing the tables.
 * Pure.
 */
import type {DataApiCheckStatus} from '../lifecycles/transaction';
import {SANDBOX_COLLECTION_OUTCOMES, type SandboxCollectionOutcome} from '../lifecycles/recurring-payment';
import type {Band} from './catalogue';

/** What the data API checks of a paid single payment find, one result per check, by the pence of its `amount`. */
const dataApiCheck: Band<readonly DataApiCheckStatus[]> = {
  field: 'amount',
  ending: 'pence',
  cases: {
    unableThenMade: {endings: ['94'], outcome: ['unable_to_check', 'payment_made']},
    connectionLost: {endings: ['95'], outcome: ['permanent_connection_loss']},
  },
  otherwise: ['payment_made'],
};

/** The statement check of a bank account added by hand, by the end of its `accountNumber`. */
const accountNumber: Band<'verified' | 'disabled'> = {
  field: 'accountNumber',
  ending: 'suffix',
  cases: {statementRejected: {endings: ['0000'], outcome: 'disabled'}},
  otherwise: 'verified',
};

/**
 * What every check of a recurring payment's scheduled payments finds, by the pence of `recurringAmount` (the
 * per-collection test-bank actions of the same declaration choose it for one scheduled payment).
 */
const recurringAmount: Band<SandboxCollectionOutcome> = {
  field: 'recurringAmount',
  ending: 'pence',
  cases: Object.fromEntries(
    SANDBOX_COLLECTION_OUTCOMES.filter((o) => o.outcome !== 'in_full').map((o) => [
      o.outcome,
      {endings: o.pence.map((p) => String(p).padStart(2, '0')), outcome: o.outcome},
    ]),
  ),
  otherwise: 'in_full',
};

export const PUBLIC_BANDS = {dataApiCheck, accountNumber, recurringAmount} as const;
