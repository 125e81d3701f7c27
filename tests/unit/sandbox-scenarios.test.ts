/**
 * Every row of the sandbox's scenario catalogues (src/sandbox/scenarios), public and provider, is sent to a fresh
 * sandbox (the engine in process) and checked: the documented status, the resource's state once everything due has
 * happened, the webhooks it caused and the error codes. The cases come from the catalogue: a new row is a new case,
 * and a row without `expects` (or with neither a band nor a `send`), or a band without a driver here, fails. A band
 * row is sent by its band's driver (the row's case, else a value no case claims); any other row by its own `send`
 * (before, create, steps, read: `runSend`).
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {beforeAll, describe, expect, it} from 'vitest';
import {createSandbox, type SandboxApi} from '../../src/sandbox';
import {PROVIDER_PRESET} from '../../src/sandbox/presets/provider';
import {
  bandCase,
  valueInCase,
  type Band,
  type ScenarioCatalogue,
  type ScenarioRow,
  type ScenarioSend,
  type ScenarioStep,
} from '../../src/sandbox/scenarios/catalogue';
import {PUBLIC_SCENARIOS} from '../../src/sandbox/scenarios/public';
import {PROVIDER_SCENARIOS} from '../../src/sandbox/scenarios/provider';
import {requester, sandboxApis, seededState} from './sandbox-helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Json = any;

let apis: SandboxApi[];
beforeAll(async () => {
  apis = await sandboxApis(true);
}, 240_000);

const example = (file: string) => YAML.parse(fs.readFileSync(path.join('openapi', file), 'utf8')).value;
const providerExample = (name: string) => example(`provider/components/examples/${name}.yaml`);

/** A fresh sandbox (every API) on a clock that starts at `start` and moves only through `advance`. */
async function freshSandbox(start: string) {
  const t = Date.parse(start);
  // The state a new sandbox holds at `start` once seeded (seeded once per start, copied for each row).
  const options = {preset: PROVIDER_PRESET, apis, clock: () => t};
  const sandbox = createSandbox({...options, state: await seededState(`scenarios ${start}`, options)});
  const {call} = requester(sandbox);
  const advance = async (duration: string) => {
    const r = await call('POST', '/_sandbox/clock', {advance: duration});
    expect(r.status, `advance ${duration}`).toBe(200);
  };
  return {
    sandbox,
    call,
    advance,
    provider: (method: string, p: string, body?: unknown) => call(method, `/provider/v1${p}`, body),
    bank: (id: string, action: string) => call('POST', `/_sandbox/bank/${encodeURIComponent(id)}/${action}`),
    /** Events sent from now on that name `id`: each one's name after its scope. */
    watch: () => {
      const mark = sandbox.events().length;
      return (id: string) =>
        sandbox
          .events()
          .slice(mark)
          .filter((e) => e.body.includes(id))
          .map((e) => e.type.split('.').pop()!);
    },
  };
}

/** The resource of an answer (`result`, `data` or the body itself, as each API wraps it). */
const resource = (json: Json) => json?.result ?? json?.data ?? json;

/** What a driver observed: the answer of the row's call, the resource afterwards and the webhooks it caused. */
interface Observed {
  status: number;
  code?: string;
  errorCode?: string;
  state?: Json;
  webhooks: string[];
}
type Driver = {base: string; send: (value: string) => Promise<Observed>};

const VRP_CONSENT = () => ({
  ...providerExample('createVrpConsent-sweeping'),
  maximumIndividualAmount: '500.00',
  periodicLimits: [{periodType: 'Day', periodAlignment: 'Calendar', amount: '2000.00'}],
});

/** An authorised VRP consent, ready for payments and funds checks. */
async function authorisedVrpConsent(s: Awaited<ReturnType<typeof freshSandbox>>) {
  const id = (await s.provider('POST', '/payment/vrp-consent', VRP_CONSENT())).json.result.id;
  expect((await s.bank(id, 'approve')).status).toBe(200);
  return id as string;
}

/** How each band's rows are sent, by band name (public and provider). */
const DRIVERS: Record<string, Driver> = {
  dataApiCheck: {
    base: '125.00',
    // Paid through its link at the test bank: only a payment into an account connected by open banking is checked.
    send: async (amount) => {
      const s = await freshSandbox('2026-07-01T10:30:00.000Z');
      const body = {...example('shared/examples/createAndProcessSinglePayment-openBanking.yaml'), amount};
      const created = await s.call('POST', '/v1/payments/single/create-and-process', body);
      const id = created.json.result.id;
      expect((await s.bank(id, 'approve')).status).toBe(200);
      await s.advance('PT5S');
      expect(resource((await s.call('GET', `/v1/payments/single/${id}`)).json).status).toBe('paid');
      const sent = s.watch();
      for (let i = 0; i < 4; i++) await s.advance('PT1M');
      const state = resource((await s.call('GET', `/v1/payments/single/${id}`)).json);
      return {status: created.status, state, webhooks: sent(id)};
    },
  },
  accountNumber: {
    base: '58213048',
    send: async (accountNumber) => {
      const s = await freshSandbox('2026-07-01T10:30:00.000Z');
      const sent = s.watch();
      const body = example('toolkit/bank-accounts/components/examples/createBankAccount-reserveAccount.yaml');
      const created = await s.call('POST', '/v1/company/bank-accounts/create', {...body, accountNumber});
      expect(created.json.result, JSON.stringify(created.json)).toBeDefined();
      const id = created.json.result.id;
      await s.advance('PT3M');
      const state = resource((await s.call('GET', `/v1/company/bank-accounts/${id}`)).json);
      return {status: created.status, state, webhooks: sent(id)};
    },
  },
  euPayment: {
    base: '120.00',
    // The decoupled bank (`bg-ubb`): its app answers by itself, so every case runs without a person.
    send: async (amount) => {
      const s = await freshSandbox('2026-07-07T09:30:00.000Z');
      const sent = s.watch();
      const body = {...providerExample('createEuSinglePayment-dskBank'), provider: 'bg-ubb', amount};
      const created = await s.provider('POST', '/payment/eu/single-payments', body);
      if (created.status !== 201) return {status: created.status, code: created.json.error?.failure_code, webhooks: []};
      const id = created.json.result.id;
      await s.advance('PT1M');
      await s.advance('PT1M');
      const state = (await s.provider('GET', `/payment/eu/single-payments/${id}`)).json.result;
      return {status: created.status, state, webhooks: sent(id)};
    },
  },
  vrpConsent: {
    base: '250.00',
    send: async (maximumIndividualAmount) => {
      const s = await freshSandbox('2026-07-08T10:00:00.000Z');
      const sent = s.watch();
      const created = await s.provider('POST', '/payment/vrp-consent', {...VRP_CONSENT(), maximumIndividualAmount});
      const id = created.json.result.id;
      await s.advance('PT1M');
      const state = (await s.provider('GET', `/payment/vrp-consent/${id}`)).json.result;
      return {status: created.status, state, webhooks: sent(id)};
    },
  },
  vrpPayment: {
    base: '100.00',
    send: async (amount) => {
      const s = await freshSandbox('2026-07-08T10:00:00.000Z');
      const vrpConsentId = await authorisedVrpConsent(s);
      const sent = s.watch();
      const paid = await s.provider('POST', '/payment/vrp-payment', {
        vrpConsentId,
        amount,
        psuAuthenticationMethod: 'SCANotRequired',
      });
      const id = paid.json.result.id;
      await s.advance('PT1M');
      const state = (await s.provider('GET', `/payment/vrp-payment/${id}`)).json.result;
      return {status: paid.status, state, webhooks: sent(id)};
    },
  },
  vrpFunds: {
    base: '200.00',
    send: async (amount) => {
      const s = await freshSandbox('2026-07-08T10:00:00.000Z');
      const id = await authorisedVrpConsent(s);
      const sent = s.watch();
      const checked = await s.provider('POST', `/payment/vrp-consent/${id}/funds-confirmation`, {amount});
      return {status: checked.status, state: checked.json.result, webhooks: sent(id)};
    },
  },
  filePayment: {
    base: '362.40',
    send: async (amount) => {
      const s = await freshSandbox('2026-09-01T11:00:00.000Z');
      const body = providerExample('createFilePaymentConsent-suppliers');
      const [first, ...others] = body.paymentData.transactions;
      const sent = s.watch();
      const created = await s.provider('POST', '/payment/file-payment-consents', {
        ...body,
        paymentData: {...body.paymentData, transactions: [{...first, amount}, ...others]},
      });
      if (created.status !== 201) return {status: created.status, code: created.json.error?.failure_code, webhooks: []};
      const id = created.json.data.id;
      expect((await s.bank(id, 'approve')).status).toBe(200);
      await s.advance('PT1M');
      const state = (await s.provider('GET', `/payment/file-payment-consents/${id}`)).json;
      return {status: created.status, state, webhooks: sent(id)};
    },
  },
  standingOrder: {
    base: '15.00',
    send: async (Amount) => {
      const s = await freshSandbox('2026-07-09T08:00:00.000Z');
      const body = providerExample('createStandingOrderConsent-uk');
      const Initiation = {
        ...body.Data.Initiation,
        FirstPaymentAmount: {...body.Data.Initiation.FirstPaymentAmount, Amount},
      };
      const consent = await s.provider('POST', '/payment/standing-order-consents', {...body, Data: {Initiation}});
      const ConsentId = consent.json.result.consentID;
      expect((await s.bank(ConsentId, 'approve')).status).toBe(200);
      const sent = s.watch();
      const order = await s.provider('POST', '/payment/standing-orders', {ConsentId});
      return {status: order.status, state: order.json.result, webhooks: sent(ConsentId)};
    },
  },
};

/** A row's own `send`: before, create, the steps, read (ScenarioSend). */
async function runSend(send: ScenarioSend): Promise<Observed> {
  const s = await freshSandbox('2026-07-01T10:30:00.000Z');
  const saved: Record<string, string> = {};
  const fill = (text: string) =>
    text.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => {
      if (!Object.hasOwn(saved, name)) throw new Error(`${whole} is not saved yet`);
      return encodeURIComponent(saved[name]);
    });
  const values = (value: unknown): Json =>
    typeof value === 'string' && /^\{[A-Za-z]+\}$/.test(value)
      ? decodeURIComponent(fill(value))
      : Array.isArray(value)
        ? value.map(values)
        : value !== null && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, values(v)]))
          : value;
  const split = (call: string) => {
    const [method, url] = call.split(' ');
    return [method, fill(url)] as const;
  };
  const keep = (answer: {json: Json; body: string}, save: Readonly<Record<string, string>> = {}) => {
    for (const [name, where] of Object.entries(save)) {
      const [dotted, param] = where.split('?');
      const value = at(answer.json, dotted);
      if (value === undefined) throw new Error(`nothing at ${dotted} in ${answer.body.slice(0, 300)}`);
      saved[name] = param ? new URL(String(value)).searchParams.get(param)! : String(value);
    }
  };
  type Call = Exclude<ScenarioStep, {bank: string} | {advance: string} | {watch: true}>;
  const request = async (step: Call) => {
    const base =
      step.example !== undefined ? example(step.example) : step.body !== undefined ? {...step.body} : undefined;
    const body = step.set === undefined ? values(base) : withSet(values(base ?? {}), values(step.set));
    const answer = await s.call(...split(step.call), body);
    keep(answer, step.save);
    return answer;
  };
  let last: Awaited<ReturnType<typeof s.call>> | undefined;
  let sent: ((id: string) => string[]) | undefined;
  const run = async (step: ScenarioStep) => {
    if ('bank' in step) {
      last = await s.call('POST', `/_sandbox/bank/${fill(step.on ?? '{id}')}/${step.bank}`, step.body);
      keep(last, step.save);
    } else if ('advance' in step) await s.advance(step.advance);
    else if ('watch' in step) sent = s.watch();
    else last = await request(step);
  };
  for (const step of send.before ?? []) await run(step);
  const fromCreate = send.webhooksFrom === 'create' ? s.watch() : undefined;
  last = await request(send.create);
  const code = () => last!.json?.error?.failure_code ?? last!.json?.error?.keyword ?? last!.json?.code;
  const errorCode = () => last!.json?.error?.failure_details?.errors?.[0]?.ErrorCode;
  if (last.status >= 300)
    return {status: last.status, code: code(), errorCode: errorCode(), webhooks: fromCreate ? fromCreate('') : []};
  // A row whose create answers no id (a call that only reads or starts something) watches every webhook.
  if (send.id !== undefined || send.steps?.length) keep(last, {id: send.id ?? 'result.id'});
  else saved.id = String(at(last.json, 'result.id') ?? '');
  sent = fromCreate ?? s.watch();
  for (const step of send.steps ?? []) await run(step);
  const state = send.read ? resource((await s.call(...split(send.read))).json) : resource(last.json);
  return {
    status: last.status,
    code: code(),
    errorCode: errorCode(),
    state,
    webhooks: sent(saved[send.webhooksOf ?? 'id']),
  };
}

interface Case {
  audience: string;
  table: string;
  row: ScenarioRow;
  /** What the case's title names: the band and the value sent, or the row's own send. */
  name: string;
  send: () => Promise<Observed>;
}

function casesOf(audience: string, catalogue: ScenarioCatalogue): Case[] {
  return catalogue.tables.flatMap((table) =>
    table.rows.map((row): Case => {
      const base = {audience, table: table.id, row};
      if (row.send)
        return {
          ...base,
          name: `"${row.input.replace(/\].*$|\[/g, '').slice(0, 50)}"`,
          send: () => runSend(row.send!),
        };
      if (!row.band)
        return {
          ...base,
          name: `"${row.input.slice(0, 50)}"`,
          send: () => Promise.reject(new Error('the row declares neither a send nor a band: it is not run')),
        };
      const bandName = row.band.band;
      const band: Band<unknown> = catalogue.bands[bandName];
      const driver = DRIVERS[bandName];
      const name = row.band.case;
      const value = driver && name !== undefined ? valueInCase(band, name, driver.base) : (driver?.base ?? '');
      return {...base, name: `${bandName} ${value}`, send: () => driver.send(value)};
    }),
  );
}

const CASES = [...casesOf('public', PUBLIC_SCENARIOS), ...casesOf('provider', PROVIDER_SCENARIOS)];

/**
 * `body` with each field of `set` put in place: a dotted key (`paymentData.transactions.0.paymentReference`) sets a
 * nested field, `undefined` leaves the field out.
 */
function withSet(body: Json, set: Record<string, unknown>): Json {
  const copy = structuredClone(body);
  for (const [dotted, value] of Object.entries(set)) {
    const keys = dotted.split('.');
    const parent = keys.slice(0, -1).reduce((v, k) => v[k], copy);
    if (value === undefined) delete parent[keys[keys.length - 1]];
    else parent[keys[keys.length - 1]] = value;
  }
  return copy;
}

/** A dotted path of a JSON value (`error.failure_code`). */
const at = (value: Json, dotted: string) => dotted.split('.').reduce((v, k) => (v == null ? v : v[k]), value);

describe('the scenario catalogues', () => {
  it('give every row of a band what it expects, and every band a driver and a row per case', () => {
    const problems: string[] = [];
    for (const [audience, catalogue] of [
      ['public', PUBLIC_SCENARIOS],
      ['provider', PROVIDER_SCENARIOS],
    ] as const) {
      const rows = catalogue.tables.flatMap((t) => t.rows);
      for (const row of rows) {
        if (!row.expects) problems.push(`${audience}: "${row.input.slice(0, 60)}" is not run (no expects)`);
        if (row.expects && !row.band && !row.send)
          problems.push(`${audience}: "${row.input.slice(0, 60)}" expects without a band or a send`);
        if (row.send && !row.expects) problems.push(`${audience}: "${row.input.slice(0, 60)}" sends without expects`);
      }
      for (const [name, band] of Object.entries(catalogue.bands)) {
        const documented = rows.filter((r) => r.band?.band === name);
        if (documented.length === 0) continue; // rendered elsewhere (recurringAmount: <Lifecycle part>)
        if (!DRIVERS[name]) problems.push(`${audience}: band ${name} has no driver in this test`);
        else if (bandCase(band, DRIVERS[name].base) !== undefined)
          problems.push(`${audience}: the driver's base value of ${name} falls in a case`);
        for (const c of Object.keys(band.cases))
          if (!documented.some((r) => r.band?.case === c)) problems.push(`${audience}: ${name}.${c} has no row`);
      }
    }
    expect(problems).toEqual([]);
    const rows = [PUBLIC_SCENARIOS, PROVIDER_SCENARIOS].flatMap((c) => c.tables.flatMap((t) => t.rows));
    expect(CASES.map((c) => c.row)).toEqual(rows);
  });

  it.each((PUBLIC_SCENARIOS.register ?? []).map((r) => [r.identifier, r] as const))(
    'a company created with the register number %s gets the directors the catalogue lists',
    async (identifier, entry) => {
      const s = await freshSandbox('2026-07-01T10:30:00.000Z');
      const body = example('partner/merchants/components/examples/createCompany-limitedCompany.yaml');
      const created = await s.call('POST', '/partner/v1/companies/info/create', {...body, identifier});
      expect(created.status).toBe(201);
      const links = created.json.result.directorsVerificationLinks as {director: string; link: string}[];
      expect(links.map((l) => l.director)).toEqual(entry.directors);
      // Each director's button is the documented call on the `d` of its link.
      const d = new URL(links[0].link).searchParams.get('d')!;
      expect((await s.bank(d, 'verified')).status).toBe(200);
    },
  );

  it.each(CASES.map((c) => [`${c.audience} ${c.table}: ${c.name}`, c] as const))(
    '%s answers as its row says',
    async (_, c) => {
      const seen = await c.send();
      const want = c.row.expects!;
      const got: Json = {webhooks: seen.webhooks};
      if (want.status !== undefined) got.status = seen.status;
      if (want.code !== undefined) got.code = seen.code;
      if (want.errorCode !== undefined) got.errorCode = seen.errorCode;
      if (want.state) got.state = Object.fromEntries(Object.keys(want.state).map((k) => [k, at(seen.state, k)]));
      expect(got, c.row.input).toEqual({
        ...(want.status !== undefined && {status: want.status}),
        ...(want.code !== undefined && {code: want.code}),
        ...(want.errorCode !== undefined && {errorCode: want.errorCode}),
        ...(want.state && {state: want.state}),
        webhooks: want.webhooks ?? [],
      });
    },
  );
});
