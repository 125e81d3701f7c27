/**
 * The sandbox's own pages (src/sandbox/pages, routed by src/sandbox/index.ts) as a customer and a tester use
 * them, without JavaScript: a payment's `link` opened with `handle({method: 'GET'})`, a bank chosen and the
 * test bank's buttons posted as forms; and every single-payment and refund row of /guides/sandbox-outcomes
 * (the rows are read from the page: a new row without a case here fails). Also: tampered links answer a 404
 * page, every value is escaped, and no single-payment operation throws in any status.
 */
import fs from 'node:fs';
import {parse, type DefaultTreeAdapterMap} from 'parse5';
import YAML from 'yaml';
import {describe, expect, it} from 'vitest';
import {
  BANK_CONFIRMATION_DELAY_SECONDS,
  CARD_PAYMENTS_INACTIVE_MESSAGE,
  PAYMENT_TEST_BANK,
  REFUND_TEST_BANK,
  SINGLE_PAYMENT_STATUSES,
  SINGLE_PAYMENT_TRANSITIONS,
  TEST_CARDS,
} from '../../src/sandbox/lifecycles/single-payment';
import {LINK_KINDS} from '../../src/sandbox/links';
import {buildOperations, resolveRef} from '../../src/sandbox/openapi';
import type {Sandbox} from '../../src/sandbox';
import {BRAMBLE, sandboxApis, testSandbox} from './sandbox-helpers';
import {expandScenarioTags} from '../../src/sandbox/scenarios';

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

const SP = '/v1/payments/single';
const PSP = `/partner/v1/${BRAMBLE}/payments/single`;
const PAYEE = {name: 'Ada Quill', externalAccountId: '6655a1b2c3d4e5f6a7b8c901', identification: '60161320417758'};
const BANK_DELAY = `PT${BANK_CONFIRMATION_DELAY_SECONDS}S`;
const example = (file: string) => YAML.parse(fs.readFileSync(file, 'utf8')).value;

// ---- HTML, read as a browser would --------------------------------------------------------------------
const elements = (node: Node): Element[] => {
  const children = 'childNodes' in node ? (node.childNodes as Node[]) : [];
  const own = 'tagName' in node ? [node as Element] : [];
  const inTemplate = node.nodeName === 'template' ? [] : children.flatMap(elements);
  return [...own, ...inTemplate];
};
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const text = (node: Node): string =>
  node.nodeName === '#text'
    ? (node as DefaultTreeAdapterMap['textNode']).value
    : 'childNodes' in node
      ? (node.childNodes as Node[]).map(text).join('')
      : '';
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

interface Form {
  action: string;
  method: string;
  hidden: Record<string, string>;
  button: string;
  radios: {value: string; label: string}[];
  inputs: string[];
}

function read(body: string) {
  const doc = parse(body);
  const all = elements(doc);
  const forms: Form[] = all
    .filter((e) => e.tagName === 'form')
    .map((f) => {
      const inside = elements(f);
      const inputs = inside.filter((e) => e.tagName === 'input');
      return {
        action: attr(f, 'action') ?? '',
        method: (attr(f, 'method') ?? 'get').toLowerCase(),
        hidden: Object.fromEntries(
          inputs.filter((i) => attr(i, 'type') === 'hidden').map((i) => [attr(i, 'name')!, attr(i, 'value') ?? '']),
        ),
        button: squash(text(inside.find((e) => e.tagName === 'button')!)),
        radios: inside
          .filter((e) => e.tagName === 'label' && elements(e).some((i) => attr(i, 'type') === 'radio'))
          .map((l) => ({
            value: attr(
              elements(l).find((i) => attr(i, 'type') === 'radio')!,
              'value',
            )!,
            label: squash(text(l)),
          })),
        inputs: inputs.filter((i) => !['hidden', 'radio'].includes(attr(i, 'type') ?? '')).map((i) => attr(i, 'name')!),
      };
    });
  const h1 = all.find((e) => e.tagName === 'h1');
  return {doc, all, forms, title: h1 ? squash(text(h1)) : '', text: squash(text(doc))};
}

// ---- a customer's browser -------------------------------------------------------------------------------
const pathOf = (link: string) => {
  const u = new URL(link);
  return `${u.pathname}${u.search}`;
};

async function browse(sandbox: Sandbox, path: string, form?: Record<string, string>) {
  const response = await sandbox.handle({
    method: form ? 'POST' : 'GET',
    url: path,
    headers: form ? {'Content-Type': 'application/x-www-form-urlencoded'} : {},
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  return {...response, page: read(response.body)};
}

/** Presses a button of a test bank page: posts its form as the browser does. */
async function press(sandbox: Sandbox, path: string, label: string) {
  const bank = await browse(sandbox, path);
  const form = bank.page.forms.find((f) => f.button === label);
  if (!form) throw new Error(`no button "${label}" on ${path}: ${bank.page.forms.map((f) => f.button).join(', ')}`);
  expect(form.method).toBe('post');
  return browse(sandbox, form.action, form.hidden);
}

async function setup() {
  const t = await testSandbox();
  const {sandbox, call} = t;
  const statuses = () => sandbox.events().map((e) => JSON.parse(e.body).data.status as string);
  const get = async (id: string) => (await call('GET', `${SP}/${id}`)).json.data;
  const advance = (duration: string) => call('POST', '/_sandbox/clock', {advance: duration});
  const createSent = async (extra: Record<string, unknown> = {}) => {
    const r = await call('POST', `${SP}/create-and-process`, {reference: 'INV-2026-042', amount: '125.50', ...extra});
    expect(r.status).toBe(201);
    return r.json.result as {id: string; link: string; status: string};
  };
  /** Opens the link, chooses a bank and lands on the test bank page (the authorisation link). */
  const toTestBank = async (link: string, provider = 'ob-natwest-sandbox') => {
    const chosen = await browse(sandbox, pathOf(link), {provider});
    expect(chosen.status).toBe(303);
    return pathOf(chosen.headers.Location);
  };
  const paid = async (extra: Record<string, unknown> = {}) => {
    const p = await createSent(extra);
    await press(sandbox, await toTestBank(p.link), 'Approve');
    await advance(BANK_DELAY);
    expect((await get(p.id)).status).toBe('paid');
    return p;
  };
  return {...t, statuses, get, advance, createSent, toTestBank, paid};
}

describe('customer payment page and test bank', () => {
  it('a payment created and processed, its link opened, a bank chosen, Approve posted: pending, then paid', async () => {
    const {sandbox, call, statuses, get, advance, createSent} = await setup();
    const p = await createSent({customerName: 'Ada Quill', description: 'Garden design consultation, June 2026'});
    expect(p.link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:4010${LINK_KINDS.payment.path}\\?p=[a-f0-9]{20}$`));

    const payment = await browse(sandbox, pathOf(p.link));
    expect(payment.status).toBe(200);
    expect(payment.headers['Content-Type']).toBe('text/html; charset=utf-8');
    expect(payment.page.title).toBe('Pay Bramble & Finch Ltd');
    for (const shown of ['£125.50', 'INV-2026-042', 'Garden design consultation, June 2026', 'Ada Quill'])
      expect(payment.page.text).toContain(shown);
    // The banks of the public providers list that are enabled: the sandbox banks, by name.
    const [chooser] = payment.page.forms;
    expect(chooser.method).toBe('post');
    expect(chooser.action).toBe(pathOf(p.link));
    const providers = (await call('GET', '/v1/public/providers/list')).json.data as {
      externalId: string;
      name: string;
      enabled: boolean;
    }[];
    const enabled = providers.filter((x) => x.enabled);
    expect(chooser.radios.map((r) => r.value)).toEqual(enabled.map((x) => x.externalId));
    expect(chooser.radios.map((r) => r.label)).toEqual(enabled.map((x) => x.name));
    expect(chooser.radios.map((r) => r.label)).toContain('NatWest sandbox');
    expect(chooser.button).toBe('Continue to your bank');

    // Choosing NatWest sandbox starts the payment through the public initiate call: to the test bank.
    const chosen = await browse(sandbox, pathOf(p.link), {provider: 'ob-natwest-sandbox'});
    expect(chosen.status).toBe(303);
    expect(chosen.headers.Location).toMatch(/^http:\/\/127\.0\.0\.1:4010\/bank\/authorise\?request=[a-f0-9]{20}$/);
    const bankPath = pathOf(chosen.headers.Location);
    const bank = await browse(sandbox, bankPath);
    expect(bank.status).toBe(200);
    expect(bank.page.title).toBe('Pay £125.50 to Bramble & Finch Ltd');
    expect(bank.page.text).toContain('NatWest sandbox');
    expect(bank.page.forms.map((f) => f.button)).toEqual(PAYMENT_TEST_BANK.map((b) => b.label));
    expect(bank.page.forms.every((f) => f.method === 'post' && f.action === bankPath)).toBe(true);
    expect((await get(p.id)).status).toBe('sent'); // choosing a bank changes nothing yet

    const approved = await browse(sandbox, bankPath, {action: 'approve'});
    expect(approved.status).toBe(200);
    expect(approved.page.title).toBe('Approve: done');
    expect(approved.page.text).toContain('Status now: pending');
    expect(approved.page.text).toContain(`within ${BANK_CONFIRMATION_DELAY_SECONDS} seconds`);
    const back = approved.page.all.find((e) => e.tagName === 'a')!;
    expect(attr(back, 'href')).toBe(pathOf(p.link));
    expect((await get(p.id)).status).toBe('pending');
    expect((await browse(sandbox, pathOf(p.link))).page.text).toContain('Waiting for the bank to confirm it');
    // The same form posted again (the browser's history): refused, nothing changes.
    const twice = await browse(sandbox, bankPath, {action: 'approve'});
    expect([twice.status, twice.page.text.includes('Approve is not possible: this payment is pending')]).toEqual([
      400,
      true,
    ]);
    expect((await browse(sandbox, bankPath, {})).page.text).toContain('Choose one of the buttons below.');

    await advance(BANK_DELAY);
    expect((await get(p.id)).status).toBe('paid');
    const done = await browse(sandbox, pathOf(p.link));
    expect(done.page.text).toContain('Paid.');
    expect(done.page.forms).toEqual([]);
    expect(statuses()).toEqual(['sent', 'pending', 'paid']);
  });

  it('answers a tampered, unknown or mismatched link with a 404 page, for GET and POST', async () => {
    const {sandbox, call, createSent, toTestBank} = await setup();
    const p = await createSent();
    const hash = new URL(p.link).searchParams.get('p')!;
    const authorisation = new URL(`http://x${await toTestBank(p.link)}`).searchParams.get('request')!;
    const tampered = `${hash.slice(0, -1)}${hash.endsWith('0') ? '1' : '0'}`;
    const bad = [
      `/pay/payment?p=${tampered}`,
      `/pay/payment?p=${hash.toUpperCase()}`,
      '/pay/payment',
      '/pay/payment?p=',
      '/pay/payment?p=__proto__',
      `/pay/refund?p=${hash}`, // a payment link's hash on the refund path
      `/bank/authorise?request=${hash}`,
      `/pay/payment?p=${authorisation}`,
      `/onboarding/bank-connection?c=${hash}`,
      '/pay/payment?p=%E0%A4%A',
    ];
    for (const path of bad) {
      for (const form of [undefined, {provider: 'ob-natwest-sandbox'}, {action: 'approve'}] as (
        Record<string, string> | undefined
      )[]) {
        const r = await browse(sandbox, path, form);
        expect([path, r.status]).toEqual([path, 404]);
        expect(r.headers['Content-Type']).toBe('text/html; charset=utf-8');
        expect(r.page.title).toBe('This link does not work');
      }
    }
    const put = await sandbox.handle({method: 'PUT', url: pathOf(p.link), headers: {}});
    expect([put.status, put.headers.Allow]).toEqual([405, 'GET, POST']);
    // A deleted payment's link stops working.
    expect((await call('DELETE', `${SP}/${p.id}/delete`)).status).toBe(200);
    expect((await browse(sandbox, pathOf(p.link))).status).toBe(404);
  });

  it('escapes every value it shows: a customer name with <script>, quotes in a description', async () => {
    const {sandbox, createSent, toTestBank, get} = await setup();
    const name = '<script>alert("pwned")</script> & Co';
    const description = `"><img src=x onerror=alert(1)> it's <b>bold</b>`;
    const p = await createSent({customerName: name, description});
    const pages = [await browse(sandbox, pathOf(p.link))];
    const bankPath = await toTestBank(p.link);
    pages.push(await browse(sandbox, bankPath), await browse(sandbox, bankPath, {action: 'approve'}));
    expect((await get(p.id)).status).toBe('pending');
    for (const {body, page, headers} of pages) {
      expect(body).not.toMatch(/<(script|img|b)[\s>]/i);
      expect(page.all.some((e) => ['script', 'img', 'b', 'iframe', 'link'].includes(e.tagName))).toBe(false);
      // Nothing loaded from elsewhere, no script at all.
      expect(headers['Content-Security-Policy']).toContain("default-src 'none'");
      expect(body).not.toMatch(/\s(src|href)="(https?:)?\/\//);
    }
    expect(pages[0].page.text).toContain(name);
    expect(pages[0].page.text).toContain(description);
    expect(pages[0].body).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; &amp; Co');
  });

  it('every page: one h1, labelled controls, a language, a viewport, light and dark colours', async () => {
    const {sandbox, createSent, toTestBank, call} = await setup();
    const p = await createSent();
    const bankPath = await toTestBank(p.link);
    await call('POST', '/_sandbox/card-payments', {activated: true});
    const card = await createSent({paymentMethod: 'fernpay_card_payments'});
    const pages = [
      await browse(sandbox, pathOf(p.link)),
      await browse(sandbox, bankPath),
      await browse(sandbox, bankPath, {action: 'decline'}),
      await browse(sandbox, pathOf(card.link)),
      await browse(sandbox, '/pay/payment?p=0123456789abcdef0123'),
    ];
    for (const {page, body} of pages) {
      expect(page.all.filter((e) => e.tagName === 'h1')).toHaveLength(1);
      expect(
        attr(
          page.all.find((e) => e.tagName === 'html')!,
          'lang',
        ),
      ).toBe('en-GB');
      expect(body).toContain('name="viewport" content="width=device-width, initial-scale=1"');
      expect(body).toContain('@media (prefers-color-scheme:dark)');
      expect(body).toContain('color-scheme:light dark');
      // Every visible control is inside a label (or a button with its text).
      const labelled = new Set(
        page.all.filter((e) => e.tagName === 'label').flatMap((l) => elements(l).filter((e) => e.tagName === 'input')),
      );
      const controls = page.all.filter((e) => e.tagName === 'input' && attr(e, 'type') !== 'hidden');
      expect(controls.filter((c) => !labelled.has(c))).toEqual([]);
      for (const b of page.all.filter((e) => e.tagName === 'button')) expect(squash(text(b))).not.toBe('');
    }
  });
});

// ---- every single-payment row of /guides/sandbox-outcomes ----------------------------------------------
type Setup = Awaited<ReturnType<typeof setup>>;
/** The `dataApiCheckStatus` of each `data-api-check` webhook sent, in order. */
const dataApiChecks = (sandbox: Setup['sandbox']) =>
  sandbox
    .events()
    .filter((e) => e.type === 'single-payments.data-api-check')
    .map((e) => JSON.parse(e.body).data.dataApiCheckStatus as string);

const ROWS: Record<string, (s: Setup) => Promise<void>> = {
  'Create with an invalid field, for example `reference` `INV 2026/041`': async ({call}) => {
    const r = await call('POST', `${SP}/create`, {reference: 'INV 2026/041', amount: '89.00'});
    expect([r.status, r.body]).toEqual([
      400,
      example('openapi/shared/examples/createSinglePayment-invalidReference.yaml'),
    ]);
    expect((await call('GET', `${SP}/list`)).json.data.totalDocs).toBe(0);
  },
  'Create and process with `fernpay_ob` or `fernpay_ob_qr`': async ({createSent, statuses}) => {
    for (const paymentMethod of ['fernpay_ob', 'fernpay_ob_qr']) {
      const p = await createSent({paymentMethod});
      expect(p.status).toBe('sent');
      expect(p.link).toMatch(/\/pay\/payment\?p=[a-f0-9]{20}$/);
    }
    expect(statuses()).toEqual(['sent', 'sent']);
  },
  'Process a draft with `cash` or `other` (toolkit)': async ({call, statuses}) => {
    for (const paymentMethod of ['cash', 'other']) {
      const d = (await call('POST', `${SP}/create`, {reference: 'INV-C', amount: '5.00', paymentMethod})).json.result;
      const r = await call('POST', `${SP}/${d.id}/process`);
      expect([r.status, r.json.result.status, r.json.result.link]).toEqual([200, 'paid', null]);
    }
    expect(statuses()).toEqual(['paid', 'paid']);
  },
  '`cash`, `other` or `fernpay_card_payments` through the Partner API': async ({call, statuses}) => {
    await call('POST', '/_sandbox/card-payments', {activated: true});
    for (const paymentMethod of ['cash', 'other', 'fernpay_card_payments']) {
      const r = await call('POST', `${PSP}/create`, {reference: 'INV-P', amount: '5.00', paymentMethod});
      expect([r.status, r.body]).toEqual([400, 'paymentMethod must be one of fernpay_ob, fernpay_ob_qr']);
    }
    expect(statuses()).toEqual([]);
  },
  '`fernpay_card_payments` before card payments are activated (toolkit)': async ({call, statuses}) => {
    const documented = example(
      'openapi/toolkit/single-payments/components/examples/createSinglePayment-cardPaymentsInactive.yaml',
    );
    expect(CARD_PAYMENTS_INACTIVE_MESSAGE).toBe(documented);
    expect((await call('GET', '/_sandbox')).json.cardPayments).toBe(false);
    const body = {reference: 'INV-K', amount: '5.00', paymentMethod: 'fernpay_card_payments'};
    for (const path of ['create', 'create-and-process']) {
      const r = await call('POST', `${SP}/${path}`, body);
      expect([r.status, r.body]).toEqual([400, documented]);
    }
    const draft = (await call('POST', `${SP}/create`, {reference: 'INV-K', amount: '5.00'})).json.result;
    const edit = await call('POST', `${SP}/${draft.id}/edit`, {paymentMethod: 'fernpay_card_payments'});
    expect([edit.status, edit.body]).toEqual([400, documented]);
    // Activated (the portal's setting, here the control surface), the same calls work.
    expect((await call('POST', '/_sandbox/card-payments', {activated: true})).json.cardPayments).toBe(true);
    expect((await call('POST', `${SP}/create-and-process`, body)).json.result.status).toBe('sent');
    expect((await call('POST', `${SP}/${draft.id}/edit`, {paymentMethod: 'fernpay_card_payments'})).status).toBe(200);
    expect(statuses()).toEqual(['sent']);
    const bad = await call('POST', '/_sandbox/card-payments', {activated: 'yes'});
    expect(bad.status).toBe(400);
  },
  'Test bank: **Approve**': async ({sandbox, createSent, toTestBank, get, advance, statuses}) => {
    const p = await createSent();
    const result = await press(sandbox, await toTestBank(p.link), 'Approve');
    expect(result.page.text).toContain('Status now: pending');
    expect((await get(p.id)).status).toBe('pending');
    await advance(`PT${BANK_CONFIRMATION_DELAY_SECONDS - 1}S`);
    expect((await get(p.id)).status).toBe('pending');
    await advance('PT1S');
    const paid = await get(p.id);
    expect(paid.status).toBe('paid');
    expect(paid.completedAt).toBe(
      new Date(Date.parse('2026-07-01T10:30:00.000Z') + BANK_CONFIRMATION_DELAY_SECONDS * 1000).toISOString(),
    );
    expect(statuses()).toEqual(['sent', 'pending', 'paid']);
  },
  'Test bank: **Approve, then the bank rejects**': async ({
    sandbox,
    createSent,
    toTestBank,
    get,
    advance,
    statuses,
  }) => {
    const p = await createSent();
    const bankPath = await toTestBank(p.link);
    const result = await press(sandbox, bankPath, 'Approve, then the bank rejects');
    expect(result.page.text).toContain('Status now: pending');
    expect(result.page.text).toContain('The bank rejects the payment');
    await advance(BANK_DELAY);
    expect((await get(p.id)).status).toBe('rejected');
    // The same link can be paid again.
    const again = await browse(sandbox, pathOf(p.link));
    expect(again.page.text).toContain('Your last attempt did not go through');
    await press(sandbox, await toTestBank(p.link, 'ob-monzo-sandbox'), 'Approve');
    await advance(BANK_DELAY);
    expect((await get(p.id)).status).toBe('paid');
    expect(statuses()).toEqual(['sent', 'pending', 'rejected', 'pending', 'paid']);
  },
  'Test bank: **Decline**': async ({sandbox, createSent, toTestBank, get, statuses}) => {
    const p = await createSent();
    const result = await press(sandbox, await toTestBank(p.link), 'Decline');
    expect(result.page.text).toContain('Status now: rejected');
    expect((await get(p.id)).status).toBe('rejected');
    expect((await browse(sandbox, pathOf(p.link))).page.forms).toHaveLength(1); // payable again
    expect(statuses()).toEqual(['sent', 'rejected']);
  },
  'Test bank: **Let the link expire**': async ({sandbox, createSent, toTestBank, get, advance, statuses}) => {
    const p = await createSent();
    const bankPath = await toTestBank(p.link);
    const result = await press(sandbox, bankPath, 'Let the link expire');
    expect(result.page.text).toContain('Status now: overdue');
    expect((await get(p.id)).status).toBe('overdue');
    // Still payable through the same link; expiring again is not offered.
    const page = await browse(sandbox, pathOf(p.link));
    expect(page.page.text).toContain('You can still pay here');
    const bank = await browse(sandbox, await toTestBank(p.link));
    expect(bank.page.forms.map((f) => f.button)).not.toContain('Let the link expire');
    const refused = await browse(sandbox, bankPath, {action: 'expire'});
    expect(refused.status).toBe(400);
    expect(refused.page.text).toContain('Let the link expire is not possible: this payment is overdue');
    await press(sandbox, bankPath, 'Approve');
    await advance(BANK_DELAY);
    expect((await get(p.id)).status).toBe('paid');
    expect(statuses()).toEqual(['sent', 'overdue', 'pending', 'paid']);
  },
  'Card payment page (toolkit, card payments activated): card `4242 4242 4242 4242`, any future expiry date and CVC':
    async ({sandbox, call, createSent, get, statuses}) => {
      await call('POST', '/_sandbox/card-payments', {activated: true});
      const p = await createSent({paymentMethod: 'fernpay_card_payments'});
      const page = await browse(sandbox, pathOf(p.link));
      const [form] = page.page.forms;
      expect(form.inputs).toEqual(['number', 'expiry', 'cvc']);
      expect(form.radios).toEqual([]);
      expect(form.button).toBe('Pay £125.50');
      // Not a bank payment: the public initiate call and the test bank refuse it.
      const hash = new URL(p.link).searchParams.get('p');
      const initiate = await call('POST', '/v1/public/payment-flow/single/initiate', {
        id: hash,
        provider: 'ob-natwest-sandbox',
      });
      expect([initiate.status, initiate.body]).toEqual([
        400,
        'payment cannot be paid by open banking: its paymentMethod is fernpay_card_payments',
      ]);
      expect((await call('POST', `/_sandbox/bank/${p.id}/approve`)).status).toBe(400);
      // Refused card details change nothing.
      for (const [card, message] of [
        [{number: '4111 1111 1111 1111', expiry: '12/30', cvc: '123'}, 'number must be a sandbox test card'],
        [{number: '4242 4242 4242 4242', expiry: '06/26', cvc: '123'}, 'expiry must be a future month'],
        [{number: '4242 4242 4242 4242', expiry: '13/30', cvc: '123'}, 'expiry must be a future month'],
        [{number: '4242 4242 4242 4242', expiry: '12/30', cvc: '12'}, 'cvc must be 3 or 4 digits'],
      ] as const) {
        const r = await browse(sandbox, form.action, card);
        expect(r.status).toBe(400);
        expect(r.page.text).toContain(message);
        expect(
          attr(
            r.page.all.find((e) => attr(e, 'name') === 'expiry')!,
            'value',
          ),
        ).toBe(card.expiry);
      }
      expect((await get(p.id)).status).toBe('sent');
      const ok = await browse(sandbox, form.action, {number: '4242 4242 4242 4242', expiry: '07/26', cvc: '737'});
      expect(ok.status).toBe(200);
      expect(ok.page.text).toContain('Paid.');
      const paid = await get(p.id);
      expect(paid.status).toBe('paid');
      expect(paid.refundPayeeAccount).toBeNull(); // no bank reported an account
      expect(statuses()).toEqual(['sent', 'paid']);
      expect(TEST_CARDS[0].number).toBe('4242424242424242');
    },
  'Card payment page: card `4000 0000 0000 0002`': async ({sandbox, call, createSent, get, statuses}) => {
    await call('POST', '/_sandbox/card-payments', {activated: true});
    const p = await createSent({paymentMethod: 'fernpay_card_payments'});
    const declined = await browse(sandbox, pathOf(p.link), {
      number: '4000000000000002',
      expiry: '12/2030',
      cvc: '1234',
    });
    expect(declined.page.text).toContain('Your card was declined');
    expect(declined.page.forms).toHaveLength(1); // try again with another card
    expect((await get(p.id)).status).toBe('rejected');
    // The control surface takes the same card.
    const again = await call('POST', `/_sandbox/bank/${p.id}/card`, {
      number: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(again.json.payment.status).toBe('paid');
    expect(statuses()).toEqual(['sent', 'rejected', 'paid']);
  },
  'A payment paid through its link whose `amount` ends in `.94`': async ({sandbox, paid, get, advance}) => {
    const p = await paid({amount: '40.94'});
    await advance('PT60S');
    expect((await get(p.id)).dataApiCheckStatus).toBe('unable_to_check');
    await advance('PT60S');
    expect((await get(p.id)).dataApiCheckStatus).toBe('payment_made');
    expect(dataApiChecks(sandbox)).toEqual(['unable_to_check', 'payment_made']);
  },
  'A payment paid through its link whose `amount` ends in `.95`': async ({sandbox, paid, get, advance}) => {
    const p = await paid({amount: '40.95'});
    await advance('PT10M');
    expect((await get(p.id)).dataApiCheckStatus).toBe('permanent_connection_loss');
    expect(dataApiChecks(sandbox)).toEqual(['permanent_connection_loss']);
  },
  'A payment paid through its link, with any other amount (`cash` and `other` payments are not checked)': async ({
    sandbox,
    paid,
    get,
    advance,
  }) => {
    const p = await paid();
    expect((await get(p.id)).dataApiCheckStatus).toBe('waiting_for_first_check');
    await advance('PT60S');
    expect((await get(p.id)).dataApiCheckStatus).toBe('payment_made');
    await advance('PT1H');
    expect(dataApiChecks(sandbox)).toEqual(['payment_made']);
  },
  'Cancel a `draft` or `sent` payment': async ({sandbox, call, createSent, statuses}) => {
    const draft = (await call('POST', `${SP}/create`, {reference: 'INV-D', amount: '5.00'})).json.result;
    expect((await call('PATCH', `${SP}/${draft.id}/cancel`)).json.result.status).toBe('cancelled');
    const p = await createSent();
    const r = await call('PATCH', `${SP}/${p.id}/cancel`);
    expect([r.status, r.json.result.status]).toEqual([200, 'cancelled']);
    // The link stops working: the page shows the outcome, the public calls refuse to start a payment.
    const page = await browse(sandbox, pathOf(p.link));
    expect(page.status).toBe(200);
    expect(page.page.text).toContain('This payment was cancelled');
    expect(page.page.forms).toEqual([]);
    const hash = new URL(p.link).searchParams.get('p');
    expect((await call('GET', `/v1/public/payment-flow/single/${hash}/data`)).json.data.status).toBe('cancelled');
    const initiate = await call('POST', '/v1/public/payment-flow/single/initiate', {
      id: hash,
      provider: 'ob-natwest-sandbox',
    });
    expect([initiate.status, initiate.body]).toEqual([
      400,
      example('openapi/toolkit/single-payments/components/examples/initiatePublicSinglePayment-notPayable.yaml'),
    ]);
    const posted = await browse(sandbox, pathOf(p.link), {provider: 'ob-natwest-sandbox'});
    expect([posted.status, posted.page.text.includes('payment cannot be paid in status cancelled')]).toEqual([
      400,
      true,
    ]);
    expect(statuses()).toEqual(['cancelled', 'sent', 'cancelled']);
  },
  'Cancel a `paid` payment': async ({call, paid, statuses}) => {
    const p = await paid();
    const r = await call('PATCH', `${SP}/${p.id}/cancel`);
    expect([r.status, r.body]).toEqual([400, example('openapi/shared/examples/cancelSinglePayment-paid.yaml')]);
    expect(statuses()).toEqual(['sent', 'pending', 'paid']);
  },
  'Refund a `paid` payment': async ({sandbox, call, paid, statuses}) => {
    const p = await paid();
    const r = await call('POST', `${SP}/${p.id}/refund`, {payeeAccountInfo: PAYEE});
    expect([r.status, r.json.result.status]).toEqual([200, 'refund_started']);
    expect(r.json.result.refundLink).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:4010${LINK_KINDS.refund.path}\\?p=[a-f0-9]{20}$`),
    );
    const bank = await browse(sandbox, pathOf(r.json.result.refundLink));
    expect(bank.status).toBe(200);
    expect(bank.page.title).toBe('Refund INV-2026-042 to the customer');
    expect(bank.page.forms.map((f) => f.button)).toEqual(REFUND_TEST_BANK.map((b) => b.label));
    expect(statuses()).toEqual(['sent', 'pending', 'paid', 'refund_started']);
  },
  'Refund a payment that is not `paid`': async ({call, createSent, statuses}) => {
    const p = await createSent();
    const r = await call('POST', `${SP}/${p.id}/refund`, {payeeAccountInfo: PAYEE});
    expect([r.status, r.body]).toEqual([400, 'only paid payments can be refunded; this payment is sent']);
    expect(statuses()).toEqual(['sent']);
  },
  'Refund link, test bank: **Approve**, refund `amount` left out or equal to the payment': async ({
    sandbox,
    call,
    paid,
    get,
    statuses,
  }) => {
    for (const amount of [undefined, '125.50']) {
      const p = await paid();
      const link = (await call('POST', `${SP}/${p.id}/refund`, {amount, payeeAccountInfo: PAYEE})).json.result
        .refundLink;
      const result = await press(sandbox, pathOf(link), 'Approve');
      expect(result.page.text).toContain('Status now: refunded');
      expect((await get(p.id)).status).toBe('refunded');
      // The refund link now shows the outcome, without buttons.
      expect((await browse(sandbox, pathOf(link))).page.forms).toEqual([]);
    }
    expect(statuses().filter((s) => s.startsWith('refund'))).toEqual([
      'refund_started',
      'refunded',
      'refund_started',
      'refunded',
    ]);
  },
  'Refund link, test bank: **Approve**, smaller refund `amount`': async ({sandbox, call, paid, get, statuses}) => {
    const p = await paid();
    const link = (await call('POST', `${SP}/${p.id}/refund`, {amount: '25.50', payeeAccountInfo: PAYEE})).json.result
      .refundLink;
    expect((await browse(sandbox, pathOf(link))).page.text).toContain('Amount: £25.50');
    await press(sandbox, pathOf(link), 'Approve');
    expect((await get(p.id)).status).toBe('partial_refund');
    expect(statuses().slice(-2)).toEqual(['refund_started', 'partial_refund']);
  },
  'Refund link, test bank: **Decline**': async ({sandbox, call, paid, get, statuses}) => {
    const p = await paid();
    const link = (await call('POST', `${SP}/${p.id}/refund`, {payeeAccountInfo: PAYEE})).json.result.refundLink;
    const result = await press(sandbox, pathOf(link), 'Decline');
    expect(result.page.text).toContain('Status now: refund_rejected');
    expect((await get(p.id)).status).toBe('refund_rejected');
    expect(statuses().slice(-2)).toEqual(['refund_started', 'refund_rejected']);
  },
  'An id that does not exist, or belongs to live': async ({call}) => {
    for (const url of [
      `${SP}/6651b2c3d4e5f6a7b8c9d0e2`,
      `${PSP}/6651b2c3d4e5f6a7b8c9d0e2`,
      '/v1/public/payment-flow/single/b7e3c1f09a4d2e6c8f51/data',
    ]) {
      const r = await call('GET', url);
      expect([url, r.status, r.body]).toEqual([url, 404, 'Not Found']);
    }
  },
};

function outcomeRows(): string[] {
  const text = expandScenarioTags(fs.readFileSync('docs/guides/sandbox-outcomes.mdx', 'utf8'));
  const section = text.slice(
    text.indexOf('## Single payments and refunds'),
    text.indexOf('\n## ', text.indexOf('## Single payments and refunds') + 3),
  );
  return (
    section
      .split('\n')
      .filter((l) => l.startsWith('| ') && !l.startsWith('| Sandbox input') && !l.startsWith('| ---'))
      .map((l) => l.split(/(?<!\\)\|/)[1].trim())
      // A row's Try it link (tests/unit/try-links.test.ts) is not part of its name.
      .map((cell) => cell.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'))
  );
}

describe('/guides/sandbox-outcomes: single payments and refunds', () => {
  it('has a case here for every row of the table', () => {
    const rows = outcomeRows();
    expect(rows.length).toBeGreaterThan(15);
    expect(Object.keys(ROWS).sort()).toEqual([...rows].sort());
  });
  for (const row of outcomeRows()) {
    const run = ROWS[row];
    if (run) it(row, async () => run(await setup()));
  }
});

describe('the public payment flow', () => {
  it('lists every bank of the provider list, sorted by name, only the -sandbox ones enabled', async () => {
    const {call} = await setup();
    const r = await call('GET', '/v1/public/providers/list', undefined, {});
    expect(r.status).toBe(200);
    const list = r.json.data as {externalId: string; name: string; enabled: boolean; _id: string}[];
    const documented = YAML.parse(fs.readFileSync('openapi/shared/schemas/BankProviderConnectable.yaml', 'utf8'));
    expect(list.map((p) => p.externalId).sort()).toEqual([...documented.enum].sort());
    expect(list.map((p) => p.name)).toEqual([...list.map((p) => p.name)].sort((a, b) => a.localeCompare(b, 'en')));
    expect(
      list
        .filter((p) => p.enabled)
        .map((p) => p.externalId)
        .sort(),
    ).toEqual(documented.enum.filter((id: string) => id.endsWith('-sandbox')).sort());
    expect(list.find((p) => p.externalId === 'ob-natwest')).toMatchObject({
      name: 'NatWest',
      enabled: false,
      _id: '6653f0a1b2c3d4e5f6a7b801',
    });
    expect(list.find((p) => p.externalId === 'ob-lloyds')!.name).toBe('Lloyds Bank');
    expect(new Set(list.map((p) => p._id)).size).toBe(list.length);
  });

  it('reads a payment by its hashed id, and starts it only with an enabled bank', async () => {
    const {call, createSent, sandbox} = await setup();
    const p = await createSent();
    const hash = new URL(p.link).searchParams.get('p');
    const data = await call('GET', `/v1/public/payment-flow/single/${hash}/data`, undefined, {});
    expect(data.json).toEqual({
      data: {id: hash, link: p.link, qrCodeData: expect.stringMatching(/^data:image\/png;base64,/), status: 'sent'},
    });
    const live = await call('POST', '/v1/public/payment-flow/single/initiate', {id: hash, provider: 'ob-natwest'});
    expect([live.status, live.body]).toEqual([
      400,
      'provider ob-natwest is not enabled in the sandbox: choose a -sandbox provider, for example ob-natwest-sandbox',
    ]);
    const page = await browse(sandbox, pathOf(p.link), {provider: 'ob-natwest'});
    expect(page.status).toBe(400);
    expect(page.page.text).toContain('provider ob-natwest is not enabled in the sandbox');
    const none = await browse(sandbox, pathOf(p.link), {});
    expect([none.status, none.page.text.includes('Choose your bank.')]).toEqual([400, true]);
    const started = await call('POST', '/v1/public/payment-flow/single/initiate', {
      id: hash,
      provider: 'ob-monzo-sandbox',
    });
    expect(started.json).toEqual({
      sucess: true,
      data: {authUrl: expect.stringMatching(/\/bank\/authorise\?request=[a-f0-9]{20}$/)},
    });
    expect((await browse(sandbox, pathOf(started.json.data.authUrl))).page.text).toContain('Monzo sandbox');
    const malformed = await call('GET', `/v1/public/payment-flow/single/${hash!.slice(1)}/data`, undefined, {});
    expect([malformed.status, malformed.body]).toEqual([
      400,
      example('openapi/toolkit/single-payments/components/examples/getPublicSinglePaymentData-malformedId.yaml'),
    ]);
    const unknown = await call('POST', '/v1/public/payment-flow/single/initiate', {
      id: 'b7e3c1f09a4d2e6c8f51',
      provider: 'ob-monzo-sandbox',
    });
    expect([unknown.status, unknown.body]).toEqual([404, 'Not Found']);
  });
});

describe('no handler throws', () => {
  it('every single-payment operation, with its documented examples, in every status, answers without the catch-all', async () => {
    const apis = await sandboxApis();
    const operations = buildOperations(apis).filter((o) =>
      ['toolkit-single-payments', 'partner-single-payments'].includes(o.api.id),
    );
    expect(operations.length).toBeGreaterThan(20);
    const {sandbox, call, createSent, toTestBank, advance} = await setup();
    await call('POST', '/_sandbox/card-payments', {activated: true});
    // One payment in each status the lifecycle reaches.
    const inStatus: Record<string, string> = {};
    const hashes: string[] = [];
    const add = async (status: string, make: () => Promise<string>) => {
      inStatus[status] = await make();
    };
    await add(
      'draft',
      async () => (await call('POST', `${SP}/create`, {reference: 'D', amount: '1.00'})).json.result.id,
    );
    await add('sent', async () => {
      const p = await createSent();
      hashes.push(new URL(p.link).searchParams.get('p')!);
      await toTestBank(p.link);
      return p.id;
    });
    await add('cancelled', async () => {
      const p = await createSent();
      await call('PATCH', `${SP}/${p.id}/cancel`);
      return p.id;
    });
    for (const [status, action] of [
      ['overdue', 'expire'],
      ['rejected', 'decline'],
    ] as const)
      await add(status, async () => {
        const p = await createSent();
        await call('POST', `/_sandbox/bank/${p.id}/${action}`);
        return p.id;
      });
    await add('card', async () => (await createSent({paymentMethod: 'fernpay_card_payments'})).id);
    for (const [status, amount, action] of [
      ['paid', undefined, undefined],
      ['refund_started', '1.00', undefined],
      ['partial_refund', '1.00', 'approve'],
      ['refunded', undefined, 'approve'],
      ['refund_rejected', undefined, 'decline'],
    ] as const)
      await add(status, async () => {
        const p = await createSent({amount: '10.00'});
        await call('POST', `/_sandbox/bank/${p.id}/approve`);
        await advance(BANK_DELAY);
        if (status !== 'paid') await call('POST', `${SP}/${p.id}/refund`, {amount, payeeAccountInfo: PAYEE});
        if (action) await call('POST', `/_sandbox/bank/${p.id}/${action}`);
        return p.id;
      });
    await add('pending', async () => {
      const p = await createSent();
      await call('POST', `/_sandbox/bank/${p.id}/approve`);
      return p.id;
    });
    const reached = new Set(Object.values(inStatus).map((id) => sandbox.snapshot().payments[id].payment.status));
    expect([...SINGLE_PAYMENT_STATUSES].filter((s) => !reached.has(s))).toEqual([]);
    expect(SINGLE_PAYMENT_TRANSITIONS.length).toBeGreaterThan(15);

    const failures: string[] = [];
    const bodiesOf = (op: (typeof operations)[number]) => {
      if (!op.body) return [undefined];
      const doc = op.api.bundled;
      const item = resolveRef(doc, (doc.paths as never)[op.path], '').value[op.method] as {requestBody: unknown};
      const media = (
        resolveRef(doc, item.requestBody, '').value.content as Record<string, {examples?: Record<string, unknown>}>
      )[op.body.mediaType];
      return Object.values(media.examples ?? {}).map((e) => resolveRef(doc, e, '').value.value);
    };
    // Notes attached first, deletes last: every other call finds the payment and its note.
    const rank = (o: (typeof operations)[number]) =>
      /^attach/.test(o.operationId)
        ? 0
        : o.operationId === 'deleteSinglePayment'
          ? 3
          : /^delete/.test(o.operationId)
            ? 2
            : 1;
    const ordered = [...operations].sort((a, b) => rank(a) - rank(b));
    // The pending payment first: the clock moves on between statuses (rate-limit windows), and it would be paid.
    for (const id of [inStatus.pending, ...Object.values(inStatus).filter((id) => id !== inStatus.pending)]) {
      for (const op of ordered) {
        for (const body of bodiesOf(op)) {
          const notes = sandbox.snapshot().payments[id]?.payment.notes;
          const noteId =
            Array.isArray(notes) && notes[0] ? String((notes[0] as {id: string}).id) : '6651c3d4e5f6a7b8c9d0e1f2';
          const url = op.servedPath
            .replace('{companyId}', BRAMBLE)
            .replace('{id}', id)
            .replace('{noteId}', noteId)
            .replace('{paymentId}', hashes[0]);
          const sent = op.operationId === 'initiatePublicSinglePayment' ? {...(body as object), id: hashes[0]} : body;
          const r = await call(op.method.toUpperCase(), url, sent);
          if (r.status >= 500 || /defect of the sandbox/.test(r.body))
            failures.push(`${op.operationId} on ${id}: ${r.status} ${r.body}`);
        }
      }
      await advance('PT61S'); // a new rate-limit window
    }
    // The control surface and the pages, with malformed input.
    for (const [method, url, body] of [
      ['POST', '/_sandbox/clock', {advance: 'P300000Y'}],
      ['POST', '/_sandbox/bank/%E0%A4%A/approve', undefined],
      ['POST', `/_sandbox/bank/${inStatus.sent}/card`, {number: 42}],
      ['POST', `/_sandbox/bank/${inStatus.sent}/nope`, undefined],
      ['POST', `/_sandbox/bank/${inStatus.card}/card`, '"text"'],
    ] as const) {
      const r = await call(method, url, body);
      if (r.status >= 500 || r.status < 400 || /defect of the sandbox/.test(r.body))
        failures.push(`${method} ${url}: ${r.status} ${r.body}`);
    }
    const fresh = await createSent();
    const page = await sandbox.handle({
      method: 'POST',
      url: pathOf(fresh.link),
      headers: {},
      body: '%%%&&&==',
    });
    expect(page.status).toBe(400);
    expect(failures).toEqual([]);
  });
});
