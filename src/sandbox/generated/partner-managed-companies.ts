/**
 * The schemas of the served partner-managed-companies description, as openapi-typescript generates them: do not edit
 * (`npm run sandbox:types` writes this file from the served bundles; tests/unit/sandbox-types.test.ts checks it).
 */
import type {components as shared} from './shared';

export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    BankAccount: shared['schemas']['BankAccount'];
    CompanyAccessStatus: shared['schemas']['CompanyAccessStatus'];
    CompanyAddress: shared['schemas']['CompanyAddress'];
    CompanyContact: shared['schemas']['CompanyContact'];
    CompanyProfile: shared['schemas']['CompanyProfile'];
    CompanyRegistration: shared['schemas']['CompanyRegistration'];
    CompanyType: shared['schemas']['CompanyType'];
    CompanyVerificationStatus: shared['schemas']['CompanyVerificationStatus'];
    DirectorVerificationStatus: shared['schemas']['DirectorVerificationStatus'];
    Integration: shared['schemas']['Integration'];
    /**
     * ListManagedCompaniesResponse
     * @description Envelope of the list call.
     */
    ListManagedCompaniesResponse: {
      data: components['schemas']['ManagedCompanyList'];
    };
    ManagedCompany: shared['schemas']['ManagedCompany'];
    ManagedCompanyAccessStatusUpdateWebhook: shared['schemas']['ManagedCompanyAccessStatusUpdateWebhook'];
    /**
     * ManagedCompanyList
     * @description One page of your companies, newest first, with the pagination fields.
     */
    ManagedCompanyList: {
      /** @description The companies on this page (at most `limit`), newest first. */
      docs: components['schemas']['ManagedCompanyListItem'][];
    } & components['schemas']['Pagination'];
    ManagedCompanyListItem: shared['schemas']['ManagedCompanyListItem'];
    /**
     * ManagedCompanyResponse
     * @description Envelope of the get call.
     */
    ManagedCompanyResponse: {
      data: components['schemas']['ManagedCompany'];
    };
    ManagedCompanyVerificationStatusUpdateWebhook: shared['schemas']['ManagedCompanyVerificationStatusUpdateWebhook'];
    ObjectId: shared['schemas']['ObjectId'];
    Pagination: shared['schemas']['Pagination'];
    SavedManagedCompanyResponse: shared['schemas']['SavedManagedCompanyResponse'];
    WebhookEnvelope: shared['schemas']['WebhookEnvelope'];
    SortCode: shared['schemas']['SortCode'];
    AccountNumber: shared['schemas']['AccountNumber'];
    BankProviderConnectable: shared['schemas']['BankProviderConnectable'];
    BankProvider: shared['schemas']['BankProvider'];
    BankAccountStatus: shared['schemas']['BankAccountStatus'];
    BankAccountCreationType: shared['schemas']['BankAccountCreationType'];
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
