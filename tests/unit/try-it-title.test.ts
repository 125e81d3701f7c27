// @vitest-environment happy-dom
/**
 * Try it's dialog as a reader meets it (issue 38): titled with the operation's heading, the summary the page
 * shows, not its operationId; and its code samples name the command a reader has (the downloaded
 * `fernpay-sandbox.mjs`), not this repository's `npm run sandbox`.
 */
import fs from 'node:fs';
import {describe, expect, it, vi} from 'vitest';
import {operationTitle} from '../../src/components/ApiReference/behaviour';

// behaviour.ts keeps the language in Docusaurus' storage slot (the site's own module graph, not Vitest's).
vi.mock('@docusaurus/theme-common', () => ({createStorageSlot: () => ({set: () => {}})}));

describe("Try it's dialog", () => {
  it("is titled with the operation's heading (its summary), the operationId only without one", () => {
    document.body.innerHTML = `
      <div class="api-block api-block--operation">
        <div class="api-op-head"><h3 id="create-single-payment">Create a draft payment<a class="hash-link" href="#create-single-payment">\u200b</a></h3></div>
        <div class="api-op-aside"><div class="api-try"><button data-try-it="createSinglePayment">Try it</button></div></div>
      </div>
      <button id="alone" data-try-it="listTransactions">Try it</button>`;
    expect(operationTitle(document.querySelector('[data-try-it="createSinglePayment"]')!, 'createSinglePayment')).toBe(
      'Create a draft payment',
    );
    expect(operationTitle(document.getElementById('alone')!, 'listTransactions')).toBe('listTransactions');
  });

  it("names the reader's command for the local sandbox, not the repository's", () => {
    const panel = fs.readFileSync('src/components/TryIt/TryItPanel.tsx', 'utf8');
    expect(panel).not.toContain('npm run sandbox');
    expect(panel).toContain('<code>node fernpay-sandbox.mjs</code>');
  });
});
