import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import SearchBody from '@site/src/components/SearchBody';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';

type Props = WrapperProps<typeof ContentType>;

/** The doc body (its title and content) is what Pagefind indexes; above it, "Copy page as Markdown". */
export default function ContentWrapper(props: Props) {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPageMarkdown permalink={metadata.permalink} />
      <SearchBody>
        <Content {...props} />
      </SearchBody>
    </>
  );
}
