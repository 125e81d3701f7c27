/**
 * The schemas of the served toolkit-bank-accounts description, as openapi-typescript generates them: do not edit
 * (`npm run sandbox:types` writes this file from the served bundles; tests/unit/sandbox-types.test.ts checks it).
 */
import type {components as shared} from './shared';

export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    SortCode: shared['schemas']['SortCode'];
    AccountNumber: shared['schemas']['AccountNumber'];
    BankProviderConnectable: shared['schemas']['BankProviderConnectable'];
    BankProvider: shared['schemas']['BankProvider'];
    CreateBankAccountRequest: shared['schemas']['CreateBankAccountRequest'];
    ObjectId: shared['schemas']['ObjectId'];
    BankAccountStatus: shared['schemas']['BankAccountStatus'];
    BankAccountCreationType: shared['schemas']['BankAccountCreationType'];
    BankAccount: shared['schemas']['BankAccount'];
    CreateBankAccountResponse: shared['schemas']['CreateBankAccountResponse'];
    ListBankAccountsResponse: shared['schemas']['ListBankAccountsResponse'];
    BankAccountResponse: shared['schemas']['BankAccountResponse'];
    EditBankAccountNameRequest: shared['schemas']['EditBankAccountNameRequest'];
    SavedBankAccountResponse: shared['schemas']['SavedBankAccountResponse'];
    ConnectBankAccountRequest: shared['schemas']['ConnectBankAccountRequest'];
    BankAuthorisationResponse: shared['schemas']['BankAuthorisationResponse'];
    WebhookEnvelope: shared['schemas']['WebhookEnvelope'];
    BankAccountStatusUpdateWebhook: shared['schemas']['BankAccountStatusUpdateWebhook'];
    ConsentExpiryWarning: shared['schemas']['ConsentExpiryWarning'];
    BankAccountReconsentNotification: shared['schemas']['BankAccountReconsentNotification'];
    BankAccountReconsentNotificationWebhook: shared['schemas']['BankAccountReconsentNotificationWebhook'];
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
