/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the roles are
   not redundant here: on a phone the table's display changes (stacked, src/css/custom.css), and browsers drop a table's
   semantics with its display unless its elements carry their roles, as plugins/table-stack gives Markdown tables. */
import Link from '@docusaurus/Link';
import React from 'react';
import {OTHER_API_TERMS, fernpayWords, shownTerms} from '@site/src/shared/other-api-terms';
import {STACK_CLASS} from '@site/src/shared/table-stack';

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

const COLUMNS = ['Other APIs say', "Fernpay's words", 'What it is, and where to read'] as const;

/**
 * The table of "Coming from another payment API": other APIs' words, the Fernpay names the search glossary gives them
 * (one table for the page and for search), what the thing is in Fernpay, and where to read more.
 */
export default function OtherApiTerms(): React.ReactElement {
  return (
    // Left out of the search index: search reads the same mapping from the glossary (a query's "payout" is searched as
    // the docs' words). Other APIs' words indexed here made the planner take them for the docs' own words, and the
    // extra index bytes changed which searches fit a first query's budget (the tuning sets moved by -2 to +5 queries).
    // Stacked on a phone as the Markdown tables of 3 columns are (plugins/table-stack): the roles and labels it gives.
    <table data-pagefind-ignore className={STACK_CLASS} role="table">
      <thead role="rowgroup">
        <tr role="row">
          {COLUMNS.map((c) => (
            <th key={c} scope="col" role="columnheader">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {OTHER_API_TERMS.map((row) => (
          <tr key={row.terms[0]} role="row">
            <td role="cell" data-label={COLUMNS[0]}>
              {shownTerms(row)}
            </td>
            <td role="cell" data-label={COLUMNS[1]}>
              {fernpayWords(row)}
            </td>
            <td role="cell" data-label={COLUMNS[2]}>
              <Text text={row.meaning} /> <Link to={row.link.to}>{row.link.label}</Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
