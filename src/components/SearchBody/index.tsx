import React, {createContext, useContext, type ReactNode} from 'react';

const InsideBody = createContext(false);

/**
 * Marks what Pagefind indexes (`data-pagefind-body`): main content only, never the
 * navbar, sidebar, TOC or footer. Nested uses render nothing extra.
 */
export default function SearchBody({children}: {children: ReactNode}) {
  if (useContext(InsideBody)) return <>{children}</>;
  return (
    <InsideBody.Provider value>
      <div data-pagefind-body="">{children}</div>
    </InsideBody.Provider>
  );
}
