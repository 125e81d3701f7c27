/**
 * The toolkit business resources as modules of the sandbox engine, listed in the public preset
 * (presets/public.ts). A set: the engine runs their ticks until none changes anything, so an invoice paid by
 * its payment and its order completed by the invoice follow whatever the order (src/sandbox/preset.ts).
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
