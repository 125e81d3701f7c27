/**
 * The toolkit business resources as modules of the sandbox engine (resources/registry.ts), in the order their
 * ticks run: invoices follow their payments before orders complete from their invoices.
 */
import type {ResourceModule} from '../../types';
import {CUSTOMERS_MODULE} from './customers';
import {INVENTORY_MODULE} from './inventory';
import {INVOICES_MODULE} from './invoices';
import {ORDERS_MODULE} from './orders';
import {SHIPPING_MODULE} from './shipping';
import {SUPPLIERS_MODULE} from './suppliers';

export const BUSINESS_MODULES: readonly ResourceModule[] = [
  CUSTOMERS_MODULE,
  INVENTORY_MODULE,
  SUPPLIERS_MODULE,
  INVOICES_MODULE,
  SHIPPING_MODULE,
  ORDERS_MODULE,
];
