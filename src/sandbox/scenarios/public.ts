/**
 * The public sandbox's scenario catalogue (Toolkit and Partner APIs): every input that chooses an outcome, declared
 * once. The bands are what the engine looks up (resources/transactions.ts, resources/bank-accounts.ts,
 * resources/recurring-payments.ts through `SANDBOX_COLLECTION_OUTCOMES`); the tables are the outcome tables of
 * /guides/sandbox-outcomes (`<SandboxOutcomes table="…" />`); tests/unit/sandbox-scenarios.test.ts sends every
 * row and checks what it `expects`. Nothing of the provider. Pure.
 */
import {
  BANK_CONFIRMATION_DELAY_SECONDS,
  PAYMENT_TEST_BANK,
  REFUND_TEST_BANK,
  TEST_CARDS,
  cardNumber,
} from '../lifecycles/single-payment';
import {SANDBOX_COLLECTION_OUTCOMES} from '../lifecycles/recurring-payment';
import {BANK_CONNECTION_BUTTONS, DETAILS_CONFIRMATION_DELAY_SECONDS} from '../lifecycles/bank-account';
import {VERIFICATION_FLOW_BUTTONS} from '../lifecycles/director';
import {COMPANY_SEEDS, SANDBOX_REGISTER} from '../resources/company-seeds';
import {SANDBOX_COMPANIES, TOOLKIT_COMPANY_ID} from '../credentials';
import {
  later,
  type ScenarioCatalogue,
  type ScenarioControl,
  type ScenarioSend,
  type ScenarioStep,
  type ScenarioTable,
} from './catalogue';
import {PUBLIC_BANDS} from './public-bands';

export {PUBLIC_BANDS};

/** A button of the test verification flow as a row names it: its label, and its action for `POST /_sandbox/bank`. */
function button(action: string): string {
  const b = VERIFICATION_FLOW_BUTTONS.find((x) => x.action === action);
  if (!b) throw new Error(`the test verification flow has no button "${action}"`);
  return `**${b.label}** (\`${b.action}\`)`;
}

const CREATE_COMPANY =
  '/partner-api/apis/merchants/api-requests?try=createCompany&example=createCompany-limitedCompany';
const names = (list: readonly string[]) =>
  list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}` : list[0];

/** The company register's rows: a company created with a number it knows gets its directors. */
const registerRows = Object.entries(SANDBOX_REGISTER).map(([identifier, directors]) => ({
  input: `[Create a company with \`identifier\` \`${identifier}\`](${CREATE_COMPANY}&set=/identifier=%22${identifier}%22#create-company) (a number of the sandbox's company register)`,
  result: `\`201\`, the directors the register gives: ${names(directors.map((d) => `${d.firstName} ${d.lastName}`))}, each \`not_started\` with a link in \`directorsVerificationLinks\``,
  webhooks: 'none',
  send: {
    create: {
      call: 'POST /partner/v1/companies/info/create',
      example: 'partner/merchants/components/examples/createCompany-limitedCompany.yaml',
      set: {identifier},
    },
    webhooksFrom: 'create' as const,
  },
  expects: {
    status: 201,
    state: Object.fromEntries([
      ['directorsVerificationLinks.length', directors.length],
      ...directors.map((d, i) => [`directorsVerificationLinks.${i}.director`, `${d.firstName} ${d.lastName}`]),
    ]),
    webhooks: [],
  },
}));

/** How the single-payment rows are sent (tests/unit/sandbox-scenarios.test.ts): an open-banking payment, then steps. */
const PAYMENT = {
  call: 'POST /v1/payments/single/create-and-process',
  example: 'shared/examples/createAndProcessSinglePayment-openBanking.yaml',
};
const READ_PAYMENT = 'GET /v1/payments/single/{id}';
const payment = (steps: ScenarioSend['steps'] = [], set?: Record<string, unknown>): ScenarioSend => ({
  create: {...PAYMENT, ...(set && {set})},
  steps,
  read: READ_PAYMENT,
});
/** Paid at the test bank first. */
const PAID = [{bank: 'approve'}, {advance: 'PT5S'}] as const;
const REFUND = (example: string, set?: Record<string, unknown>) => ({
  call: 'POST /v1/payments/single/{id}/refund',
  example: `shared/examples/${example}.yaml`,
  ...(set && {set}),
});

/** The toolkit company's Partner API prefix (the toolkit test terminal's company, Bramble & Finch). */
const PARTNER = `/partner/v1/${TOOLKIT_COMPANY_ID}`;
const CARDS_ON: ScenarioStep = {call: 'POST /_sandbox/card-payments', body: {activated: true}};
/** The card payment page's form for a test card (`TEST_CARDS`: paid, then declined). */
const cardForm = (i: number): ScenarioStep => ({
  bank: 'card',
  body: {number: cardNumber(TEST_CARDS[i].number), expiry: '12/30', cvc: '123'},
});

/** A recurring payment with an initial payment (create and process), then steps, then read. */
const recurring = (steps: ScenarioSend['steps'] = [], set?: Record<string, unknown>): ScenarioSend => ({
  create: {
    call: 'POST /v1/payments/recurring/create-and-process',
    example: 'shared/examples/createAndProcessRecurringPayment-withInitialPayment.yaml',
    ...(set && {set}),
  },
  steps,
  read: 'GET /v1/payments/recurring/{id}',
});
/** Set up at the test bank (the initial payment, then the standing order) and the initial payment confirmed. */
const SET_UP = [{bank: 'approve'}, {bank: 'approve'}, {advance: 'PT5S'}] as const;

const CONNECT = {
  call: 'POST /v1/company/bank-accounts/connect',
  example: 'toolkit/bank-accounts/components/examples/connectBankAccount-natwest.yaml',
  set: {provider: 'ob-natwest-sandbox'},
};
/** A bank connection's `authUri` at the test bank: the button, then the account it added read. */
const connection = (button: string, steps: ScenarioSend['steps'] = []): ScenarioSend => ({
  create: CONNECT,
  id: 'data.authUri?c',
  steps: [{bank: button, save: {account: 'bankAccount.id'}}, ...steps],
  read: 'GET /v1/company/bank-accounts/{account}',
  webhooksOf: 'account',
});
const HAND_ADDED = {
  call: 'POST /v1/company/bank-accounts/create',
  example: 'toolkit/bank-accounts/components/examples/createBankAccount-reserveAccount.yaml',
  set: {accountNumber: '58213048'},
};

const COMPANY = 'partner/merchants/components/examples/createCompany-soleTrader.yaml';
/** A sole trader created, its director's button pressed (`d` of its link), then the company read. */
const directorPicks = (action: string, steps: ScenarioSend['steps'] = []): ScenarioSend => ({
  create: {
    call: 'POST /partner/v1/companies/info/create',
    example: COMPANY,
    save: {d: 'result.directorsVerificationLinks.0.link?d'},
  },
  steps: [{bank: action, on: '{d}'}, ...steps],
  read: 'GET /partner/v1/companies/info/{id}/data',
});
const BANNED = SANDBOX_COMPANIES.find((c) => c.accessStatus === 'banned')!.id;

/** The business module: a customer, a stocked item and an order for two of it, made before the row's call. */
const CUSTOMER: ScenarioStep = {
  call: 'POST /v1/customers/create',
  // Not a seeded customer (src/sandbox/seed/): an email of its own (the create example's Morag Lennox).
  body: {
    name: 'Morag Lennox',
    email: 'morag.lennox@example.org',
    shippingAddress: {addressLine1: '9 Cramond Glebe Road', city: 'Edinburgh', zipCode: 'EH4 6NU', country: 'GB'},
  },
  save: {customer: 'result.id'},
};
const item = (openingStock: number): ScenarioStep => ({
  call: 'POST /v1/inventory/items/create',
  // Not the seeded lavender (src/sandbox/seed/): a SKU of its own.
  body: {sku: 'PLT-LAV-3L', name: "Lavender 'Hidcote', 3 L pot", type: 'physical', price: '11.50', openingStock},
  save: {item: 'result.id'},
});
const ORDER: ScenarioStep = {
  call: 'POST /v1/orders/create',
  body: {
    customerId: '{customer}',
    source: 'in_person',
    lines: [{itemId: '{item}', quantity: 2}],
    placedAt: '2026-07-01T10:00:00.000Z',
  },
  save: {order: 'result.id'},
};
const INVOICE_OF_ORDER: ScenarioStep = {
  call: 'POST /v1/orders/{order}/generate-invoice',
  body: {reference: 'INV-2026-049', dueDate: '2026-07-18', issue: true},
  save: {invoice: 'result.invoice.id'},
};
const PAYMENT_OF_INVOICE: ScenarioStep = {call: 'GET /v1/invoices/{invoice}', save: {payment: 'data.paymentId'}};
/** A draft invoice for the customer, then steps, then read. */
const invoice = (steps: ScenarioSend['steps'] = []): ScenarioSend => ({
  before: [CUSTOMER],
  create: {
    call: 'POST /v1/invoices/create',
    body: {
      customerId: '{customer}',
      reference: 'INV-2026-050',
      dueDate: '2026-07-14',
      lines: [{description: 'Site visit travel', quantity: 1, unitPrice: '18.00'}],
    },
  },
  steps,
  read: 'GET /v1/invoices/{id}',
});
const ISSUE: ScenarioStep = {call: 'POST /v1/invoices/{id}/issue', body: {}, save: {payment: 'result.paymentId'}};
/** A shipment of the order (stock enough), then steps, then read (the shipment, or `read`). */
const shipment = (
  before: ScenarioSend['before'],
  steps: ScenarioSend['steps'],
  read = 'GET /v1/shipping/shipments/{id}',
): ScenarioSend => ({
  before: [CUSTOMER, item(10), ORDER, ...(before ?? [])],
  create: {
    call: 'POST /v1/shipping/shipments/create',
    example: 'toolkit/shipping/components/examples/createShipment-dpd.yaml',
    set: {orderId: '{order}'},
  },
  steps,
  read,
});
const TRACKING: ScenarioStep = {
  call: 'POST /v1/shipping/shipments/{id}/tracking',
  body: {trackingNumber: 'TT482913705GB'},
};

const singlePayments: ScenarioTable = {
  id: 'single-payments',
  rows: [
    {
      input:
        '[Create with an invalid field](/toolkit-api/payments-module/single-payments/api-requests?try=createAndProcessSinglePayment&example=createAndProcessSinglePayment-openBanking&set=/reference=INV%202026/041#create-and-process-single-payment), for example `reference` `INV 2026/041`',
      result: '`400`, the message names the rule; nothing created',
      webhooks: 'none',
      send: {
        create: {
          call: 'POST /v1/payments/single/create-and-process',
          example: 'shared/examples/createAndProcessSinglePayment-openBanking.yaml',
          set: {reference: 'INV 2026/041'},
        },
      },
      expects: {status: 400, webhooks: []},
    },
    {
      input:
        '[Create and process](/toolkit-api/payments-module/single-payments/api-requests?try=createAndProcessSinglePayment&example=createAndProcessSinglePayment-openBanking#create-and-process-single-payment) with `fernpay_ob` or `fernpay_ob_qr`',
      result: '`201`, payment `sent` with a `link`',
      webhooks: '`status-update` (`sent`)',
      send: {...payment(), webhooksFrom: 'create'},
      expects: {status: 201, state: {status: 'sent'}, webhooks: ['status-update']},
    },
    {
      input:
        '[Process a draft](/toolkit-api/payments-module/single-payments/api-requests?try=processSinglePayment#process-single-payment) with `cash` or `other` (toolkit)',
      result: '`200`, payment `paid` at once',
      webhooks: '`status-update` (`paid`)',
      send: {
        create: {
          call: 'POST /v1/payments/single/create',
          example: 'toolkit/single-payments/components/examples/createSinglePayment-cash.yaml',
        },
        steps: [{call: 'POST /v1/payments/single/{id}/process'}],
        read: READ_PAYMENT,
      },
      expects: {status: 200, state: {status: 'paid'}, webhooks: ['status-update']},
    },
    {
      input: '`cash`, `other` or `fernpay_card_payments` through the Partner API',
      result: '`400`, only `fernpay_ob` and `fernpay_ob_qr`',
      webhooks: 'none',
      send: {
        create: {
          call: `POST ${PARTNER}/payments/single/create`,
          example: 'partner/single-payments/components/examples/createSinglePayment-draft.yaml',
          set: {paymentMethod: 'cash'},
        },
      },
      expects: {status: 400, webhooks: []},
    },
    {
      input: '`fernpay_card_payments` before card payments are activated (toolkit)',
      result: '`400`',
      webhooks: 'none',
      send: payment([], {paymentMethod: 'fernpay_card_payments'}),
      expects: {status: 400, webhooks: []},
    },
    {
      input: 'Test bank: **Approve**',
      result: `\`pending\`, then \`paid\` ${later(BANK_CONFIRMATION_DELAY_SECONDS)}`,
      webhooks: '`status-update` (`pending`), `status-update` (`paid`)',
      send: payment([...PAID]),
      expects: {state: {status: 'paid'}, webhooks: ['status-update', 'status-update']},
    },
    {
      input: 'Test bank: **Approve, then the bank rejects**',
      result: `\`pending\`, then \`rejected\` ${later(BANK_CONFIRMATION_DELAY_SECONDS)}; the same link can be paid again`,
      webhooks: '`status-update` (`pending`), `status-update` (`rejected`)',
      send: payment([{bank: 'approve-then-reject'}, {advance: 'PT5S'}]),
      expects: {state: {status: 'rejected'}, webhooks: ['status-update', 'status-update']},
    },
    {
      input: 'Test bank: **Decline**',
      result: '`rejected`',
      webhooks: '`status-update` (`rejected`)',
      send: payment([{bank: 'decline'}]),
      expects: {state: {status: 'rejected'}, webhooks: ['status-update']},
    },
    {
      input: 'Test bank: **Let the link expire**',
      result: '`overdue`; still payable through the same link',
      webhooks: '`status-update` (`overdue`)',
      send: payment([{bank: 'expire'}]),
      expects: {state: {status: 'overdue'}, webhooks: ['status-update']},
    },
    {
      input:
        'Card payment page (toolkit, card payments activated): card `4242 4242 4242 4242`, any future expiry date and CVC',
      result: '`paid`',
      webhooks: '`status-update` (`paid`)',
      send: {before: [CARDS_ON], ...payment([cardForm(0)], {paymentMethod: 'fernpay_card_payments'})},
      expects: {status: 200, state: {status: 'paid'}, webhooks: ['status-update']},
    },
    {
      input: 'Card payment page: card `4000 0000 0000 0002`',
      result: '`rejected` (card declined)',
      webhooks: '`status-update` (`rejected`)',
      send: {before: [CARDS_ON], ...payment([cardForm(1)], {paymentMethod: 'fernpay_card_payments'})},
      expects: {status: 200, state: {status: 'rejected'}, webhooks: ['status-update']},
    },
    {
      input:
        '[A payment paid through its link](/toolkit-api/payments-module/single-payments/api-requests?try=createAndProcessSinglePayment&example=createAndProcessSinglePayment-openBanking&set=/amount=%22{value}%22#create-and-process-single-payment) whose `amount` ends in {ending}',
      result: '`dataApiCheckStatus` `unable_to_check` at the check, `payment_made` at the next one',
      webhooks: '`data-api-check` twice',
      band: {band: 'dataApiCheck', case: 'unableThenMade', base: '125.00'},
      expects: {state: {dataApiCheckStatus: 'payment_made'}, webhooks: ['data-api-check', 'data-api-check']},
    },
    {
      input:
        '[A payment paid through its link](/toolkit-api/payments-module/single-payments/api-requests?try=createAndProcessSinglePayment&example=createAndProcessSinglePayment-openBanking&set=/amount=%22{value}%22#create-and-process-single-payment) whose `amount` ends in {ending}',
      result: '`dataApiCheckStatus` `permanent_connection_loss`; checks stop',
      webhooks: '`data-api-check`',
      band: {band: 'dataApiCheck', case: 'connectionLost', base: '125.00'},
      expects: {state: {dataApiCheckStatus: 'permanent_connection_loss'}, webhooks: ['data-api-check']},
    },
    {
      input: 'A payment paid through its link, with any other amount (`cash` and `other` payments are not checked)',
      result: '`dataApiCheckStatus` `payment_made` 60 seconds after `paid`',
      webhooks: '`data-api-check`',
      band: {band: 'dataApiCheck'},
      expects: {state: {dataApiCheckStatus: 'payment_made'}, webhooks: ['data-api-check']},
    },
    {
      input:
        '[Cancel a `draft` or `sent` payment](/toolkit-api/payments-module/single-payments/api-requests?try=cancelSinglePayment#cancel-single-payment)',
      result: '`200`, `cancelled`; the link stops working',
      webhooks: '`status-update` (`cancelled`)',
      send: payment([{call: 'PATCH /v1/payments/single/{id}/cancel'}]),
      expects: {status: 200, state: {status: 'cancelled'}, webhooks: ['status-update']},
    },
    {
      input:
        '[Cancel a `paid` payment](/toolkit-api/payments-module/single-payments/api-requests?try=cancelSinglePayment#cancel-single-payment)',
      result: '`400`',
      webhooks: 'none',
      send: payment([...PAID, {watch: true}, {call: 'PATCH /v1/payments/single/{id}/cancel'}]),
      expects: {status: 400, state: {status: 'paid'}, webhooks: []},
    },
    {
      input:
        '[Refund a `paid` payment](/toolkit-api/payments-module/single-payments/api-requests?try=refundSinglePayment&example=refundSinglePayment-partial#refund-single-payment)',
      result: '`200`, `refund_started` with a `refundLink`',
      webhooks: '`status-update` (`refund_started`)',
      send: payment([...PAID, {watch: true}, REFUND('refundSinglePayment-partial')]),
      expects: {status: 200, state: {status: 'refund_started'}, webhooks: ['status-update']},
    },
    {
      input:
        '[Refund a payment that is not `paid`](/toolkit-api/payments-module/single-payments/api-requests?try=refundSinglePayment&example=refundSinglePayment-partial#refund-single-payment)',
      result: '`400`',
      webhooks: 'none',
      send: payment([REFUND('refundSinglePayment-partial')]),
      expects: {status: 400, state: {status: 'sent'}, webhooks: []},
    },
    {
      input: 'Refund link, test bank: **Approve**, refund `amount` left out or equal to the payment',
      result: '`refunded`',
      webhooks: '`status-update` (`refunded`)',
      send: payment([
        ...PAID,
        REFUND('refundSinglePayment-partial', {amount: '125.50'}),
        {watch: true},
        {bank: 'approve'},
      ]),
      expects: {state: {status: 'refunded'}, webhooks: ['status-update']},
    },
    {
      input: 'Refund link, test bank: **Approve**, smaller refund `amount`',
      result: '`partial_refund`',
      webhooks: '`status-update` (`partial_refund`)',
      send: payment([...PAID, REFUND('refundSinglePayment-partial'), {watch: true}, {bank: 'approve'}]),
      expects: {state: {status: 'partial_refund'}, webhooks: ['status-update']},
    },
    {
      input: 'Refund link, test bank: **Decline**',
      result: '`refund_rejected`',
      webhooks: '`status-update` (`refund_rejected`)',
      send: payment([...PAID, REFUND('refundSinglePayment-partial'), {watch: true}, {bank: 'decline'}]),
      expects: {state: {status: 'refund_rejected'}, webhooks: ['status-update']},
    },
    {
      input: 'An id that does not exist, or belongs to live',
      result: '`404`',
      webhooks: 'none',
      send: {create: {call: 'GET /v1/payments/single/6650ffffffffffffffffffff'}},
      expects: {status: 404, webhooks: []},
    },
  ],
};

const recurringPayments: ScenarioTable = {
  id: 'recurring-payments',
  rows: [
    {
      input:
        '[Create with a first payment date sooner](/toolkit-api/payments-module/recurring-payments/api-requests?try=createAndProcessRecurringPayment&example=createAndProcessRecurringPayment-withInitialPayment&set=/recurringPaymentDate=2026-01-05#create-and-process-recurring-payment) than the [working-day rule](/toolkit-api/payments-module/recurring-payments/overview#frequencies-and-dates) allows',
      result: '`400`',
      webhooks: 'none',
      send: {
        create: {
          call: 'POST /v1/payments/recurring/create-and-process',
          example: 'shared/examples/createAndProcessRecurringPayment-withInitialPayment.yaml',
          set: {recurringPaymentDate: '2026-01-05'},
        },
      },
      expects: {status: 400, webhooks: []},
    },
    {
      input:
        '[Create and process](/toolkit-api/payments-module/recurring-payments/api-requests?try=createAndProcessRecurringPayment&example=createAndProcessRecurringPayment-withInitialPayment#create-and-process-recurring-payment)',
      result: '`201`, `sent` with a `link` (the initial payment `sent` too)',
      webhooks: '`status-update` (`sent`)',
      send: {...recurring(), webhooksFrom: 'create'},
      expects: {status: 201, state: {status: 'sent', 'initialPayment.status': 'sent'}, webhooks: ['status-update']},
    },
    {
      input:
        'Set-up link, test bank: **Approve** (twice with an initial payment: the payment, then the standing order)',
      result: `\`active\`; the initial payment \`pending\`, then \`paid\` ${later(BANK_CONFIRMATION_DELAY_SECONDS)}`,
      webhooks: '`status-update` for each change',
      send: recurring([...SET_UP]),
      expects: {
        state: {status: 'active', 'initialPayment.status': 'paid'},
        webhooks: ['status-update', 'status-update', 'status-update'],
      },
    },
    {
      input: 'Set-up link, test bank: **Decline**',
      result: '`rejected`; the customer can try again',
      webhooks: '`status-update` (`rejected`)',
      send: recurring([{bank: 'decline'}]),
      expects: {state: {status: 'rejected'}, webhooks: ['status-update']},
    },
    {
      input: 'Set-up link, test bank: **Let the link expire**',
      result: '`overdue` (the set-up deadline has passed)',
      webhooks: '`status-update` (`overdue`)',
      send: recurring([{bank: 'expire'}]),
      expects: {state: {status: 'overdue'}, webhooks: ['status-update']},
    },
    {
      input: 'Set it up again once `active`',
      result: '`400`',
      webhooks: 'none',
      send: recurring([...SET_UP, {watch: true}, {bank: 'approve'}]),
      expects: {status: 400, state: {status: 'active'}, webhooks: []},
    },
    {
      input: 'Run every scheduled payment (a `numberOfPayments` of 2: run the check twice)',
      result: '`paid` after the last one',
      webhooks: '`payment_made`, then `status-update` (`paid`)',
      send: recurring([...SET_UP, {bank: 'run-next-check'}, {watch: true}, {bank: 'run-next-check'}], {
        numberOfPayments: 2,
      }),
      expects: {state: {status: 'paid'}, webhooks: ['payment_made', 'status-update']},
    },
    {
      input:
        '[Edit an `active` recurring payment](/toolkit-api/payments-module/recurring-payments/api-requests?try=editRecurringPayment#edit-recurring-payment) beyond the customer fields',
      result: '`400`',
      webhooks: 'none',
      send: recurring([
        ...SET_UP,
        {watch: true},
        {call: 'POST /v1/payments/recurring/{id}/edit', body: {recurringAmount: '50.00'}},
      ]),
      expects: {status: 400, state: {status: 'active', recurringAmount: '45.00'}, webhooks: []},
    },
    {
      input:
        '[Delete an `active` recurring payment](/toolkit-api/payments-module/recurring-payments/api-requests?try=deleteRecurringPayment#delete-recurring-payment)',
      result: '`400`',
      webhooks: 'none',
      send: recurring([...SET_UP, {watch: true}, {call: 'POST /v1/payments/recurring/{id}/delete'}]),
      expects: {status: 400, state: {status: 'active'}, webhooks: []},
    },
  ],
};

const bankAccounts: ScenarioTable = {
  id: 'bank-accounts',
  rows: [
    {
      input:
        '[Connect with `provider` `other`](/toolkit-api/payments-module/bank-accounts/api-requests?try=connectBankAccount&example=connectBankAccount-natwest&set=/provider=other#connect-bank-account)',
      result: '`400`',
      webhooks: 'none',
      send: {
        create: {
          call: 'POST /v1/company/bank-accounts/connect',
          example: 'toolkit/bank-accounts/components/examples/connectBankAccount-natwest.yaml',
          set: {provider: 'other'},
        },
      },
      expects: {status: 400, webhooks: []},
    },
    {
      input:
        '[Connect with a provider that does not end in `-sandbox`](/toolkit-api/payments-module/bank-accounts/api-requests?try=connectBankAccount&example=connectBankAccount-natwest&set=/provider=ob-natwest#connect-bank-account)',
      result: '`400`, sandbox accounts connect through the sandbox banks',
      webhooks: 'none',
      send: {
        create: {
          call: 'POST /v1/company/bank-accounts/connect',
          example: 'toolkit/bank-accounts/components/examples/connectBankAccount-natwest.yaml',
          set: {provider: 'ob-natwest'},
        },
      },
      expects: {status: 400, webhooks: []},
    },
    {
      input:
        '[Connect with a `-sandbox` provider](/toolkit-api/payments-module/bank-accounts/api-requests?try=connectBankAccount&example=connectBankAccount-natwest&set=/provider=ob-natwest-sandbox#connect-bank-account)',
      result: '`200` with `data.authUri`',
      webhooks: 'none',
      send: {
        create: {
          call: 'POST /v1/company/bank-accounts/connect',
          example: 'toolkit/bank-accounts/components/examples/connectBankAccount-natwest.yaml',
          set: {provider: 'ob-natwest-sandbox'},
        },
      },
      expects: {status: 200, webhooks: []},
    },
    {
      input: '`authUri`, test bank: **Approve**',
      result: 'Account added `pending`, `verified` 10 seconds later; your `redirectUrl` gets `status=connected`',
      webhooks: 'none',
      send: connection('approve', [{advance: 'PT10S'}]),
      expects: {state: {status: 'verified'}, webhooks: []},
    },
    {
      input: '`authUri`, test bank: **Approve, details not confirmed**',
      result: `Account added \`pending\`, then \`manual_check_required\` ${later(DETAILS_CONFIRMATION_DELAY_SECONDS)}; \`verified\` 2 minutes later`,
      webhooks: 'none',
      send: connection('approve-details-not-confirmed', [{advance: 'PT10S'}, {advance: 'PT2M'}]),
      expects: {state: {status: 'verified'}, webhooks: []},
    },
    {
      input: '`authUri`, test bank: **Decline** or **Let the link expire**',
      result: 'No account; your `redirectUrl` gets `status=failed`',
      webhooks: 'none',
      send: {create: CONNECT, id: 'data.authUri?c', steps: [{bank: 'decline'}]},
      expects: {status: 200, state: {connection: 'failed'}, webhooks: []},
    },
    {
      input:
        '[Create by hand](/toolkit-api/payments-module/bank-accounts/api-requests?try=createBankAccount&example=createBankAccount-reserveAccount&set=/accountNumber=%2258213048%22#create-bank-account), any `accountNumber` not ending in {ending:statementRejected}',
      result: '`201`, `manual_check_required`; `verified` 2 minutes later',
      webhooks: 'none',
      band: {band: 'accountNumber'},
      expects: {status: 201, state: {status: 'verified'}, webhooks: []},
    },
    {
      input:
        '[Create by hand an account the company already has](/toolkit-api/payments-module/bank-accounts/api-requests?try=createBankAccount&example=createBankAccount-reserveAccount&set=/accountNumber=%2258213047%22#create-bank-account) (`accountNumber` `58213047`: the sandbox company has that reserve account)',
      result: '`400`, naming the sort code and account number',
      webhooks: 'none',
      send: {
        create: {
          call: 'POST /v1/company/bank-accounts/create',
          example: 'toolkit/bank-accounts/components/examples/createBankAccount-reserveAccount.yaml',
          set: {accountNumber: '58213047'},
        },
      },
      expects: {status: 400, webhooks: []},
    },
    {
      input:
        '[Create by hand with an `accountNumber` ending in {ending}](/toolkit-api/payments-module/bank-accounts/api-requests?try=createBankAccount&example=createBankAccount-reserveAccount&set=/accountNumber=%22{value}%22#create-bank-account)',
      result: '`201`, `manual_check_required`; `disabled` 2 minutes later (statement rejected)',
      webhooks: 'none',
      band: {band: 'accountNumber', case: 'statementRejected', base: '58213048'},
      expects: {status: 201, state: {status: 'disabled'}, webhooks: []},
    },
    {
      input:
        '[Set as default an account that is not `verified`](/toolkit-api/payments-module/bank-accounts/api-requests?try=setDefaultBankAccount#set-default-bank-account)',
      result: '`400`',
      webhooks: 'none',
      send: {
        create: HAND_ADDED,
        steps: [{call: 'PUT /v1/company/bank-accounts/{id}/set-default'}],
        read: 'GET /v1/company/bank-accounts/{id}',
      },
      expects: {status: 400, state: {status: 'manual_check_required'}, webhooks: []},
    },
    {
      input: 'Reconsent an account that was not connected by open banking (partner)',
      result: '`400`',
      webhooks: 'none',
      send: {
        create: {
          call: `POST ${PARTNER}/bank-accounts/create`,
          example: 'partner/bank-accounts/components/examples/createBankAccount-savingsAccount.yaml',
        },
        steps: [{call: `PATCH ${PARTNER}/bank-accounts/{id}/reconsent`}],
      },
      expects: {status: 400, webhooks: []},
    },
  ],
};

const companyVerification: ScenarioTable = {
  id: 'company-verification',
  rows: [
    {
      input:
        '[Create with an `identifier` that does not match `type`](/partner-api/apis/merchants/api-requests?try=createCompany&example=createCompany-soleTrader&set=/identifier=%2212345%22#create-company)',
      result: '`400`',
      webhooks: 'none',
      send: {
        create: {
          call: 'POST /partner/v1/companies/info/create',
          example: 'partner/merchants/components/examples/createCompany-soleTrader.yaml',
          set: {identifier: '12345'},
        },
      },
      expects: {status: 400, webhooks: []},
    },
    {
      input:
        '[Create a sole trader](/partner-api/apis/merchants/api-requests?try=createCompany&example=createCompany-soleTrader#create-company) (or [a company](/partner-api/apis/merchants/api-requests?try=createCompany&example=createCompany-limitedCompany#create-company))',
      result: '`201`, `pending_verification`, every director `not_started`',
      webhooks: 'none',
      send: {
        create: {
          call: 'POST /partner/v1/companies/info/create',
          example: 'partner/merchants/components/examples/createCompany-soleTrader.yaml',
        },
        webhooksFrom: 'create',
      },
      expects: {status: 201, state: {verificationStatus: 'pending_verification'}, webhooks: []},
    },
    ...registerRows,
    {
      input: 'Create a company with an `identifier` the register does not know',
      result: '`201`, one director: the `contact`, `not_started` with a link in `directorsVerificationLinks`',
      webhooks: 'none',
      send: {
        create: {
          call: 'POST /partner/v1/companies/info/create',
          example: 'partner/merchants/components/examples/createCompany-limitedCompany.yaml',
          set: {identifier: '01234567'},
        },
        webhooksFrom: 'create',
      },
      expects: {status: 201, state: {'directorsVerificationLinks.length': 1}, webhooks: []},
    },
    {
      input: 'The first director submits, any result',
      result: 'Company `started_verification`, director `pending`',
      webhooks: '`verification-status-update` (`started_verification`)',
      send: directorPicks('verified'),
      expects: {
        status: 200,
        state: {verificationStatus: 'started_verification'},
        webhooks: ['verification-status-update'],
      },
    },
    {
      input: `Every director picks ${button('verified')}`,
      result: 'Company `verified`',
      webhooks: '`verification-status-update` (`verified`)',
      send: directorPicks('verified', [{watch: true}, {advance: 'PT5S'}]),
      expects: {state: {verificationStatus: 'verified'}, webhooks: ['verification-status-update']},
    },
    {
      input: `A director picks ${button('retry')}`,
      result: 'Company `rejected_with_retry_allowed`; the director submits again through the same link',
      webhooks: '`verification-status-update` (`rejected_with_retry_allowed`)',
      send: directorPicks('retry', [{watch: true}, {advance: 'PT5S'}]),
      expects: {state: {verificationStatus: 'rejected_with_retry_allowed'}, webhooks: ['verification-status-update']},
    },
    {
      input: `A director picks ${button('manual-check-required-then-approved')}`,
      result: 'Company `manual_review_required`, then `verified` 2 minutes later',
      webhooks: '`verification-status-update` twice',
      send: directorPicks('manual-check-required-then-approved', [{watch: true}, {advance: 'PT5S'}, {advance: 'PT2M'}]),
      expects: {
        state: {verificationStatus: 'verified'},
        webhooks: ['verification-status-update', 'verification-status-update'],
      },
    },
    {
      input: `A director picks ${button('manual-check-required-then-declined')}`,
      result: 'Company `manual_review_required`, then `rejected` 2 minutes later',
      webhooks: '`verification-status-update` twice',
      send: directorPicks('manual-check-required-then-declined', [{watch: true}, {advance: 'PT5S'}, {advance: 'PT2M'}]),
      expects: {
        state: {verificationStatus: 'rejected'},
        webhooks: ['verification-status-update', 'verification-status-update'],
      },
    },
    {
      input: `A director picks ${button('rejected')}`,
      result: 'Company `rejected`',
      webhooks: '`verification-status-update` (`rejected`)',
      send: directorPicks('rejected', [{watch: true}, {advance: 'PT5S'}]),
      expects: {state: {verificationStatus: 'rejected'}, webhooks: ['verification-status-update']},
    },
    {
      input:
        '[Toggle access](/partner-api/apis/managed-companies/api-requests?try=toggleCompanyAccess#toggle-company-access)',
      result: '`banned`, then `active` again with a second toggle',
      webhooks: '`access-status-update` each time',
      send: {
        create: {call: `PATCH /partner/v1/companies/info/${TOOLKIT_COMPANY_ID}/toggle-access`},
        webhooksFrom: 'create',
        steps: [{call: 'PATCH /partner/v1/companies/info/{id}/toggle-access'}],
        read: 'GET /partner/v1/companies/info/{id}/data',
      },
      expects: {
        status: 200,
        state: {status: 'active'},
        webhooks: ['access-status-update', 'access-status-update'],
      },
    },
    {
      input: 'Toggle a `terminated` company (only Fernpay terminates; ask support to terminate a sandbox company)',
      result: '`400`',
      webhooks: 'none',
      send: {
        create: {call: `GET /partner/v1/companies/info/${BANNED}/data`},
        id: 'data.id',
        steps: [{bank: 'terminate'}, {watch: true}, {call: 'PATCH /partner/v1/companies/info/{id}/toggle-access'}],
        read: 'GET /partner/v1/companies/info/{id}/data',
      },
      expects: {status: 400, state: {status: 'terminated'}, webhooks: []},
    },
  ],
};

const business: ScenarioTable = {
  id: 'business',
  rows: [
    {
      input: 'Issue a draft invoice',
      result: '`200`, `issued` with `paymentLink`; its single payment `sent`',
      webhooks: '`status-update` (`issued`; the payment sends its own `single-payments` events)',
      send: invoice([ISSUE]),
      expects: {status: 200, state: {status: 'issued'}, webhooks: ['status-update']},
    },
    {
      input:
        "The invoice's payment link, test bank: **Approve** (`POST /_sandbox/bank/{paymentId}/approve`, the invoice's `paymentId`)",
      result: `The payment \`pending\`, then \`paid\` ${later(BANK_CONFIRMATION_DELAY_SECONDS)}; the invoice \`paid\``,
      webhooks: '`status-update` (`paid`)',
      send: invoice([ISSUE, {watch: true}, {bank: 'approve', on: '{payment}'}, {advance: 'PT5S'}]),
      expects: {state: {status: 'paid'}, webhooks: ['status-update']},
    },
    {
      input: 'An issued invoice not paid by its `dueDate`',
      result: '`overdue` at 00:00 UTC the next day; the link still works',
      webhooks: '`status-update` (`overdue`)',
      send: invoice([ISSUE, {watch: true}, {advance: 'P13DT13H29M'}, {advance: 'PT1M'}]),
      expects: {state: {status: 'overdue'}, webhooks: ['status-update']},
    },
    {
      input: 'Void an issued invoice, or cancel its payment in the payments module',
      result: '`void`; the link stops working',
      webhooks: '`status-update` (`void`)',
      send: invoice([
        ISSUE,
        {watch: true},
        {
          call: 'PATCH /v1/invoices/{id}/void',
          example: 'toolkit/invoices/components/examples/voidInvoice-clientWithdrew.yaml',
        },
      ]),
      expects: {status: 200, state: {status: 'void'}, webhooks: ['status-update']},
    },
    {
      input: 'Mark paid or void while the payment is `pending` at the test bank',
      result: '`400`',
      webhooks: 'none',
      send: invoice([
        ISSUE,
        {bank: 'approve', on: '{payment}'},
        {watch: true},
        {
          call: 'POST /v1/invoices/{id}/mark-paid',
          example: 'toolkit/invoices/components/examples/markInvoicePaid-cash.yaml',
        },
      ]),
      expects: {status: 400, state: {status: 'issued'}, webhooks: []},
    },
    {
      input: 'Edit or issue an invoice that is not a `draft`',
      result: '`400`',
      webhooks: 'none',
      send: invoice([ISSUE, {watch: true}, {call: 'POST /v1/invoices/{id}/issue', body: {}}]),
      expects: {status: 400, state: {status: 'issued'}, webhooks: []},
    },
    {
      input: 'Issue with `fernpay_card_payments` before card payments are activated',
      result: '`400`',
      webhooks: 'none',
      send: invoice([{call: 'POST /v1/invoices/{id}/issue', body: {paymentMethod: 'fernpay_card_payments'}}]),
      expects: {status: 400, state: {status: 'draft'}, webhooks: []},
    },
    {
      input: 'Generate an invoice or a shipment for an order whose stock is short',
      result: '`400`; nothing reserved',
      webhooks: 'none',
      send: {
        before: [CUSTOMER, item(1)],
        create: ORDER,
        steps: [
          {
            call: 'POST /v1/orders/{id}/generate-invoice',
            example: 'toolkit/orders/components/examples/generateOrderInvoice-draft.yaml',
          },
        ],
        read: 'GET /v1/orders/{id}',
      },
      expects: {status: 400, state: {status: 'new', invoice: null}, webhooks: []},
    },
    {
      input: 'Create a shipment, then record its tracking number',
      result:
        '`pending`, then `in_transit` when you record the tracking number: the stock leaves as `sold`, the order is `shipped`',
      webhooks: '`status-update` (`pending`), `status-update` (`in_transit`)',
      send: {...shipment([], [TRACKING]), webhooksFrom: 'create'},
      expects: {status: 200, state: {status: 'in_transit'}, webhooks: ['status-update', 'status-update']},
    },
    {
      input: "Mark delivered a shipment whose order's invoice is paid",
      result: '`delivered`; the order `completed`',
      webhooks: '`status-update` (`delivered`)',
      send: shipment(
        [INVOICE_OF_ORDER, PAYMENT_OF_INVOICE, {bank: 'approve', on: '{payment}'}, {advance: 'PT5S'}],
        [TRACKING, {watch: true}, {call: 'PATCH /v1/shipping/shipments/{id}/deliver', body: {}}],
        'GET /v1/orders/{order}',
      ),
      expects: {status: 200, state: {status: 'completed', 'shipment.status': 'delivered'}, webhooks: ['status-update']},
    },
    {
      input: 'Cancel a shipment that was dispatched',
      result: '`400`',
      webhooks: 'none',
      send: shipment(
        [],
        [
          TRACKING,
          {watch: true},
          {
            call: 'PATCH /v1/shipping/shipments/{id}/cancel',
            example: 'toolkit/shipping/components/examples/cancelShipment-wrongCarrier.yaml',
          },
        ],
      ),
      expects: {status: 400, state: {status: 'in_transit'}, webhooks: []},
    },
  ],
};

/** Every button of the public test bank and test verification flow: `POST /_sandbox/bank/{id}/{action}`. */
const controls: ScenarioControl[] = [
  ...PAYMENT_TEST_BANK.map((b) => ({on: 'single payment (its link)', action: b.action, label: b.label})),
  ...REFUND_TEST_BANK.map((b) => ({on: 'single payment (its refundLink)', action: b.action, label: b.label})),
  ...TEST_CARDS.map((c) => ({
    on: 'single payment (card payment page)',
    action: 'card',
    label: `card ${cardNumber(c.number)}: ${c.action === 'card.approve' ? 'paid' : 'declined'}`,
  })),
  {on: 'recurring payment', action: 'run-next-check', label: 'Run next check now'},
  ...SANDBOX_COLLECTION_OUTCOMES.map((o) => ({on: 'recurring payment (active)', action: o.action, label: o.label})),
  ...BANK_CONNECTION_BUTTONS.map((b) => ({on: 'bank connection (authUri)', action: b.action, label: b.label})),
  ...VERIFICATION_FLOW_BUTTONS.map((b) => ({on: 'director (its verification link)', action: b.action, label: b.label})),
];

/** The sandbox's company register: the directors a company created with one of these numbers gets. */
const register = Object.entries(SANDBOX_REGISTER).map(([identifier, directors]) => ({
  identifier,
  directors: directors.map((d) => `${d.firstName} ${d.lastName}`),
}));

export const PUBLIC_SCENARIOS: ScenarioCatalogue = {
  bands: PUBLIC_BANDS,
  controls,
  register,
  tables: [singlePayments, recurringPayments, bankAccounts, companyVerification, business],
};

/**
 * The Toolkit terminal's company's bank accounts, which every payment example uses (the first is the default): a
 * recurring payment's collections are checked only when its `bankAccount` is a `data_api` one.
 */
export function toolkitBankAccountRows(): string[] {
  return COMPANY_SEEDS[TOOLKIT_COMPANY_ID].bankAccounts.map((a) => {
    const checked =
      a.creationType === 'data_api'
        ? 'recurring payments into it are checked'
        : 'added by hand: no data API checks of recurring payments into it';
    const what = `Bank account ${String(a.name)}, \`${String(a.sortCode)}\` \`${String(a.accountNumber)}\`, \`${String(a.creationType)}\`, \`${String(a.status)}\`${a.isDefault ? ', the default' : ''} (${checked})`;
    return `| \`${String(a.id)}\` | ${what} | \`bank-accounts\` |`;
  });
}
