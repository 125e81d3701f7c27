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
    "404: b7e3c1f09a4d2e6c8f51 is the live link's hashed id of …d0e2; the sandbox's link of a payment is its own hash (links.ts), not the documented one",
  'toolkit-single-payments initiatePublicSinglePayment initiatePublicSinglePayment-natwest':
    "404: names the live link's hashed id b7e3c1f09a4d2e6c8f51 (as getPublicSinglePaymentData); and …d0e2 is seeded paid (the refund example), so it could not be paid again",
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
    '404: integration …0708 exists only in the delete example (EXAMPLES.md); not seeded: it would join every Bramble & Finch integration list',
  'toolkit-recurring-payments initiateRecurringPaymentFlow initiateRecurringPaymentFlow-natwest':
    "404: names the live link's hashed id c4a9e2d71f0b83e6a5d2 of …f2a1; the sandbox's link is its own hash",
  'toolkit-shipping updateShipmentTracking updateShipmentTracking-dispatch':
    "404: shipment …b501 is made by generateOrderShipment (the guide's order); seeded, its pending shipment would refuse createShipment, generateOrderShipment and cancelling ORD-2026-0188. Its dispatchedAt (2026-08-05) is also after the examples' day",
  'toolkit-shipping markShipmentDelivered markShipmentDelivered-delivered':
    '404: shipment …b501 is made by generateOrderShipment (see updateShipmentTracking), and delivered only once dispatched',
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
  'toolkit-orders generateOrderInvoice generateOrderInvoice-draft':
    "400: its reference INV-2026-042 is the seeded draft invoice …a401's (which the five invoice examples name)",
  'toolkit-suppliers createPurchaseOrder createPurchaseOrder-restock':
    "400: its number PO-2026-014 is the seeded purchase order …f601's (which get and cancel name); its roses …d104 are the create-an-item example's",
  'toolkit-suppliers receivePurchaseOrder receivePurchaseOrder-everything':
    "400: receivedAt 2026-08-07 is after the examples' day (2026-07-01): the sandbox refuses a receipt in the future",
  'provider registerWebhook registerWebhook-consentStatus':
    '404: consentId aac-0f5b7c2e-91d4-4a6b-8e3f-5c7d9a1b2e40 is not in a fresh sandbox',
  'provider getWebhook (no body)': '404: consentId aac-0f5b7c2e-91d4-4a6b-8e3f-5c7d9a1b2e40 is not in a fresh sandbox',
  'provider deleteWebhook (no body)':
    '404: consentId aac-0f5b7c2e-91d4-4a6b-8e3f-5c7d9a1b2e40 is not in a fresh sandbox',
  'toolkit-shipping cancelShipment cancelShipment-wrongCarrier':
    "404: shipment …b501 is made by generateOrderShipment (see updateShipmentTracking); its story's cancelled shipment is …b502, which createShipment-dpd makes",
  'toolkit-shipping getShipment (no body)':
    '404: shipment …b501 is made by generateOrderShipment (see updateShipmentTracking)',
};
