import * as React from 'react';
import type { WrapPageElementBrowserArgs, WrapRootElementBrowserArgs } from 'gatsby';
import { RootProviders } from './RootProviders';
import { Layout } from '../components/layout/Layout';
import type { ColorSchemeChoice } from '../lib/color-scheme.ts';

/** Shared by gatsby-browser and gatsby-ssr so server and client render the same tree. */
export const wrapRootElement = ({ element }: Pick<WrapRootElementBrowserArgs, 'element'>) => (
  <RootProviders>{element}</RootProviders>
);

export const wrapPageElement = ({
  element,
  props,
}: Pick<WrapPageElementBrowserArgs, 'element' | 'props'>) => {
  const context = props.pageContext as { colorScheme?: ColorSchemeChoice | null };
  return (
    <Layout path={props.location.pathname} forcedColorScheme={context.colorScheme ?? undefined}>
      {element}
    </Layout>
  );
};
