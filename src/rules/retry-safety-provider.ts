/**
 * What a retry does, per call, for the provider API: its rows of the retry-safety table and its keyed
 * calls (retry-safety.ts holds the public APIs'). Restricted: only the provider's rules (provider.ts) and
 * build-time code (all.ts) import this, never a public file. Pure data.
 */
import {opLink, type KeyedCalls, type RetryEntry} from './retry-safety';

export const PROVIDER_RETRY_SAFETY: {provider: Record<string, RetryEntry>} = {
  provider: {
    createAccessConsent: {
      call: 'create an access consent',
      kind: 'new-link',
      earlier: 'stays-until-expiry',
      expiry: 'its `expiryDate`, 1 hour after creation',
      check: `Each call creates a consent; ${opLink('provider', 'listAccessConsents', 'list consents')} with \`status\` \`AwaitingAuthorisation\` to find the first one.`,
    },
    deleteAccessConsent: {
      call: 'delete an access consent',
      kind: 'repeatable',
      note: 'The consent stays `Revoked`.',
    },
    reconsentAccessConsent: {
      call: 'reconsent',
      kind: 'new-link',
      earlier: 'stays-until-expiry',
      expiry: 'it expires',
      check: 'Both links authorise the same consent.',
    },
    createEuAccessConsent: {
      call: 'create an EU access consent',
      kind: 'new-link',
      earlier: 'stays-until-expiry',
      expiry: 'its `expiryDate`',
      check: 'Each call creates a consent.',
    },
    deleteEuAccessConsent: {
      call: 'delete an EU access consent',
      kind: 'repeatable',
      note: 'The consent stays `terminatedByTpp`.',
    },
    submitEuSinglePaymentOtp: {
      call: 'submit the EU one-time passcode',
      kind: 'refused',
      status: '400',
      message:
        'with `failure_code` `eu_payment_authorisation_error` (a passcode works once; a wrong one gets the same)',
      check: `${opLink('provider', 'getEuSinglePayment', 'Get the payment')}: \`pending\` or \`executed\` means the code was accepted.`,
    },
    deleteVrpConsent: {
      call: 'delete a VRP consent',
      kind: 'refused',
      status: '200',
      message: 'with `successfullyDeleted` `false` and a `message`; nothing changes',
    },
    confirmVrpFunds: {
      call: 'confirm funds',
      kind: 'repeatable',
      note: "Nothing changes; the answer is the bank's at the time.",
    },
    registerWebhook: {call: 'register a webhook', kind: 'repeatable'},
    deleteWebhook: {call: 'delete webhooks', kind: 'repeatable'},
  },
};

/**
 * The provider's calls that take an `Idempotency-Key`. Its `createVrpConsent` takes the key too once it is
 * declared (the test accepts it either way while it is listed in `KEY_BEING_ADDED`).
 */
export const PROVIDER_KEYED: {provider: KeyedCalls} = {
  provider: {
    label: 'Payment calls, with a key',
    calls: [
      ['provider', 'createSingleImmediatePayment', 'payment'],
      ['provider', 'createRefund', 'refund'],
      ['provider', 'createEuSinglePayment', 'EU payment'],
      ['provider', 'createVrpConsent', 'VRP consent'],
      ['provider', 'createVrpPayment', 'VRP payment'],
      ['provider', 'createFilePaymentConsent', 'bulk payment'],
      ['provider', 'createStandingOrderConsent', 'standing order consent'],
      ['provider', 'createStandingOrder', 'standing order'],
    ],
  },
};
