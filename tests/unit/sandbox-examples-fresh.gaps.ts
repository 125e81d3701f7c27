/**
 * The documented request examples that do not answer `2xx` on a fresh sandbox yet (sandbox-examples-fresh.test.ts),
 * each with why: the resource the example names is not in a fresh sandbox (issue 38 asks for the sandbox to start
 * seeded with them), or the sandbox refuses what the example sends. The test fails when one of them answers `2xx`,
 * so the list only shrinks. Data.
 */
export const NOT_YET_SEEDED: Readonly<Record<string, string>> = {
  'provider getAccountTransaction (no body)':
    "404 on the examples' day only: txn-20260706-000913 is the test bank's payment of 2026-07-06 (bank-data.ts), which the bank holds from that day on (a reader's sandbox finds it: sandbox-provider.test.ts), after the examples' day (2026-07-01) this walk runs on",
  'toolkit-recurring-payments initiateRecurringPaymentFlow initiateRecurringPaymentFlow-natwest':
    "404: names the live link's hashed id c4a9e2d71f0b83e6a5d2 of …f2a1; the sandbox's link is its own hash",
  'toolkit-shipping updateShipmentTracking updateShipmentTracking-dispatch':
    "404: shipment …b501 is made by generateOrderShipment (the guide's order); seeded, its pending shipment would refuse createShipment, generateOrderShipment and cancelling ORD-2026-0188. Its dispatchedAt (2026-08-05) is also after the examples' day",
  'toolkit-shipping markShipmentDelivered markShipmentDelivered-delivered':
    '404: shipment …b501 is made by generateOrderShipment (see updateShipmentTracking), and delivered only once dispatched',
  'toolkit-suppliers createPurchaseOrder createPurchaseOrder-restock':
    "400: its number PO-2026-014 is the seeded purchase order …f601's (which get and cancel name); its roses …d104 are the create-an-item example's",
  'toolkit-suppliers receivePurchaseOrder receivePurchaseOrder-everything':
    "400: receivedAt 2026-08-07 is after the examples' day (2026-07-01): the sandbox refuses a receipt in the future",
  'toolkit-shipping cancelShipment cancelShipment-wrongCarrier':
    "404: shipment …b501 is made by generateOrderShipment (see updateShipmentTracking); its story's cancelled shipment is …b502, which createShipment-dpd makes",
  'toolkit-shipping getShipment (no body)':
    '404: shipment …b501 is made by generateOrderShipment (see updateShipmentTracking)',
};

/**
 * The documented request examples that answer `2xx` on a fresh sandbox of every API but not in their reference
 * page's Try it, whose sandbox serves that page's API only: the seed makes a record only when it can make the records
 * it names too (seed/, engine/seeding.ts), so a record another API's call makes is not there. Each with why. Checked
 * both ways, as `NOT_YET_SEEDED`. Data.
 */
export const NOT_ON_ITS_PAGE: Readonly<Record<string, string>> = {
  'partner-transactions getTransaction (no body)':
    "its transaction …a3b1 is made when the payment …d0e2 is paid, through the single payments API, which this page's sandbox does not serve",
  'toolkit-inventory createInventoryItem createInventoryItem-physical':
    "its item …d101 (and the supplier createInventoryItem names) is seeded with supplier …e201, made through the suppliers API, which this page's sandbox does not serve",
  'toolkit-inventory editInventoryItem editInventoryItem-threshold':
    "its item …d101 (and the supplier createInventoryItem names) is seeded with supplier …e201, made through the suppliers API, which this page's sandbox does not serve",
  'toolkit-inventory adjustInventoryStock adjustInventoryStock-damaged':
    "its item …d101 (and the supplier createInventoryItem names) is seeded with supplier …e201, made through the suppliers API, which this page's sandbox does not serve",
  'toolkit-inventory listStockMovements (no body)':
    "its item …d101 (and the supplier createInventoryItem names) is seeded with supplier …e201, made through the suppliers API, which this page's sandbox does not serve",
  'toolkit-shipping createShipment createShipment-dpd':
    "order …f302 is made through the orders API (with the customers' and inventory APIs' records), which this page's sandbox does not serve",
  'toolkit-transactions getTransaction (no body)':
    "its transaction …a3b1 is made when the payment …d0e2 is paid, through the single payments API, which this page's sandbox does not serve",
  'toolkit-inventory getInventoryItem (no body)':
    "its item …d101 (and the supplier createInventoryItem names) is seeded with supplier …e201, made through the suppliers API, which this page's sandbox does not serve",
  'toolkit-invoices createInvoice createInvoice-serviceHours':
    "invoice …a401, and the customer and items the create names, are made through the customers and inventory APIs, which this page's sandbox does not serve",
  'toolkit-invoices editInvoice editInvoice-addTravel':
    "invoice …a401, and the customer and items the create names, are made through the customers and inventory APIs, which this page's sandbox does not serve",
  'toolkit-invoices issueInvoice issueInvoice-openBanking':
    "invoice …a401, and the customer and items the create names, are made through the customers and inventory APIs, which this page's sandbox does not serve",
  'toolkit-invoices markInvoicePaid markInvoicePaid-cash':
    "invoice …a401, and the customer and items the create names, are made through the customers and inventory APIs, which this page's sandbox does not serve",
  'toolkit-invoices voidInvoice voidInvoice-clientWithdrew':
    "invoice …a401, and the customer and items the create names, are made through the customers and inventory APIs, which this page's sandbox does not serve",
  'toolkit-orders createOrder createOrder-inPerson':
    "order …f302, and the customers and items the examples name, are made through the customers and inventory APIs, which this page's sandbox does not serve",
  'toolkit-orders aggregateOrders aggregateOrders-webShop':
    "order …f302, and the customers and items the examples name, are made through the customers and inventory APIs, which this page's sandbox does not serve",
  'toolkit-orders updateOrderStatus updateOrderStatus-cancel':
    "order …f302, and the customers and items the examples name, are made through the customers and inventory APIs, which this page's sandbox does not serve",
  'toolkit-orders generateOrderShipment generateOrderShipment-royalMail':
    "order …f302, and the customers and items the examples name, are made through the customers and inventory APIs, which this page's sandbox does not serve",
  'toolkit-suppliers cancelPurchaseOrder cancelPurchaseOrder-wrongPrices':
    "purchase order …f601 names item …d101, made through the inventory API, which this page's sandbox does not serve",
  'toolkit-invoices getInvoice (no body)':
    "invoice …a401, and the customer and items the create names, are made through the customers and inventory APIs, which this page's sandbox does not serve",
  'toolkit-orders generateOrderInvoice generateOrderInvoice-draft':
    "order …f302, and the customers and items the examples name, are made through the customers and inventory APIs, which this page's sandbox does not serve",
  'toolkit-orders getOrder (no body)':
    "order …f302, and the customers and items the examples name, are made through the customers and inventory APIs, which this page's sandbox does not serve",
  'toolkit-suppliers getPurchaseOrder (no body)':
    "purchase order …f601 names item …d101, made through the inventory API, which this page's sandbox does not serve",
};
