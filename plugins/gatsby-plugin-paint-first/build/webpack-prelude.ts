import type { GatsbyNode } from 'gatsby';

/**
 * React's DOM renderer is the largest module of the first load: evaluating it took ~10 ms of the
 * app bundle's ~25 ms start-up task here, four times that on a mid-range phone. As an entry of its
 * own (its chunk is the framework chunk Gatsby already loads), it runs in a task of its own,
 * between the framework and app scripts (see starter-html.ts), and the app's task shrinks.
 */
export const PRELUDE_ENTRY = 'react-dom-prelude';

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, getConfig }) => {
  if (stage !== 'build-javascript') return;
  // setWebpackConfig drops `entry`; adding one takes the whole config.
  const config = getConfig();
  actions.replaceWebpackConfig({
    ...config,
    entry: { ...config.entry, [PRELUDE_ENTRY]: 'react-dom/client' },
  });
};
