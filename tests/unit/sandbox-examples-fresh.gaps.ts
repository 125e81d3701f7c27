/**
 * The documented request examples that do not answer `2xx` on a fresh sandbox yet (sandbox-examples-fresh.test.ts),
 * each with why: the resource the example names is not in a fresh sandbox (issue 38 asks for the sandbox to start
 * seeded with them), or the sandbox refuses what the example sends. The test fails when one of them answers `2xx`,
 * so the list only shrinks. Data.
 */
export const NOT_YET_SEEDED: Readonly<Record<string, string>> = {
  'provider submitEuSinglePaymentOtp submitEuSinglePaymentOtp-otp':
    '404: paymentId 6653c1d2e3f4a5b6c7d8e9f1 is not in a fresh sandbox',
  'provider listCategoryTransactions (no body)':
    '404: consentId aac-0f5b7c2e-91d4-4a6b-8e3f-5c7d9a1b2e40 is not in a fresh sandbox',
  'provider getEuAccountBalances (no body)':
    '404: consentId eu-2f6a9c1d-8b3e-4d70-a5f2-3c9e1b7d4a08 is not in a fresh sandbox',
  'provider listEuAccountTransactions (no body)':
    '404: consentId eu-2f6a9c1d-8b3e-4d70-a5f2-3c9e1b7d4a08 is not in a fresh sandbox',
  'provider getEuSinglePaymentAuthorisation (no body)':
    '404: paymentId 6653c1d2e3f4a5b6c7d8e9f0 is not in a fresh sandbox',
  'toolkit-single-payments getPublicSinglePaymentData (no body)':
    '404: /v1/public/payment-flow/single/b7e3c1f09a4d2e6c8f51/data is not in a fresh sandbox',
  'toolkit-single-payments initiatePublicSinglePayment initiatePublicSinglePayment-natwest':
    '404: /v1/public/payment-flow/single/initiate is not in a fresh sandbox',
  'provider reconsentAccessConsent (no body)':
    '404: consentId aac-0f5b7c2e-91d4-4a6b-8e3f-5c7d9a1b2e40 is not in a fresh sandbox',
  'provider getAccount (no body)': '404: consentId aac-0f5b7c2e-91d4-4a6b-8e3f-5c7d9a1b2e40 is not in a fresh sandbox',
  'provider getAccountBalances (no body)':
    '404: consentId aac-0f5b7c2e-91d4-4a6b-8e3f-5c7d9a1b2e40 is not in a fresh sandbox',
  'provider listAccountTransactions (no body)':
    '404: consentId aac-0f5b7c2e-91d4-4a6b-8e3f-5c7d9a1b2e40 is not in a fresh sandbox',
  'provider getAccountTransaction (no body)':
    '404: consentId aac-0f5b7c2e-91d4-4a6b-8e3f-5c7d9a1b2e40 is not in a fresh sandbox',
  'provider getEuAccessConsent (no body)':
    '404: consentId eu-2f6a9c1d-8b3e-4d70-a5f2-3c9e1b7d4a08 is not in a fresh sandbox',
  'provider deleteEuAccessConsent (no body)':
    '404: consentId eu-2f6a9c1d-8b3e-4d70-a5f2-3c9e1b7d4a08 is not in a fresh sandbox',
  'provider listEuAccounts (no body)':
    '404: consentId eu-2f6a9c1d-8b3e-4d70-a5f2-3c9e1b7d4a08 is not in a fresh sandbox',
  'provider getPaymentRefundAccount (no body)': '404: paymentId 6651a0d4b8e2f3a4c5d6e7f8 is not in a fresh sandbox',
  'provider listPaymentRefunds (no body)': '404: paymentId 6651a0d4b8e2f3a4c5d6e7f8 is not in a fresh sandbox',
  'provider getEuSinglePayment (no body)': '404: paymentId 6653c1d2e3f4a5b6c7d8e9f0 is not in a fresh sandbox',
  'provider listVrpPayments (no body)': '404: vrpConsentId 6652e2f3a4b5c6d7e8f9a0b1 is not in a fresh sandbox',
  'provider confirmVrpFunds confirmVrpFunds-check':
    '404: vrpConsentId 6652e2f3a4b5c6d7e8f9a0b1 is not in a fresh sandbox',
  'provider getFilePaymentStatus (no body)': '404: filePaymentId 6653d2e3f4a5b6c7d8e9f0a1 is not in a fresh sandbox',
  'partner-integrations deleteIntegration (no body)':
    '404: /partner/v1/6650f1c2a9d3e4b5c6d7e8f9/integrations/66508f7e6d5c4b3a29180708/delete is not in a fresh sandbox',
  'toolkit-recurring-payments initiateRecurringPaymentFlow initiateRecurringPaymentFlow-natwest':
    '404: /v1/public/payment-flow/initiate is not in a fresh sandbox',
  'toolkit-shipping createShipment createShipment-dpd':
    '400: orderId 6658d4e5f6a7b8c9d0e1f302 is not in a fresh sandbox',
  'toolkit-shipping updateShipmentTracking updateShipmentTracking-dispatch':
    '404: /v1/shipping/shipments/6659f6a7b8c9d0e1f2a3b501/tracking is not in a fresh sandbox',
  'toolkit-shipping markShipmentDelivered markShipmentDelivered-delivered':
    '404: /v1/shipping/shipments/6659f6a7b8c9d0e1f2a3b501/deliver is not in a fresh sandbox',
  'provider getAccessConsent (no body)':
    '404: consentId aac-0f5b7c2e-91d4-4a6b-8e3f-5c7d9a1b2e40 is not in a fresh sandbox',
  'provider deleteAccessConsent (no body)':
    '404: consentId aac-0f5b7c2e-91d4-4a6b-8e3f-5c7d9a1b2e40 is not in a fresh sandbox',
  'provider listAccounts (no body)':
    '404: consentId aac-0f5b7c2e-91d4-4a6b-8e3f-5c7d9a1b2e40 is not in a fresh sandbox',
  'provider getSinglePaymentInitiation (no body)': '404: paymentId 6651a0d4b8e2f3a4c5d6e7f8 is not in a fresh sandbox',
  'provider createRefund createRefund-partial':
    '404: originalPaymentId 6651a0d4b8e2f3a4c5d6e7f8 is not in a fresh sandbox',
  'provider getRefund (no body)': '404: refundId 6651a0d4b8e2f3a4c5d6e7f9 is not in a fresh sandbox',
  'provider getVrpConsent (no body)': '404: vrpConsentId 6652e2f3a4b5c6d7e8f9a0b1 is not in a fresh sandbox',
  'provider deleteVrpConsent (no body)': '404: vrpConsentId 6652e2f3a4b5c6d7e8f9a0b1 is not in a fresh sandbox',
  'provider createVrpPayment createVrpPayment-monthly':
    '400: {"error":{"failed_at":"2026-07-01T10:30:00.000Z","failure_code":"vrp_payment_initiation_error","failure_detail',
  'provider getVrpPayment (no body)': '404: vrpPaymentId 6652e2f3a4b5c6d7e8f9a0c1 is not in a fresh sandbox',
  'provider getFilePayment (no body)': '404: filePaymentId 6653d2e3f4a5b6c7d8e9f0a1 is not in a fresh sandbox',
  'provider createStandingOrderConsent createStandingOrderConsent-starling':
    '400: accountConsentId aac-3b8d1f60-7e2a-4c49-b5d3-9a0e6f4c2d18 is not in a fresh sandbox',
  'provider getStandingOrderConsent (no body)':
    '404: consentId sdsc-8a1f4c7e-2b9d-4e63-a0f5-6d3c9e2b7a14 is not in a fresh sandbox',
  'provider createStandingOrder createStandingOrder-fromConsent':
    '404: ConsentId sdsc-8a1f4c7e-2b9d-4e63-a0f5-6d3c9e2b7a14 is not in a fresh sandbox',
  'provider getStandingOrder (no body)': '404: standingOrderId sso-7d2e9b4a1c6f is not in a fresh sandbox',
  'toolkit-orders updateOrderStatus updateOrderStatus-cancel':
    '404: /v1/orders/6658d4e5f6a7b8c9d0e1f302/status is not in a fresh sandbox',
  'toolkit-orders generateOrderInvoice generateOrderInvoice-draft':
    '404: /v1/orders/6658d4e5f6a7b8c9d0e1f302/generate-invoice is not in a fresh sandbox',
  'toolkit-orders generateOrderShipment generateOrderShipment-royalMail':
    '404: /v1/orders/6658d4e5f6a7b8c9d0e1f302/generate-shipment is not in a fresh sandbox',
  'toolkit-suppliers createPurchaseOrder createPurchaseOrder-restock':
    '400: supplierId 665ac3d4e5f6a7b8c9d0e201 is not in a fresh sandbox',
  'toolkit-suppliers receivePurchaseOrder receivePurchaseOrder-everything':
    '404: /v1/purchase-orders/665bd4e5f6a7b8c9d0e1f601/receive is not in a fresh sandbox',
  'provider registerWebhook registerWebhook-consentStatus':
    '404: consentId aac-0f5b7c2e-91d4-4a6b-8e3f-5c7d9a1b2e40 is not in a fresh sandbox',
  'provider getWebhook (no body)': '404: consentId aac-0f5b7c2e-91d4-4a6b-8e3f-5c7d9a1b2e40 is not in a fresh sandbox',
  'provider deleteWebhook (no body)':
    '404: consentId aac-0f5b7c2e-91d4-4a6b-8e3f-5c7d9a1b2e40 is not in a fresh sandbox',
};
