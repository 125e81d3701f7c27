/**
 * The schemas of the served toolkit-customers description, as openapi-typescript generates them: do not edit
 * (`npm run sandbox:types` writes this file from the served bundles; tests/unit/sandbox-types.test.ts checks it).
 */
import type {components as shared} from './shared';

export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * CreateCustomerRequest
     * @description The customer to create. Only `name` is required; fields left out are `null` (or an empty `tags` list).
     */
    CreateCustomerRequest: {
      /**
       * @description Name of the person or business; 1 to 200 characters.
       * @example Ada Quill
       */
      name: string;
      /**
       * Format: email
       * @description Email address, or `null`. Unique among your customers that are not archived (compared without regard to case). Invoices are emailed to it.
       * @example ada.quill@example.org
       */
      email?: string | null;
      /**
       * @description Phone number in international E.164 format (`+` and 8 to 15 digits), or `null`.
       * @example +447700900311
       */
      phone?: string | null;
      /** @description Address printed on invoices, or `null`. */
      billingAddress?: components['schemas']['PostalAddress'] | null;
      /** @description Default delivery address for orders and shipments, or `null`. */
      shippingAddress?: components['schemas']['PostalAddress'] | null;
      /**
       * @description Your internal notes about the customer, never shown to them; at most 1000 characters.
       * @example Prefers calls after 5 pm. Back garden redesign, summer 2026.
       */
      notes?: string | null;
      /**
       * @description Labels to group customers, at most 20, each 1 to 40 lowercase letters, digits and hyphens. Filter the list by tag.
       * @example [
       *       "design-client",
       *       "maintenance"
       *     ]
       */
      tags?: string[];
    };
    /**
     * CreateCustomerResponse
     * @description Envelope of a create call: the new customer in `result`.
     */
    CreateCustomerResponse: {
      /**
       * @description Always `true` when the object was created.
       * @example true
       * @constant
       */
      created: true;
      result: components['schemas']['Customer'];
    };
    /**
     * Customer
     * @description A person or business you sell to. Customers are used on invoices and orders.
     */
    Customer: {
      /**
       * @description Identifier of the customer (24-character hexadecimal ObjectId).
       * @example 6655a1b2c3d4e5f6a7b8c901
       */
      id: components['schemas']['ObjectId'];
      /**
       * @description Name of the person or business; 1 to 200 characters.
       * @example Ada Quill
       */
      name: string;
      /**
       * Format: email
       * @description Email address, or `null`. Unique among your customers that are not archived (compared without regard to case). Invoices are emailed to it.
       * @example ada.quill@example.org
       */
      email: string | null;
      /**
       * @description Phone number in international E.164 format (`+` and 8 to 15 digits), or `null`.
       * @example +447700900311
       */
      phone: string | null;
      /** @description Address printed on invoices, or `null`. */
      billingAddress: components['schemas']['PostalAddress'] | null;
      /** @description Default delivery address for orders and shipments, or `null`. */
      shippingAddress: components['schemas']['PostalAddress'] | null;
      /**
       * @description Your internal notes about the customer, never shown to them; at most 1000 characters.
       * @example Prefers calls after 5 pm. Back garden redesign, summer 2026.
       */
      notes: string | null;
      /**
       * @description Labels to group customers, at most 20, each 1 to 40 lowercase letters, digits and hyphens. Filter the list by tag.
       * @example [
       *       "design-client",
       *       "maintenance"
       *     ]
       */
      tags: string[];
      /**
       * @description `true` once the customer is archived: hidden from the list by default and not usable on new invoices or orders; existing invoices and orders keep it.
       * @example false
       */
      archived: boolean;
      /**
       * Format: date-time
       * @description When the customer was archived (ISO 8601, UTC), or `null`.
       * @example null
       */
      archivedAt: string | null;
      /**
       * Format: date-time
       * @description When the customer was created (ISO 8601, UTC).
       * @example 2026-06-12T09:00:00.000Z
       */
      createdAt: string;
      /**
       * Format: date-time
       * @description When the customer was last changed (ISO 8601, UTC).
       * @example 2026-07-02T09:20:00.000Z
       */
      updatedAt: string;
    };
    /**
     * CustomerList
     * @description One page of customers, newest first, with the pagination fields.
     */
    CustomerList: {
      /** @description The customers on this page (at most `limit`), newest first. */
      docs: components['schemas']['Customer'][];
    } & components['schemas']['Pagination'];
    /**
     * CustomerResponse
     * @description Envelope of a read call: the customer in `data`.
     */
    CustomerResponse: {
      data: components['schemas']['Customer'];
    };
    DeletedResponse: shared['schemas']['DeletedResponse'];
    /**
     * EditCustomerRequest
     * @description The fields to change; fields left out keep their value. Send `null` to clear an optional field. `tags` replaces the whole list.
     */
    EditCustomerRequest: {
      /**
       * @description Name of the person or business; 1 to 200 characters.
       * @example Ada Quill
       */
      name?: string;
      /**
       * Format: email
       * @description Email address, or `null`. Unique among your customers that are not archived (compared without regard to case). Invoices are emailed to it.
       * @example ada.quill@example.org
       */
      email?: string | null;
      /**
       * @description Phone number in international E.164 format (`+` and 8 to 15 digits), or `null`.
       * @example +447700900311
       */
      phone?: string | null;
      /** @description Address printed on invoices, or `null`. */
      billingAddress?: components['schemas']['PostalAddress'] | null;
      /** @description Default delivery address for orders and shipments, or `null`. */
      shippingAddress?: components['schemas']['PostalAddress'] | null;
      /**
       * @description Your internal notes about the customer, never shown to them; at most 1000 characters.
       * @example Prefers calls after 5 pm. Back garden redesign, summer 2026.
       */
      notes?: string | null;
      /**
       * @description Labels to group customers, at most 20, each 1 to 40 lowercase letters, digits and hyphens. Filter the list by tag.
       * @example [
       *       "design-client",
       *       "maintenance"
       *     ]
       */
      tags?: string[];
    };
    /**
     * ListCustomersResponse
     * @description Envelope of a read call: one page of customers in `data`.
     */
    ListCustomersResponse: {
      data: components['schemas']['CustomerList'];
    };
    ObjectId: shared['schemas']['ObjectId'];
    Pagination: shared['schemas']['Pagination'];
    PostalAddress: shared['schemas']['PostalAddress'];
    /**
     * SavedCustomerResponse
     * @description Envelope of a change: the customer after the change in `result`.
     */
    SavedCustomerResponse: {
      /**
       * @description Always `true` when the change was saved.
       * @example true
       * @constant
       */
      saved: true;
      result: components['schemas']['Customer'];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
