import * as React from 'react';
import type { WrapPageElementBrowserArgs } from 'gatsby';
import { RootProviders } from './RootProviders';
import { Layout } from '../components/layout/Layout';
import { ShellPartsContext, type ShellParts } from '../ui/BuildTimePart';
import type { ColorSchemeChoice } from '../theme/color-scheme';
// MUI's CSS variables, into the site's stylesheet (every page, linked in its <head>).
import '../theme/variables.css';

type PageArgs = Pick<WrapPageElementBrowserArgs, 'element' | 'props'>;

/**
 * The providers and the layout around every page, the same tree in gatsby-ssr and gatsby-browser;
 * they differ only in the shell's MUI parts: the components at build time (server-shell.tsx),
 * loaded on demand in the browser (browser-shell.tsx), which renders them only where the page has
 * no server HTML. Gatsby keeps this wrapper mounted across navigations. The providers are here
 * rather than in wrapRootElement because Gatsby also wraps each page's <Head> in
 * wrapRootElement, in a hidden React root of its own: providers there mounted a second time, with
 * their effects (a second contact dialog owner, region look-up, consent manager).
 */
export const pageWrapper = (parts: ShellParts) =>
  function wrapPageElement({ element, props }: PageArgs) {
    const context = props.pageContext as { colorScheme?: ColorSchemeChoice | null };
    return (
      <ShellPartsContext.Provider value={parts}>
        <RootProviders>
          <Layout path={props.location.pathname} forcedColorScheme={context.colorScheme ?? undefined}>
            {element}
          </Layout>
        </RootProviders>
      </ShellPartsContext.Provider>
    );
  };
