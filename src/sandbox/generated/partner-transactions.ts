/**
 * The schemas of the served partner-transactions description, as openapi-typescript generates them: do not edit
 * (`npm run sandbox:types` writes this file from the served bundles; tests/unit/sandbox-types.test.ts checks it).
 */
import type {components as shared} from './shared';

export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    TransactionStatus: shared['schemas']['TransactionStatus'];
    TransactionDirection: shared['schemas']['TransactionDirection'];
    TransactionParentEntityType: shared['schemas']['TransactionParentEntityType'];
    ObjectId: shared['schemas']['ObjectId'];
    Amount: shared['schemas']['Amount'];
    DataApiCheckStatus: shared['schemas']['DataApiCheckStatus'];
    Transaction: shared['schemas']['Transaction'];
    Pagination: shared['schemas']['Pagination'];
    TransactionList: shared['schemas']['TransactionList'];
    ListTransactionsResponse: shared['schemas']['ListTransactionsResponse'];
    Statistics: shared['schemas']['Statistics'];
    /**
     * TransactionStatisticsResponse
     * @description Envelope of the statistics call.
     */
    TransactionStatisticsResponse: {
      data: components['schemas']['Statistics'];
    };
    TransactionResponse: shared['schemas']['TransactionResponse'];
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
