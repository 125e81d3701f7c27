import React from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import routes from '@generated/routes';
import ProviderGate from '@site/src/gate/ProviderGate';
import {isGatedRoute, matchedLeafRoute} from '@site/src/gate/gate';

type Props = WrapperProps<typeof LayoutType>;

/**
 * Every page type (docs, category index pages, standalone pages) renders inside Layout: gate the
 * page content (navbar and footer stay) when the route the router matched is a provider route.
 */
export default function LayoutWrapper({children, ...props}: Props) {
  const {pathname} = useLocation();
  const route = matchedLeafRoute(pathname, routes);
  if (!isGatedRoute(route)) return <Layout {...props}>{children}</Layout>;
  const key = String(route?.path ?? pathname);
  return (
    <Layout {...props}>
      <ProviderGate key={key}>{children}</ProviderGate>
    </Layout>
  );
}
