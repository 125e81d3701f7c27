/**
 * The schemas of the served partner-merchants description, as openapi-typescript generates them: do not edit
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
    /**
     * CreateCompanyRequest
     * @description The company to create. `type` selects the variant and with it the format of `identifier`: a `company` gives its 8-character Companies House number, a `sole_trader` their 10-digit tax reference. Everything else is the same for both. Unknown fields are rejected.
     */
    CreateCompanyRequest:
      components['schemas']['CreateLimitedCompanyRequest'] | components['schemas']['CreateSoleTraderRequest'];
    /**
     * CreateCompanyResponse
     * @description Envelope of the create call.
     */
    CreateCompanyResponse: {
      /**
       * @description Always `true` when the company was created.
       * @example true
       * @constant
       */
      created: true;
      result: components['schemas']['ManagedCompany'];
    };
    /**
     * CreateLimitedCompanyRequest
     * @description A limited company registered at Companies House. Fernpay reads its directors from the register and returns one verification link per director.
     */
    CreateLimitedCompanyRequest: WithRequired<
      components['schemas']['CompanyRegistration'],
      'name' | 'type' | 'identifier' | 'countryCode' | 'address'
    > &
      WithRequired<components['schemas']['CompanyProfile'], 'industry' | 'contact' | 'tradingAddress'> & {
        /**
         * @description Always `company` for this variant.
         * @example company
         * @constant
         */
        type: 'company';
        /**
         * @description The Companies House company number: 8 characters, either two capital letters and six digits (`SC482913`, used for Scottish and some other registrations) or eight digits (`09876543`). No spaces.
         * @example SC482913
         */
        identifier: string;
      } & {
        /**
         * @description discriminator enum property added by openapi-typescript
         * @enum {string}
         */
        type: 'company';
      };
    /**
     * CreateSoleTraderRequest
     * @description A person trading in their own name. `name` is their full legal name; they are the only person asked to verify their identity.
     */
    CreateSoleTraderRequest: WithRequired<
      components['schemas']['CompanyRegistration'],
      'name' | 'type' | 'identifier' | 'countryCode' | 'address'
    > &
      WithRequired<components['schemas']['CompanyProfile'], 'industry' | 'contact' | 'tradingAddress'> & {
        /**
         * @description Always `sole_trader` for this variant.
         * @example sole_trader
         * @constant
         */
        type: 'sole_trader';
        /**
         * @description The sole trader's Unique Taxpayer Reference (UTR): exactly 10 digits, no spaces.
         * @example 5829104736
         */
        identifier: string;
      } & {
        /**
         * @description discriminator enum property added by openapi-typescript
         * @enum {string}
         */
        type: 'sole_trader';
      };
    Integration: shared['schemas']['Integration'];
    ManagedCompany: shared['schemas']['ManagedCompany'];
    ObjectId: shared['schemas']['ObjectId'];
    SavedManagedCompanyResponse: shared['schemas']['SavedManagedCompanyResponse'];
    /**
     * UpdateCompanyRequest
     * @description The details to change. Send only the fields you change (at least one); fields you leave out keep their value. Send `null` for `publicWebsite`, `publicEmail`, `privacyPolicy` or `termsOfService` to remove it. `tradingAddress` and `contact` are replaced as a whole, so send every required field of them. Registration fields (`name`, `tradingName`, `type`, `identifier`, `countryCode`, `address`) cannot be changed and are rejected, like any unknown field.
     */
    UpdateCompanyRequest: components['schemas']['CompanyProfile'];
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
type WithRequired<T, K extends keyof T> = T & {
  [P in K]-?: T[P];
};
export type operations = Record<string, never>;
