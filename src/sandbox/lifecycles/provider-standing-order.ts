/**
 * The provider's standing order lifecycles, consent and standing order, declared once as data.
 *
 * Sources: openapi/provider/components/schemas/standing-orders/StandingOrderConsentStatus.yaml,
 * StandingOrderStatus.yaml, the standing order operations' descriptions and examples, DECISIONS.md ("Other
 * provider status transitions", "Standing order consent variants", "Provider sandbox outcomes"),
 * docs-provider/overview.mdx ("Standing orders") and docs-provider/sandbox-outcomes.mdx. Pure data.
 */
import type {Lifecycle} from './lifecycle';
import {endingWords} from '../scenarios/catalogue';
import {PROVIDER_BANDS} from '../scenarios/provider';

export const STANDING_ORDER_CONSENT_STATUSES = ['AwaitingAuthorisation', 'Authorised', 'Consumed', 'Rejected'] as const;
export type StandingOrderConsentStatus = (typeof STANDING_ORDER_CONSENT_STATUSES)[number];
export type StandingOrderConsentAction =
  'create' | 'create.starling' | 'bank.approve' | 'bank.decline' | 'check.linkExpired' | 'order.created';

/** `DOMESTIC_STANDING_ACCESS_CONSENT` (scope `DOMESTIC_STANDING_PAYMENTS`): consent status changes. */
export const STANDING_ORDER_CONSENT_WEBHOOK = 'DOMESTIC_STANDING_PAYMENTS.DOMESTIC_STANDING_ACCESS_CONSENT';

export const STANDING_ORDER_CONSENT_LIFECYCLE: Lifecycle<StandingOrderConsentStatus, StandingOrderConsentAction> = {
  name: 'standing order consent',
  statuses: STANDING_ORDER_CONSENT_STATUSES,
  webhook: STANDING_ORDER_CONSENT_WEBHOOK,
  statusField: 'Status',
  touch: ['StatusUpdateDateTime'],
  transitions: [
    {
      action: 'create',
      from: [null],
      to: 'AwaitingAuthorisation',
      when: 'type uk',
      by: 'integrator call',
      webhook: false,
    },
    {
      action: 'create.starling',
      from: [null],
      to: 'Authorised',
      when: 'type starling: it uses the Authorised account access consent, no link',
      by: 'integrator call',
      webhook: false,
    },
    {
      action: 'bank.approve',
      from: ['AwaitingAuthorisation'],
      to: 'Authorised',
      by: 'test bank (end user)',
      webhook: true,
    },
    {
      action: 'bank.decline',
      from: ['AwaitingAuthorisation'],
      to: 'Rejected',
      by: 'test bank (end user)',
      webhook: true,
    },
    {
      action: 'check.linkExpired',
      from: ['AwaitingAuthorisation'],
      to: 'Rejected',
      when: 'the link was left unused past expiryDate (or the test bank let it expire), at the next check',
      by: 'status check',
      webhook: true,
    },
    {
      action: 'order.created',
      from: ['Authorised'],
      to: 'Consumed',
      when: 'POST /payment/standing-orders with the consent',
      by: 'integrator call',
      webhook: true,
    },
  ],
  refusals: [
    {
      action: 'createStandingOrder',
      allowedIn: ['Authorised'],
      status: 400,
      message: (status, id) =>
        status === 'Consumed'
          ? `Standing order consent ${id} is Consumed: its standing order exists already`
          : `Standing order consent ${id} is ${status}: a standing order needs an Authorised consent`,
    },
  ],
};

export const STANDING_ORDER_STATUSES = [
  'InitiationPending',
  'InitiationCompleted',
  'InitiationFailed',
  'Cancelled',
] as const;
export type StandingOrderStatus = (typeof STANDING_ORDER_STATUSES)[number];
export type StandingOrderAction = 'create' | 'bank.completed' | 'bank.failed' | 'bank.cancelled';

/**
 * The sandbox bank sets a standing order up inside the create call. `InitiationPending` (a bank that needs
 * time) and `Cancelled` (the end user or the bank cancels it later) happen in live only: the sandbox has no
 * input for them, as for multi-authorisation.
 */
export const STANDING_ORDER_LIFECYCLE: Lifecycle<StandingOrderStatus, StandingOrderAction> = {
  name: 'standing order',
  statuses: STANDING_ORDER_STATUSES,
  webhook: null,
  statusField: 'Status',
  touch: ['StatusUpdateDateTime'],
  transitions: [
    {
      action: 'create',
      from: [null],
      to: 'InitiationPending',
      when: 'live only: the bank answers later',
      by: 'integrator call',
      webhook: false,
    },
    {
      action: 'bank.completed',
      from: [null, 'InitiationPending'],
      to: 'InitiationCompleted',
      when: `the sandbox bank answers at once; any FirstPaymentAmount but one ending in ${endingWords(PROVIDER_BANDS.standingOrder, 'failed')}`,
      by: 'bank',
      webhook: false,
    },
    {
      action: 'bank.failed',
      from: [null, 'InitiationPending'],
      to: 'InitiationFailed',
      when: `FirstPaymentAmount ending in ${endingWords(PROVIDER_BANDS.standingOrder, 'failed')}`,
      by: 'bank',
      webhook: false,
    },
    {
      action: 'bank.cancelled',
      from: ['InitiationCompleted'],
      to: 'Cancelled',
      when: 'live only: the end user or the bank cancels it',
      by: 'bank',
      webhook: false,
    },
  ],
  refusals: [],
};
