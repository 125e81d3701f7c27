import React from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import ProviderGate from '@site/src/gate/ProviderGate';
import {isGatedPath} from '@site/src/gate/gate';

type Props = WrapperProps<typeof DocItemType>;

/** Docs under /provider/ are rendered only behind the provider gate. */
export default function DocItemWrapper(props: Props) {
  const {pathname} = useLocation();
  if (!isGatedPath(pathname)) return <DocItem {...props} />;
  return (
    <ProviderGate key={pathname}>
      <DocItem {...props} />
    </ProviderGate>
  );
}
