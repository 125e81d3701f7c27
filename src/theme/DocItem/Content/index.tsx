import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import SearchBody from '@site/src/components/SearchBody';

type Props = WrapperProps<typeof ContentType>;

/** The doc body (its title and content) is what Pagefind indexes. */
export default function ContentWrapper(props: Props) {
  return (
    <SearchBody>
      <Content {...props} />
    </SearchBody>
  );
}
