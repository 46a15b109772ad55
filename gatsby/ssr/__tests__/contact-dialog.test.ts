/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shipContactDialog } from '../contact-dialog';

describe('the contact dialog every page ships', () => {
  it('renders the whole form and writes its styles once, to a content-hashed file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dialog-'));
    const shipped = shipContactDialog(dir);
    expect(shipped.html).toMatch(/^<dialog[^>]* id="contact-dialog"[^>]* closedby="any"/);
    for (const name of ['name', 'email', 'message', 'file', 'sendNDA'])
      expect(shipped.html).toContain(`name="${name}"`);
    expect(shipped.href).toMatch(/^\/contact-dialog-[0-9a-f]{20}\.css$/);
    const css = fs.readFileSync(path.join(dir, shipped.href), 'utf8');
    // Every rule the markup names is in the file, and the file lists them for the browser's cache.
    const names = shipped.ids.split(' ');
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      expect(css).toContain(`.css-${name}`);
      expect(shipped.html).toContain(`css-${name}`);
    }
    expect(fs.readdirSync(dir)).toEqual([shipped.href.slice(1)]);
    expect(shipContactDialog(dir)).toBe(shipped);
  });
});
