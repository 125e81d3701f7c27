/**
 * The provider lifecycles as the restricted section's pages show them (`<Lifecycle id api="provider" />`):
 * the words of the diagrams and tables around the engine's own declarations (provider-*.ts). Every table links
 * the provider reference (`/provider/api`), under the section's prefix; plugins/rules refuses these lifecycles
 * on a page outside docs-provider/. Pure.
 */
import {ACCESS_CONSENT_LIFECYCLE, EU_CONSENT_LIFECYCLE} from './provider-access-consent';
import {SINGLE_IMMEDIATE_PAYMENT_LIFECYCLE} from './provider-payment';
import {VRP_CONSENT_LIFECYCLE, VRP_PAYMENT_LIFECYCLE} from './provider-vrp';
import type {LifecycleView} from './view';
import {API_PAGES} from '../../rules/api-pages';

const apis = {provider: API_PAGES.provider.route};
const who = {
  'integrator call': 'your call',
  'test bank (end user)': 'the end user, at the bank (sandbox: the test bank)',
  bank: 'the bank',
  'status check': "Fernpay's status check",
};

export const PROVIDER_LIFECYCLES: Readonly<Record<string, LifecycleView>> = {
  'provider-single-immediate-payment': {
    id: 'provider-single-immediate-payment',
    title: 'Single immediate payment statuses',
    noun: 'payment',
    lifecycle: SINGLE_IMMEDIATE_PAYMENT_LIFECYCLE,
    exampleId: '6653c1d2e3f4a5b6c7d8e9f0',
    actions: {
      create: {label: 'create', operationId: 'createSingleImmediatePayment'},
      'bank.approve': {label: 'user authorises at the bank'},
      'bank.confirm': {label: 'bank makes the payment'},
      getPaymentRefundAccount: {label: 'get the refund account', operationId: 'getPaymentRefundAccount'},
      createRefund: {label: 'refund', operationId: 'createRefund'},
    },
    who,
    apis,
  },
  'provider-access-consent': {
    id: 'provider-access-consent',
    title: 'Account access consent statuses',
    noun: 'consent',
    lifecycle: ACCESS_CONSENT_LIFECYCLE,
    exampleId: 'aac-9c4e1b7a-2f6d-4a83-b5e0-7d1c3f9a2e64',
    actions: {
      create: {label: 'create', operationId: 'createAccessConsent'},
      reconsent: {label: 'reconsent', operationId: 'reconsentAccessConsent'},
      delete: {label: 'delete', operationId: 'deleteAccessConsent'},
      'bank.approve': {label: 'user approves at the bank'},
      'bank.decline': {label: 'user or bank declines'},
      'check.linkExpired': {label: 'link expires unused'},
      'check.revokedAtBank': {label: 'user withdraws at the bank'},
      'check.accessExpired': {label: 'access expires'},
    },
    who,
    apis,
  },
  'provider-eu-consent': {
    id: 'provider-eu-consent',
    title: 'EU consent statuses',
    noun: 'consent',
    lifecycle: EU_CONSENT_LIFECYCLE,
    actions: {
      create: {label: 'create', operationId: 'createEuAccessConsent'},
      delete: {label: 'delete', operationId: 'deleteEuAccessConsent'},
      'bank.approve': {label: 'user approves'},
      'bank.decline': {label: 'user or bank declines'},
      'check.linkExpired': {label: 'link expires unused'},
      'check.revokedAtBank': {label: 'user withdraws at the bank'},
      'check.validUntilPassed': {label: 'validUntil passes'},
    },
    who,
    apis,
  },
  'provider-vrp-consent': {
    id: 'provider-vrp-consent',
    title: 'VRP consent statuses',
    noun: 'consent',
    lifecycle: VRP_CONSENT_LIFECYCLE,
    exampleId: '6652e2f3a4b5c6d7e8f9a0b1',
    actions: {
      create: {label: 'create', operationId: 'createVrpConsent'},
      'create.slowBank': {label: 'create, the bank is slow', operationId: 'createVrpConsent'},
      'bank.created': {label: 'bank creates it'},
      'bank.refused': {label: 'bank refuses it'},
      'bank.approve': {label: 'user approves'},
      'bank.decline': {label: 'user declines'},
      'check.linkExpired': {label: 'link expires unused'},
      'check.revokedAtBank': {label: 'user revokes'},
      'payment.revokedAtBank': {label: 'bank ends it'},
      'check.validToPassed': {label: 'validTo passes'},
      delete: {label: 'delete', operationId: 'deleteVrpConsent'},
    },
    who,
    apis,
  },
  'provider-vrp-payment': {
    id: 'provider-vrp-payment',
    title: 'VRP payment statuses',
    noun: 'payment',
    lifecycle: VRP_PAYMENT_LIFECYCLE,
    actions: {
      create: {label: 'create', operationId: 'createVrpPayment'},
      'bank.answer': {label: 'bank answers'},
      'bank.execute': {label: 'bank makes the payment'},
      'bank.insufficientFunds': {label: 'not enough money'},
      'bank.reject': {label: 'bank rejects it'},
    },
    who,
    apis,
  },
};
