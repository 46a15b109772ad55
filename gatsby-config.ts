import type { GatsbyConfig } from 'gatsby';
import site from './content/site.json';
import { jsonTypeByFile } from './gatsby/content/model.ts';
import { sitemapLastmod } from './gatsby/output/sitemap.ts';
import { developApi } from './gatsby/develop-api.ts';
import { editorMiddleware } from './gatsby/editor/develop.ts';

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  // Routes are canonical without a trailing slash (/Cases, /Blog/{id}); the servers redirect variants.
  trailingSlash: 'never',
  jsxRuntime: 'automatic',
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  // The contact API and the Storage stand-in in develop, served by the local stack; the editor at /admin/.
  developMiddleware: (app) => {
    developApi(app);
    editorMiddleware(app);
  },
  plugins: [
    // How a page loads (plugins/gatsby-plugin-paint-first/README.md): its scripts start after the
    // first paint. Without the next line the site loads as Gatsby loads it: it works, slower on a phone.
    { resolve: 'gatsby-plugin-paint-first', options: { starter: 'src/app/starter.ts' } },
    // Build-time styles (src/**/*.css.ts) against the MUI theme: static classes, no style work in the browser.
    'gatsby-plugin-vanilla-extract',
    { resolve: 'gatsby-source-filesystem', options: { name: 'cases', path: `${__dirname}/content/cases` } },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'services', path: `${__dirname}/content/services` },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'industries', path: `${__dirname}/content/industries` },
    },
    { resolve: 'gatsby-source-filesystem', options: { name: 'blog', path: `${__dirname}/content/blog` } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'data', path: `${__dirname}/content/data` } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'images', path: `${__dirname}/content/images` } },
    // One-off pages' text (About, Privacy, the /Cases and /Blog intros): read by their templates.
    { resolve: 'gatsby-source-filesystem', options: { name: 'pages', path: `${__dirname}/content/pages` } },
    {
      resolve: 'gatsby-transformer-remark',
      options: {
        plugins: [
          {
            resolve: 'gatsby-remark-autolink-headers',
            options: { isIconAfterHeader: true, elements: ['h2', 'h3'] },
          },
          // Body images, relative to the Markdown file: responsive through gatsby-plugin-image.
          `${__dirname}/gatsby/remark-images`,
          // Code blocks highlighted at build (token classes; colours in Prose): no script ships.
          { resolve: 'gatsby-remark-prismjs', options: { noInlineHighlight: true } },
          // A block that scrolls sideways takes keyboard focus (after prismjs: it reads its HTML).
          `${__dirname}/gatsby/remark-code-regions`,
        ],
      },
    },
    {
      resolve: 'gatsby-transformer-json',
      // One node type per JSON file, named in gatsby/content/collections.ts (testimonials.json → Testimonial).
      options: {
        typeName: ({ node }: { node: { name: string } }) => jsonTypeByFile[node.name] ?? 'UnknownJson',
      },
    },
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sharp',
      // Only photos and screenshots come here (drawn art is served as SVG). The dominant colour
      // fills a lazy image's frame until it arrives.
      options: {
        defaults: {
          formats: ['auto', 'avif', 'webp'],
          quality: 70,
          placeholder: 'dominantColor',
          avifOptions: { quality: 60, effort: 1 },
        },
      },
    },
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        // Only canonical pages: variants (AIcopy) and the 404 page stay out.
        excludes: ['/404', '/404.html', '/dev-404-page', '/AIcopy', '/search'],
        resolveSiteUrl: () => site.siteUrl,
        // robots.txt names the sitemap (gatsby/output/robots.ts): no <link> in every page's head.
        createLinkInHead: false,
        ...sitemapLastmod,
      },
    },
  ],
};

export default config;
