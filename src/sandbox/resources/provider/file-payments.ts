/**
 * Bulk file payments: create (the file is built and uploaded within the call; idempotent on
 * `customerPaymentId`), get, status; the approver at the test bank (**Approve**: `initiation_pending`, then
 * the bank's answer 5 seconds later; **Decline** and **Let the link expire**: `authorisation_failed`). The
 * pence of the batch's first transaction pick the bank's answers; `futurePaymentDate` is at least
 * `PROVIDER_LIMITS.bulkMinDaysAhead` days after today (UK). Statuses send `FILE_PAYMENT`. Pure.
 */
import {PROVIDER_LIMITS, ukDate} from '../../../rules';
import {
  FILE_PAYMENT_BANK_SECONDS,
  FILE_PAYMENT_LIFECYCLE,
  FILE_PAYMENT_REPEATED_COMMENT,
  FILE_PAYMENT_TEXTS,
  type FilePaymentAction,
  type FilePaymentStatus,
} from '../../lifecycles/provider-file-payment';
import {FAMILY_PREFIX, type Json} from '../../openapi';
import {bandCase, penceOf} from '../../scenarios/catalogue';
import {PROVIDER_BANDS} from '../../scenarios/provider';
import type {BankPage, EngineContext, Handler, Reply, ResourceModule} from '../../types';
import {ifFound} from '../../kit/not-found';
import {major, minor, sum} from '../../kit/money';
import {apply} from '../../kit/apply';
import {linkExpiryChecked, linkUsable} from './access-consents';
import {
  AUTHORISE_BUTTONS,
  DAY_MS,
  PROVIDER_API,
  authorisationLink,
  bankDone,
  bankRefused,
  collection,
  day,
  iso,
  linkExpiry,
  providerName,
  randomHex,
  randomUuid,
  redirectWith,
  referenceNumber,
  requestUris,
  validationError,
} from './common';
import {COLLECTIONS, type Authorisation, type ProviderSchemas} from './records';
import type {StoredWithStatus} from '../../kit/collection';
import {validatedBody} from '../../kit/body';

const MODULE = 'provider-file-payments';

interface FilePaymentRecord {
  /** The batch as the API shows it. */
  payment: StoredWithStatus<ProviderSchemas['FilePayment']>;
  auth: Authorisation;
  /** The pence of the first transaction (they pick the bank's answer). */
  firstPence: string;
}

const files = (ctx: Pick<EngineContext, 'state'>) => collection<FilePaymentRecord>(ctx.state, COLLECTIONS.filePayments);
const BANK_ANSWER = 'provider-file-payments.bank-answer';

async function move(ctx: EngineContext, record: FilePaymentRecord, action: FilePaymentAction): Promise<boolean> {
  const p = record.payment;
  const taken = await apply(ctx, FILE_PAYMENT_LIFECYCLE, p, action, {
    effect: (t) => {
      p.log.push({status: t.to, message: FILE_PAYMENT_TEXTS[t.to].log, createdAt: p.updatedAt});
      if (t.from.includes('awaiting_authorization')) p.authorisationFlow = null;
      if (t.to === 'initiation_pending') {
        p.providerUserGrantToken = `ugt_${randomHex(12)}`;
        p.providerAlternativeReferenceNumber = `fp-${randomUuid()}`;
        ctx.schedule({at: ctx.now() + FILE_PAYMENT_BANK_SECONDS * 1000, kind: BANK_ANSWER, id: p.id});
      }
    },
  });
  return taken !== undefined;
}

const bulk = (type: string, record: FilePaymentRecord, status = 200, comment?: string): Reply => ({
  status,
  body: {
    type,
    status: record.payment.status,
    comment: comment ?? FILE_PAYMENT_TEXTS[record.payment.status as FilePaymentStatus].comment,
    data: structuredClone(record.payment),
  },
});

const createFilePaymentConsent: Handler = async (ctx) => {
  const input = validatedBody<ProviderSchemas['FilePaymentConsentRequest']>(ctx);
  const customerPaymentId = input.customerPaymentId;
  const repeated = Object.values(files(ctx)).find((r) => r.payment.customerPaymentId === customerPaymentId);
  if (repeated)
    return bulk(
      'file_payment_consent',
      repeated,
      200,
      repeated.payment.status === 'initiation_completed' ? FILE_PAYMENT_REPEATED_COMMENT : undefined,
    );
  const now = ctx.now();
  const earliest = day(
    Date.parse(`${ukDate(new Date(now))}T00:00:00.000Z`) + PROVIDER_LIMITS.bulkMinDaysAhead * DAY_MS,
  );
  const date = input.futurePaymentDate ?? earliest;
  if (date < earliest)
    return validationError(
      'formatMinimum',
      '.futurePaymentDate',
      '#/properties/futurePaymentDate/formatMinimum',
      {limit: PROVIDER_LIMITS.bulkMinDaysAhead},
      `should be at least ${PROVIDER_LIMITS.bulkMinDaysAhead} days after today`,
    );
  const data = input.paymentData;
  const first = data.transactions[0];
  const firstPence = penceOf(first.amount);
  if (bandCase(PROVIDER_BANDS.filePayment, first.amount) === 'fileRefused') {
    const refusedFile: Reply = {
      status: 500,
      body: {
        error: {
          failed_at: iso(now),
          failure_code: 'server_error',
          failure_details: {
            code: '400 BadRequest',
            message: 'The bank could not accept the payment file',
            errors: [
              {
                ErrorCode: 'UK.OBIE.Field.Invalid',
                Message: `Creditor account ${String(first.creditorAccountNumber ?? first.creditorIban)} failed validation`,
                Path: 'Data.Initiation.FileHash',
              },
            ],
          },
        },
      },
    };
    return refusedFile;
  }
  const id = ctx.newId();
  const link = await authorisationLink(ctx, MODULE, id);
  const debtor = data.debtor;
  const record: FilePaymentRecord = {
    firstPence,
    auth: {link, expiresAt: linkExpiry(now), expiredAt: null, revokedAt: null},
    payment: {
      id,
      customerPaymentId,
      referenceNumber: referenceNumber(ctx, 'FPB'),
      reference: input.reference ?? null,
      provider: input.provider,
      providerReferenceNumber: `fpc-${randomUuid()}`,
      providerAlternativeReferenceNumber: null,
      providerUserGrantToken: null,
      amount: major(sum(data.transactions.map((t) => minor(t.amount)))),
      numberOfTransactions: data.transactions.length,
      futurePaymentDate: date,
      paymentFileUri: `${ctx.origin}${FAMILY_PREFIX.provider}/files/${id}.json`,
      remitterIdentificationType: debtor.remitterIdentificationType ?? 'SortCodeAccountNumber',
      remitterSortCode: debtor.sortCode ?? null,
      remitterAccountNumber: debtor.accountNumber ?? null,
      remitterIban: debtor.iban ?? null,
      remitterName: debtor.name,
      status: null,
      authorisationFlow: {type: 'redirect', uri: link},
      ...requestUris(input.option),
      log: [],
      risk: input.risk ?? null,
      completedAt: null,
      createdAt: iso(now),
      updatedAt: iso(now),
    },
  };
  files(ctx)[id] = record;
  for (const action of ['create', 'upload.start', 'upload.done'] as const) await move(ctx, record, action);
  return bulk('file_payment_consent', record, 201);
};

const onFile =
  (type: string): Handler =>
  (ctx) => {
    const record = files(ctx)[ctx.pathParams.filePaymentId];
    return ifFound(record, (record) => bulk(type, record), {param: 'filePaymentId', id: ctx.pathParams.filePaymentId});
  };

// ---- test bank, tasks, checks -----------------------------------------------------------------------

async function bank(ctx: EngineContext, id: string, action: string): Promise<{status: number; body: Json} | undefined> {
  const record = files(ctx)[id];
  if (!record) return undefined;
  const p = record.payment;
  if (!['approve', 'decline', 'expire'].includes(action))
    return bankRefused(`a bulk payment's test bank has the actions approve, decline and expire, not ${action}`);
  if (p.status !== 'awaiting_authorization')
    return bankRefused(`file payment ${id} is ${String(p.status)}: the test bank has nothing to authorise`);
  if (!linkUsable(record.auth, ctx.now())) return bankRefused(`the link of file payment ${id} has expired`);
  if (action === 'expire') {
    record.auth.expiredAt = ctx.now();
    return bankDone({
      action,
      filePaymentId: id,
      status: p.status,
      message: 'The link has expired; the batch fails at the next check.',
    });
  }
  await move(ctx, record, action === 'approve' ? 'bank.approve' : 'bank.decline');
  const query = {filePaymentId: id, customerPaymentId: p.customerPaymentId, status: String(p.status)};
  return bankDone({
    action,
    filePaymentId: id,
    status: p.status,
    redirectTo: redirectWith(p.redirectUri, query),
  });
}

function bankPage(ctx: EngineContext, id: string): BankPage | undefined {
  const record = files(ctx)[id];
  if (!record) return undefined;
  const p = record.payment;
  return {
    title: `${providerName(p.provider)}: authorise a bulk payment`,
    lines: [
      `${p.numberOfTransactions} payments, ${p.amount} GBP in total, from ${p.remitterName}.`,
      `Paid on ${String(p.futurePaymentDate)}.`,
      `Status: ${String(p.status)}.`,
    ],
    actions: p.status === 'awaiting_authorization' && linkUsable(record.auth, ctx.now()) ? AUTHORISE_BUTTONS : [],
  };
}

async function check(ctx: EngineContext): Promise<boolean> {
  let changed = false;
  for (const record of Object.values(files(ctx)))
    if (record.payment.status === 'awaiting_authorization' && linkExpiryChecked(record.auth, ctx.now()))
      changed = (await move(ctx, record, 'check.linkExpired')) || changed;
  return changed;
}

export const FILE_PAYMENTS: ResourceModule = {
  name: MODULE,
  handlers: {
    [PROVIDER_API]: {
      createFilePaymentConsent,
      getFilePayment: onFile('file_payment'),
      getFilePaymentStatus: onFile('file_payment_status'),
    },
  },
  tasks: {
    [BANK_ANSWER]: async (ctx, task) => {
      const record = files(ctx)[task.id];
      if (!record) return;
      // The record keeps the first transaction's pence (`firstPence`): the band decides from them.
      const answer = bandCase(PROVIDER_BANDS.filePayment, `0.${record.firstPence}`);
      const action =
        answer === 'rejected' ? 'bank.rejected' : answer === 'initiationFailed' ? 'bank.failed' : 'bank.completed';
      await move(ctx, record, action);
    },
  },
  onTick: check,
  bank: (ctx, id, action) => bank(ctx, id, action),
  bankPage,
};
