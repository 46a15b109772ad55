import * as React from 'react';
import type { WrapPageElementBrowserArgs } from 'gatsby';
import { RootProviders } from './RootProviders';
import { Layout } from '../components/layout/Layout';
import type { ColorSchemeChoice } from '../theme/color-scheme';

/**
 * The providers and the layout around every page, shared by gatsby-browser and gatsby-ssr so
 * server and client render the same tree. Gatsby keeps this wrapper mounted across navigations.
 * The providers are here rather than in wrapRootElement because Gatsby also wraps each page's
 * <Head> in wrapRootElement, in a hidden React root of its own: providers there mounted a second
 * time, with their effects (a second contact dialog owner, region look-up, consent manager).
 */
export const wrapPageElement = ({
  element,
  props,
}: Pick<WrapPageElementBrowserArgs, 'element' | 'props'>) => {
  const context = props.pageContext as { colorScheme?: ColorSchemeChoice | null };
  return (
    <RootProviders>
      <Layout path={props.location.pathname} forcedColorScheme={context.colorScheme ?? undefined}>
        {element}
      </Layout>
    </RootProviders>
  );
};
