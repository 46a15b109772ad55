import * as React from 'react';
import { pageWrapper } from './wrap';
import { makeParts } from '../ui/BuildTimePart';

const loadParts = () => import(/* webpackChunkName: "shell-parts" */ './browser-parts');

/**
 * gatsby-browser's page wrapper. The shell's MUI parts are a chunk loaded only by a page with no
 * server HTML for them (`gatsby develop`); a built page keeps the HTML they were rendered into.
 */
export const wrapPageElement = pageWrapper(
  makeParts((name) =>
    React.lazy(() => loadParts().then(({ browserParts }) => ({ default: browserParts[name] }))),
  ),
);
