/**
 * The engine's resource kit on its own (src/sandbox/kit): `apply` executes a declared transition (status field,
 * timestamps, business rules, webhook, in-process event, refusal), and the one money model reads and writes
 * amounts exactly. The sandbox suites exercise both through every resource (sandbox-coverage.test.ts).
 */
import {describe, expect, it} from 'vitest';
import {apply, recordTransitions, refused, type TakenTransition} from '../../src/sandbox/kit/apply';
import {displayGbp, divideHalfUp, major, minor, penceOf, sum} from '../../src/sandbox/kit/money';
import {ifFound, NOT_FOUND, onFound, orNotFound} from '../../src/sandbox/kit/not-found';
import {editNote, noteOf, removeNote} from '../../src/sandbox/kit/notes';
import type {Json} from '../../src/sandbox/openapi';
import type {Lifecycle} from '../../src/sandbox/lifecycles/lifecycle';

type Status = 'open' | 'paid' | 'void';
const TICKET: Lifecycle<Status, 'create' | 'pay' | 'void'> = {
  name: 'ticket',
  statuses: ['open', 'paid', 'void'],
  webhook: 'tickets.status-update',
  statusField: 'state',
  touch: ['updatedAt', {field: 'lastActionDate', as: 'date'}],
  stamps: {paid: ['paidAt']},
  idOf: (t) => String(t.id),
  transitions: [
    {action: 'create', from: [null], to: 'open', by: 'test'},
    {action: 'pay', from: ['open'], to: 'paid', by: 'test', webhook: true},
    {action: 'void', from: ['open'], to: 'void', by: 'test', when: 'small', webhook: 'tickets.voided'},
    {action: 'void', from: ['open', 'paid'], to: 'void', by: 'test', when: 'large'},
  ],
  refusals: [{action: 'pay', refusedIn: ['paid', 'void'], status: 400, message: (s, id) => `ticket ${id} is ${s}`}],
};

function engine() {
  const sent: [string, Json][] = [];
  const events: string[] = [];
  const ctx = {
    now: () => Date.parse('2026-11-28T09:30:00.000Z'),
    emitWebhook: async (type: string, data: Json) => void sent.push([type, data]),
    emit: async (event: string) => void events.push(event),
  };
  return {ctx, sent, events};
}

describe('kit: apply', () => {
  it('sets the status field, the declared timestamps, runs the rules, sends the webhook, announces the event', async () => {
    const {ctx, sent, events} = engine();
    const ticket: Record<string, Json> = {id: 't1', state: null, paidAt: null};
    const order: string[] = [];
    expect((await apply(ctx, TICKET, ticket, 'create'))?.to).toBe('open');
    const t = await apply(ctx, TICKET, ticket, 'pay', {
      effect: (taken) => void order.push(`effect ${taken.to} ${String(ticket.paidAt)}`),
      after: () => void order.push(`after ${sent.length}`),
    });
    expect(t?.to).toBe('paid');
    expect(ticket).toEqual({
      id: 't1',
      state: 'paid',
      paidAt: '2026-11-28T09:30:00.000Z',
      updatedAt: '2026-11-28T09:30:00.000Z',
      lastActionDate: '2026-11-28',
    });
    expect(order).toEqual(['effect paid 2026-11-28T09:30:00.000Z', 'after 1']);
    expect(sent).toEqual([['tickets.status-update', {...ticket}]]);
    expect(events).toEqual(['ticket.open', 'ticket.paid']);
  });

  it('takes nothing without a declared transition, and answers the declared refusal', async () => {
    const {ctx, sent} = engine();
    const ticket: Record<string, Json> = {id: 't2', state: 'void'};
    expect(await apply(ctx, TICKET, ticket, 'pay')).toBeUndefined();
    expect(ticket).toEqual({id: 't2', state: 'void'});
    expect(sent).toEqual([]);
    expect(refused(TICKET, 'pay', ticket)).toEqual({status: 400, body: 'ticket t2 is void'});
    expect(refused(TICKET, 'pay', {id: 't3', state: 'open'})).toBeUndefined();
  });

  it('picks among transitions of one action (their `when`), with its own webhook, its payload, or the module way', async () => {
    const {ctx, sent} = engine();
    const small: Record<string, Json> = {id: 's', state: 'open'};
    await apply(ctx, TICKET, small, 'void', {pick: (t) => t.when === 'small', payload: () => ({id: 's'})});
    expect(sent).toEqual([['tickets.voided', {id: 's'}]]);
    const large: Record<string, Json> = {id: 'l', state: 'open'};
    await apply(ctx, TICKET, large, 'void', {pick: (t) => t.when === 'large'});
    expect(sent).toHaveLength(1);
    const delivered: string[] = [];
    await apply(ctx, TICKET, {id: 'd', state: 'open'}, 'pay', {deliver: (w) => void delivered.push(w)});
    await apply(ctx, TICKET, {id: 'n', state: 'open'}, 'pay', {sends: false});
    expect(delivered).toEqual(['tickets.status-update']);
    expect(sent).toHaveLength(1);
  });

  it('records each transition taken, and whether its webhook went out, only while a recorder listens', async () => {
    const {ctx} = engine();
    const taken: TakenTransition[] = [];
    const stop = recordTransitions((t) => taken.push(t));
    await apply(ctx, TICKET, {id: 'a', state: 'open'}, 'pay');
    await apply(ctx, TICKET, {id: 'b', state: 'open'}, 'pay', {sends: false});
    stop();
    await apply(ctx, TICKET, {id: 'c', state: 'open'}, 'pay');
    expect(taken.map((t) => [t.transition, t.from, t.webhook])).toEqual([
      [TICKET.transitions[1], 'open', 'tickets.status-update'],
      [TICKET.transitions[1], 'open', null],
    ]);
  });

  it('refuses to drop a due webhook silently: a context without a sender is a defect', async () => {
    await expect(apply({now: () => 0}, TICKET, {id: 'x', state: 'open'}, 'pay')).rejects.toThrow(
      'ticket pay: tickets.status-update is due, nothing sends it',
    );
  });
});

describe('kit: money', () => {
  it('reads and writes amounts exactly, in minor units (never through a float)', () => {
    expect(minor('125.50')).toBe(12550n);
    expect(minor('12.5')).toBe(1250n);
    expect(minor('7')).toBe(700n);
    expect(minor('-3.07')).toBe(-307n);
    // 0.29 * 100 is 28.999999999999996 as a float; 9007199254740993.01 is beyond a double's integers.
    expect(minor('0.29')).toBe(29n);
    expect(minor('9007199254740993.01')).toBe(900719925474099301n);
    expect(major(12550n)).toBe('125.50');
    expect(major(-5n)).toBe('-0.05');
    expect(major(0n)).toBe('0.00');
    expect(major(900719925474099301n)).toBe('9007199254740993.01');
    expect(sum(['0.10', '0.20'].map(minor))).toBe(30n);
    for (const bad of ['', '1.234', '1,00', 'abc', '.5']) expect(() => minor(bad), bad).toThrow('not an amount');
  });

  it('divides half up in minor units, shows pounds to a person, reads the pence the bands choose by', () => {
    // A mean of 10.00 and 10.01 is 10.005: half up to 10.01; 2 / 3 of a penny rounds to 1, 1 / 3 to 0.
    expect(divideHalfUp(2001n, 2n)).toBe(1001n);
    expect(divideHalfUp(2n, 3n)).toBe(1n);
    expect(divideHalfUp(1n, 3n)).toBe(0n);
    expect(divideHalfUp(-2001n, 2n)).toBe(-1001n);
    expect(() => divideHalfUp(1n, 0n)).toThrow('not positive');
    // VAT in a VAT-inclusive 12.00 at 20 %: 12.00 × 2000 / 12000 = 2.00.
    expect(major(divideHalfUp(1200n * 2000n, 12000n))).toBe('2.00');
    expect(displayGbp('1234567.50')).toBe('£1,234,567.50');
    expect(displayGbp('12.00')).toBe('£12.00');
    expect(penceOf('49.93')).toBe('93');
    expect(penceOf('12.5')).toBe('50');
    expect(penceOf('12')).toBe('00');
  });
});

describe('kit: look-up-or-404', () => {
  it("runs on what a look-up finds, else answers the documented 404 (the toolkit's, or the provider's naming the id)", async () => {
    expect(ifFound({id: 'a'}, (r) => ({status: 200, body: r.id}))).toEqual({status: 200, body: 'a'});
    for (const nothing of [undefined, null, false] as const) expect(ifFound(nothing, () => 'ran')).toEqual(NOT_FOUND);
    expect(NOT_FOUND).toEqual({status: 404, body: 'Not Found'});
    expect(ifFound(undefined, () => 'ran', {param: 'consentId', id: 'aac-1'})).toEqual({
      status: 404,
      body: 'Invalid consentId: aac-1',
    });
    expect(orNotFound(0 as number | undefined)).toEqual(NOT_FOUND);
    expect(orNotFound('x')).toBe('x');
    const table: Record<string, {n: number}> = {a: {n: 1}};
    const handler = onFound(
      (ctx: {pathParams: Record<string, string>}) => table[ctx.pathParams.id],
      (_ctx, r) => ({status: 200, body: r.n}),
    );
    expect(await handler({pathParams: {id: 'a'}})).toEqual({status: 200, body: 1});
    expect(await handler({pathParams: {id: 'b'}})).toEqual(NOT_FOUND);
    const provider = onFound(
      (ctx: {pathParams: Record<string, string>}) => table[ctx.pathParams.paymentId],
      () => 1,
      'paymentId',
    );
    expect(await provider({pathParams: {paymentId: 'p-9'}})).toEqual({status: 404, body: 'Invalid paymentId: p-9'});
  });

  it("finds, edits and deletes a payment's note by id (undefined for an unknown one)", () => {
    const payment: Record<string, Json> = {
      notes: [
        {id: 'n1', text: 'a'},
        {id: 'n2', text: 'b'},
      ],
    };
    expect(noteOf(payment, 'n2')).toEqual({id: 'n2', text: 'b'});
    expect(noteOf(payment, 'n3')).toBeUndefined();
    expect(editNote(payment, 'n1', {text: 'c'}, Date.parse('2026-11-28T09:30:00.000Z'))).toEqual({
      id: 'n1',
      text: 'c',
      updatedAt: '2026-11-28T09:30:00.000Z',
    });
    expect(editNote(payment, 'nx', {text: 'c'}, 0)).toBeUndefined();
    expect(removeNote(payment, 'n1')?.id).toBe('n1');
    expect(removeNote(payment, 'n1')).toBeUndefined();
    expect(payment.notes).toEqual([{id: 'n2', text: 'b'}]);
  });
});
