import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { renderStyled } from './render-styled';
import { ContactDialog } from '../../src/features/contact/ContactDialog';
import { ContactDialogTree } from '../../src/features/contact/contact-dialog-root';

export interface ShippedDialog {
  /** The dialog's markup, for the element after the page's content. */
  html: string;
  /** Its stylesheet, the same file on every page (content-hashed, served as immutable). */
  href: string;
  /** The Emotion rule names in that file, for the browser's cache to adopt. */
  ids: string;
}

let shipped: ShippedDialog | undefined;

/**
 * The contact dialog as every page ships it. Its styles are not inlined: they are the same on
 * every page and the dialog is closed at first paint, so they go to one cached file (about 3.7 kB
 * of every page's compressed HTML otherwise, enough for a second round trip). The file is written
 * once per build into `public/`, whatever worker renders first (written whole, then renamed).
 */
export function shipContactDialog(publicDir = path.join(process.cwd(), 'public')): ShippedDialog {
  if (shipped) return shipped;
  const { html, styles } = renderStyled(
    <ContactDialogTree>
      <ContactDialog />
    </ContactDialogTree>,
  );
  const css = styles.map((style) => style.css).join('');
  const name = `contact-dialog-${createHash('sha256').update(css).digest('hex').slice(0, 20)}.css`;
  const file = path.join(publicDir, name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(publicDir, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(partial, css);
    fs.renameSync(partial, file);
  }
  const ids = styles
    .filter((style) => style.key === 'css')
    .flatMap((style) => style.ids)
    .join(' ');
  shipped = { html, href: `/${name}`, ids };
  return shipped;
}
