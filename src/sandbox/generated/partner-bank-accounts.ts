/**
 * The schemas of the served partner-bank-accounts description, as openapi-typescript generates them: do not edit
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
    ConnectBankAccountRequest: shared['schemas']['ConnectBankAccountRequest'];
    BankAuthorisationResponse: shared['schemas']['BankAuthorisationResponse'];
    ListBankAccountsResponse: shared['schemas']['ListBankAccountsResponse'];
    BankAccountResponse: shared['schemas']['BankAccountResponse'];
    EditBankAccountNameRequest: shared['schemas']['EditBankAccountNameRequest'];
    SavedBankAccountResponse: shared['schemas']['SavedBankAccountResponse'];
    /**
     * ReconsentBankAccountRequest
     * @description Where to send the company's user after they confirm the consent at the bank.
     */
    ReconsentBankAccountRequest: {
      /**
       * Format: uri
       * @description HTTPS address Fernpay sends the user back to after the bank, with `status` (`connected` or `failed`) and `bankAccountId` added as query parameters. Leave it out to send the user to the bank accounts page of the Fernpay portal.
       * @example https://app.latticecommerce.example/merchants/bramble-and-finch/bank
       */
      redirectUrl?: string;
    };
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
