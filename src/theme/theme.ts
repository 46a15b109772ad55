import { createTheme } from '@mui/material/styles';
import { GatsbyLinkAdapter } from './GatsbyLinkAdapter';
import { themeOptions } from './theme-options';

/**
 * The theme the app renders with: the options' theme, and every MUI link and button with an href
 * navigating through Gatsby's router.
 */
export const theme = createTheme(themeOptions, {
  components: {
    MuiLink: { defaultProps: { component: GatsbyLinkAdapter } },
    MuiButtonBase: { defaultProps: { LinkComponent: GatsbyLinkAdapter } },
  },
});
