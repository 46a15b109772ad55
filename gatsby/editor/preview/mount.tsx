/**
 * The preview's React 18 root. Decap renders its preview pane with its own React 19 inside an
 * iframe; the site's components need React 18 (the site's version), so each preview mounts a root
 * of its own into the node Decap gives it, with the site's theme, and an Emotion cache whose
 * container is the iframe's <head>: without it the styles would go to the editor's document and
 * the preview would look unstyled.
 */
import * as React from 'react';
import { createRoot, type Root } from 'react-dom/client';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { SiteTheme } from '../../../src/theme/SiteTheme';
import { theme } from '../../../src/theme/theme';
import { baselineCss, themeVariablesCss } from '../../../src/theme/stylesheet';
import { BRAND_FONT, fontFacesCss } from '../../../src/theme/font';
import { COLOR_SCHEME } from '../../../src/theme/color-scheme';
import { ContactDialogProvider } from '../../../src/features/contact/ContactDialogProvider';

type Scheme = 'light' | 'dark';
type FontUrls = Parameters<typeof fontFacesCss>[0];
const STYLE_ID = 'site-theme';

/** The CSS every page of the site has (MUI's variables for both schemes, the baseline). */
function addSiteStyles(doc: Document, fontUrls: FontUrls) {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = `${themeVariablesCss(theme)}${fontFacesCss(fontUrls)}${baselineCss(theme)}:root{${BRAND_FONT}}
.scheme-toggle{position:sticky;top:0;z-index:10;display:flex;gap:8px;padding:8px 16px;background:var(--mui-palette-background-default)}
.scheme-toggle button{font:inherit;padding:4px 12px;border-radius:16px;border:1px solid var(--mui-palette-divider);background:none;color:inherit;cursor:pointer}
.scheme-toggle button[aria-pressed=true]{background:var(--mui-palette-primary-main);color:var(--mui-palette-primary-contrastText)}`;
  doc.head.appendChild(style);
  // The components' build-time classes, compiled beside this script (gatsby/editor/build.ts).
  const classes = doc.createElement('link');
  classes.rel = 'stylesheet';
  classes.href = new URL('/admin/editor.css', document.baseURI).href;
  doc.head.appendChild(classes);
}

function SchemeToggle({ scheme, onChange }: { scheme: Scheme; onChange: (s: Scheme) => void }) {
  return (
    <div className="scheme-toggle" role="group" aria-label="Colour scheme of the preview">
      {(['light', 'dark'] as const).map((s) => (
        <button key={s} type="button" aria-pressed={scheme === s} onClick={() => onChange(s)}>
          {s === 'light' ? 'Light' : 'Dark'}
        </button>
      ))}
    </div>
  );
}

let scheme: Scheme = 'light';

export interface PreviewRoot {
  render: (content: React.ReactElement) => void;
  unmount: () => void;
}

export function mountPreview(node: HTMLElement, fontUrls: FontUrls): PreviewRoot {
  const doc = node.ownerDocument;
  addSiteStyles(doc, fontUrls);
  const cache: EmotionCache = createCache({ key: 'preview', container: doc.head });
  const root: Root = createRoot(node);
  let last: React.ReactElement | null = null;
  const apply = () => doc.documentElement.setAttribute(COLOR_SCHEME.attribute, scheme);
  const render = (content: React.ReactElement) => {
    last = content;
    apply();
    root.render(
      <CacheProvider value={cache}>
        <SiteTheme>
          {/* The pages' contact buttons need it; the dialog itself only loads when one is pressed. */}
          <ContactDialogProvider>
            <SchemeToggle
              scheme={scheme}
              onChange={(s) => {
                scheme = s;
                if (last) render(last);
              }}
            />
            {content}
          </ContactDialogProvider>
        </SiteTheme>
      </CacheProvider>,
    );
  };
  return { render, unmount: () => root.unmount() };
}
