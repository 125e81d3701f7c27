/**
 * The bulk file payment lifecycle of the provider API, declared once as data.
 *
 * Sources: openapi/provider/components/schemas/bulk/FilePaymentStatus.yaml, the bulk operations'
 * descriptions and examples, DECISIONS.md ("Bulk payment flow", "Other provider status transitions",
 * "Provider sandbox outcomes"), docs-provider/sandbox-outcomes.mdx. Pure data.
 */
import type {Lifecycle} from './lifecycle';
import {endingWords} from '../scenarios/catalogue';
import {FILE_PAYMENT_BANK_SECONDS, PROVIDER_BANDS} from '../scenarios/provider';

export const FILE_PAYMENT_STATUSES = [
  'new_file_payment',
  'awaiting_upload',
  'awaiting_authorization',
  'initiation_pending',
  'initiation_failed',
  'initiation_completed',
  'authorisation_failed',
  'rejected',
] as const;
export type FilePaymentStatus = (typeof FILE_PAYMENT_STATUSES)[number];
export type FilePaymentAction =
  | 'create'
  | 'upload.start'
  | 'upload.done'
  | 'bank.approve'
  | 'bank.decline'
  | 'check.linkExpired'
  | 'bank.completed'
  | 'bank.failed'
  | 'bank.rejected';

export const FILE_PAYMENT_WEBHOOK = 'PAYMENTS.FILE_PAYMENT';

/** Sandbox: the bank answers a submitted batch this many seconds after the authorisation (declared with the catalogue's rows). */
export {FILE_PAYMENT_BANK_SECONDS};

export const FILE_PAYMENT_LIFECYCLE: Lifecycle<FilePaymentStatus, FilePaymentAction> = {
  name: 'bulk file payment',
  statuses: FILE_PAYMENT_STATUSES,
  webhook: FILE_PAYMENT_WEBHOOK,
  touch: ['updatedAt'],
  stamps: {initiation_completed: ['completedAt'], initiation_failed: ['completedAt'], rejected: ['completedAt']},
  transitions: [
    {action: 'create', from: [null], to: 'new_file_payment', by: 'integrator call', webhook: false},
    {
      action: 'upload.start',
      from: ['new_file_payment'],
      to: 'awaiting_upload',
      when: 'within the create call in the sandbox',
      by: 'bank',
      webhook: false,
    },
    {
      action: 'upload.done',
      from: ['awaiting_upload'],
      to: 'awaiting_authorization',
      when: 'within the create call in the sandbox',
      by: 'bank',
      webhook: false,
    },
    {
      action: 'bank.approve',
      from: ['awaiting_authorization'],
      to: 'initiation_pending',
      by: 'test bank (end user)',
      webhook: true,
    },
    {
      action: 'bank.decline',
      from: ['awaiting_authorization'],
      to: 'authorisation_failed',
      by: 'test bank (end user)',
      webhook: true,
    },
    {
      action: 'check.linkExpired',
      from: ['awaiting_authorization'],
      to: 'authorisation_failed',
      when: 'the link was left unused past expiryDate (or the test bank let it expire), at the next check',
      by: 'status check',
      webhook: true,
    },
    {
      action: 'bank.completed',
      from: ['initiation_pending'],
      to: 'initiation_completed',
      when: `${FILE_PAYMENT_BANK_SECONDS} seconds later`,
      by: 'bank',
      webhook: true,
    },
    {
      action: 'bank.failed',
      from: ['initiation_pending'],
      to: 'initiation_failed',
      when: `first transaction amount ending in ${endingWords(PROVIDER_BANDS.filePayment, 'initiationFailed')}, ${FILE_PAYMENT_BANK_SECONDS} seconds later`,
      by: 'bank',
      webhook: true,
    },
    {
      action: 'bank.rejected',
      from: ['initiation_pending'],
      to: 'rejected',
      when: `first transaction amount ending in ${endingWords(PROVIDER_BANDS.filePayment, 'rejected')}, ${FILE_PAYMENT_BANK_SECONDS} seconds later`,
      by: 'bank',
      webhook: true,
    },
  ],
  refusals: [],
};

/** The log message of each status, and the comment of a bulk answer in it. */
export const FILE_PAYMENT_TEXTS: Record<FilePaymentStatus, {log: string; comment: string}> = {
  new_file_payment: {
    log: 'File payment consent created.',
    comment: 'File payment consent created; uploading the payment file.',
  },
  awaiting_upload: {log: 'Uploading the payment file.', comment: 'Uploading the payment file.'},
  awaiting_authorization: {
    log: 'Payment file uploaded; waiting for authorisation.',
    comment: 'Payment file uploaded; waiting for authorisation.',
  },
  initiation_pending: {log: 'Authorised; batch submitted to the bank.', comment: 'The bank is processing the batch.'},
  initiation_completed: {log: 'The bank accepted the batch.', comment: 'The bank accepted the batch.'},
  initiation_failed: {log: 'The bank could not initiate the batch.', comment: 'The bank could not initiate the batch.'},
  authorisation_failed: {log: 'The batch was not authorised.', comment: 'The batch was not authorised.'},
  rejected: {log: 'The bank rejected the batch.', comment: 'The bank rejected the batch.'},
};
export const FILE_PAYMENT_REPEATED_COMMENT = 'Payment already completed; it was not processed again.';
