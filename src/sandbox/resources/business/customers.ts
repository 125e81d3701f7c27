/**
 * Stateful toolkit customers (`toolkit-customers`): create, get, list (search, email, tag, archived), edit,
 * archive and restore (lifecycles/customer.ts), delete while no invoice or order names the customer. The email
 * is unique among active customers, without regard to case. Pure: no DOM, no Node API.
 */
import type {EngineContext, ResourceModule} from '../../types';
import {apply} from '../../kit/apply';
import {CUSTOMER_LIFECYCLE} from '../../lifecycles/customer';
import {refusal} from '../../lifecycles/lifecycle';
import {crud, filters, onRecord, saved, type Resource} from '../crud';
import type {components} from '../../generated/toolkit-customers';
import {COLLECTIONS, bad, collection, iso} from './common';

/** A customer as the API shows it (and as the sandbox stores it). */
export type Customer = components['schemas']['Customer'];

const CUSTOMERS: Resource<Customer> = {collection: COLLECTIONS.customers, lifecycle: CUSTOMER_LIFECYCLE};
const customers = (ctx: Pick<EngineContext, 'state'>) => collection(ctx, COLLECTIONS.customers);

/** The active customer (other than `except`) that has this email, compared without regard to case. */
export function customerWithEmail(
  ctx: Pick<EngineContext, 'state'>,
  email: unknown,
  except?: unknown,
): Customer | undefined {
  if (typeof email !== 'string') return undefined;
  return Object.values(customers(ctx)).find(
    (c) => c.id !== except && !c.archived && c.email?.toLowerCase() === email.toLowerCase(),
  );
}

/**
 * A customer made from an aggregated order's buyer (ChannelCustomer): name, email, phone, and the order's
 * shipping address as shipping and billing address. Stored at once.
 */
export async function addChannelCustomer(
  ctx: Pick<EngineContext, 'state' | 'now' | 'newId' | 'emitWebhook' | 'emit'>,
  buyer: {name: string; email: string; phone?: string},
  address: Customer['shippingAddress'],
): Promise<Customer> {
  const now = iso(ctx.now());
  const customer: Customer = {
    id: ctx.newId(),
    name: buyer.name,
    email: buyer.email,
    phone: buyer.phone ?? null,
    billingAddress: structuredClone(address),
    shippingAddress: structuredClone(address),
    notes: null,
    tags: [],
    archived: false, // its creation transition sets it (active)
    archivedAt: null,
    createdAt: now,
    updatedAt: now,
  };
  await apply(ctx, CUSTOMER_LIFECYCLE, customer, 'aggregate', {from: null});
  customers(ctx)[customer.id] = customer;
  return customer;
}

const emailTaken = (email: unknown, other: Customer) =>
  bad(`email ${String(email)} is already used by customer ${other.id}`);

/** Whether an invoice or an order names the customer. */
const hasDocuments = (ctx: Pick<EngineContext, 'state'>, id: unknown) =>
  [COLLECTIONS.invoices, COLLECTIONS.orders].some((name) =>
    Object.values(collection(ctx, name)).some((doc) => doc.customer.id === id),
  );

export const CUSTOMERS_MODULE: ResourceModule = {
  name: 'customers',
  handlers: {
    'toolkit-customers': {
      createCustomer: crud.create(CUSTOMERS, (ctx, _record, input) => {
        const other = customerWithEmail(ctx, input.email);
        if (other) return emailTaken(input.email, other);
      }),
      listCustomers: crud.list(CUSTOMERS, {
        search: filters.search('name', 'email'),
        email: filters.equalsIgnoringCase('email'),
        tag: (c, tag) => c.tags.includes(String(tag)),
        archived: filters.equals('archived'),
      }),
      getCustomer: crud.get(CUSTOMERS),
      editCustomer: crud.edit(CUSTOMERS, {
        check: (ctx, customer, changes) => {
          if (customer.archived || !('email' in changes)) return;
          const other = customerWithEmail(ctx, changes.email, customer.id);
          if (other) return emailTaken(changes.email, other);
        },
      }),
      archiveCustomer: onRecord(CUSTOMERS, async (ctx, customer) => {
        const refused = refusal(CUSTOMER_LIFECYCLE, 'archive', customer);
        if (refused) return refused;
        await apply(ctx, CUSTOMER_LIFECYCLE, customer, 'archive');
        return saved(ctx, CUSTOMERS, customer);
      }),
      restoreCustomer: onRecord(CUSTOMERS, async (ctx, customer) => {
        const refused = refusal(CUSTOMER_LIFECYCLE, 'restore', customer);
        if (refused) return refused;
        const other = customerWithEmail(ctx, customer.email, customer.id);
        if (other)
          return bad(
            `email ${String(customer.email)} is already used by customer ${other.id}; change one of the two emails first`,
          );
        await apply(ctx, CUSTOMER_LIFECYCLE, customer, 'restore', {effect: () => void (customer.archivedAt = null)});
        return saved(ctx, CUSTOMERS, customer);
      }),
      deleteCustomer: crud.remove(CUSTOMERS, (ctx, customer) => {
        if (hasDocuments(ctx, customer.id))
          return bad(`customer ${customer.id} has invoices or orders; archive it instead`);
      }),
    },
  },
};
