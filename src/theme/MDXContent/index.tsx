import React from 'react';
import MDXContent from '@theme-original/MDXContent';
import type MDXContentType from '@theme/MDXContent';
import type {WrapperProps} from '@docusaurus/types';
import SearchBody from '@site/src/components/SearchBody';

type Props = WrapperProps<typeof MDXContentType>;

/** Standalone Markdown pages get indexed too; inside docs this adds nothing (already marked). */
export default function MDXContentWrapper(props: Props) {
  return (
    <SearchBody>
      <MDXContent {...props} />
    </SearchBody>
  );
}
