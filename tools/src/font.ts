/** `npm run font`: writes the site's core font face (src/theme/font.ts) from Fontsource's Latin file. */
import fs from 'node:fs';
import path from 'node:path';
import { fontFiles, subsetCoreFont } from './lib/font-subset.ts';
import { REPO_ROOT } from './lib/repo-root.ts';

const files = fontFiles(REPO_ROOT);
const core = await subsetCoreFont(files.latin);
fs.writeFileSync(files.core, core);
const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
process.stdout.write(
  `${path.relative(REPO_ROOT, files.core)}: ${kB(core.length)} (the Latin file is ${kB(fs.statSync(files.latin).size)})\n`,
);
