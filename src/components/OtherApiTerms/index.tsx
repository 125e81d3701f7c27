import Link from '@docusaurus/Link';
import React from 'react';
import {OTHER_API_TERMS, fernpayWords, shownTerms} from '@site/src/shared/other-api-terms';

/** Plain text with `backticked` words as code. */
function Text({text}: {text: string}) {
  return (
    <>
      {text
        .split('`')
        .map((part, i) => (i % 2 ? <code key={i}>{part}</code> : <React.Fragment key={i}>{part}</React.Fragment>))}
    </>
  );
}

/**
 * The table of "Coming from another payment API": other APIs' words, the Fernpay names the search glossary gives them
 * (one table for the page and for search), what the thing is in Fernpay, and where to read more.
 */
export default function OtherApiTerms(): React.ReactElement {
  return (
    // Left out of the search index: search reads the same mapping from the glossary (a query's "payout" is searched as
    // the docs' words). Other APIs' words indexed here made the planner take them for the docs' own words, and the
    // extra index bytes changed which searches fit a first query's budget (the tuning sets moved by -2 to +5 queries).
    <table data-pagefind-ignore>
      <thead>
        <tr>
          <th scope="col">Other APIs say</th>
          <th scope="col">Fernpay's words</th>
          <th scope="col">What it is, and where to read</th>
        </tr>
      </thead>
      <tbody>
        {OTHER_API_TERMS.map((row) => (
          <tr key={row.terms[0]}>
            <td>{shownTerms(row)}</td>
            <td>{fernpayWords(row)}</td>
            <td>
              <Text text={row.meaning} /> <Link to={row.link.to}>{row.link.label}</Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
