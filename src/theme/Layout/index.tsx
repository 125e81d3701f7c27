import React from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {pageRoute} from '@site/src/docusaurus/client';
import ProviderGate from '@site/src/gate/ProviderGate';
import {isRestrictedPath} from '@site/src/restricted';

type Props = WrapperProps<typeof LayoutType>;

/**
 * Every page type (docs, category index pages, standalone pages) renders inside Layout: gate the page
 * content (navbar and footer stay) when the page route the router matched is in the restricted section.
 * Decided on the matched route, not the typed path: the router matches case-insensitively, so
 * /Provider/overview renders /provider/overview and is gated too. A path that matches no page (not
 * found) has nothing to protect.
 */
export default function LayoutWrapper({children, ...props}: Props) {
  const {pathname} = useLocation();
  const route = pageRoute(pathname);
  if (!route || !isRestrictedPath(route.path)) return <Layout {...props}>{children}</Layout>;
  return (
    <Layout {...props}>
      <ProviderGate key={route.path}>{children}</ProviderGate>
    </Layout>
  );
}
