import * as React from 'react';

interface InlinedStyleProps {
  'data-identity'?: string;
  'data-href'?: string;
}

/**
 * Gatsby inlines the site's one stylesheet (every component's build-time classes) into the <head>
 * of every page, as `<style data-href="/styles.….css" data-identity="gatsby-global-css">`
 * (gatsby/cache-dir/static-entry.js). Linked instead, a phone fetches it once and keeps it for
 * every later page, and a page's HTML fits the first round trip (docs/performance.md). This reads
 * Gatsby's own markup: tests/e2e/html-weight.spec.ts fails on the real build if it changes.
 */
export function linkGlobalStylesheet(components: React.ReactNode[]): React.ReactNode[] {
  return components.map((component) => {
    if (!React.isValidElement<InlinedStyleProps>(component) || component.type !== 'style') return component;
    const href = component.props['data-href'];
    if (component.props['data-identity'] !== 'gatsby-global-css' || !href) return component;
    return <link key={href} rel="stylesheet" href={href} />;
  });
}
