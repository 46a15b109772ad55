/**
 * Alt text for drawn art, said from what the generator draws (the device, the screen kind, the
 * composition), so a screen reader hears what the picture shows and never a screen that is not
 * there. `npm run art` writes it into the content file next to each drawn image; a real screenshot
 * (not generated) keeps the alt text its writer gives it.
 */
import fs from 'node:fs';
import type { Kind } from './screens.ts';
import { MOTIFS, type Motif } from './motifs.ts';
import { isMobile, isWide, type Style } from './covers.ts';

const SCREENS: Record<Kind, string> = {
  chart: 'a line chart with summary figures',
  list: 'a list of rows with icons and short labels',
  map: 'a map with location pins',
  chat: 'a conversation of message bubbles',
  player: 'a media player with cover art, a progress bar and playback controls',
  calendar: 'a month calendar with some days marked',
  form: 'a form with text fields, a switch and a button',
  feed: 'a feed of picture cards with short captions',
  stats: 'key figures and progress rings',
  profile: 'a profile with a photo, a name and details',
  call: "a video call with the other person's picture and call buttons",
  pads: 'a grid of coloured pads',
  viewport: 'a 3D viewport with a selected cabinet on a floor grid and finish swatches',
  flashcards: 'a deck of study cards with a question and answer buttons',
  checkin: 'a daily check-in with five mood faces and a slider',
  cardtable:
    "a camera view of a table with two trading cards, each with its creature standing on it in AR, and the player's hand of cards",
  audioroom: 'a live audio room with speakers on stage, one talking, a live waveform and listeners',
  reps: "a camera view of a person mid-squat with their joints tracked and the knee's angle, and a rep counter",
  tasks: 'a list of tasks with checkboxes, some ticked off, each with an owner and a due date',
  fields:
    'a farm from above with irrigation zones coloured by soil moisture, and a moisture reading for each zone',
};

const COMPOSITIONS: Record<Style, string> = {
  hills: 'layered green hills under a pale yellow sun',
  orbits: 'small green planets on circular orbits around a glowing centre, on a dark background',
  tiles: 'a grid of square tiles with circles, rings, quarter circles and triangles in green and slate',
  waves: 'layers of green waves under a starry night sky',
  notes: 'notes and cards in the brand greens',
  bars: 'a rising bar chart in shades of green with a trend line above it',
  arcs: 'concentric green arcs rising from a corner beside a pale moon, on a dark background',
};

export const featureAlt = (caseId: string, kind: Kind, wide: boolean) =>
  `Drawn ${wide ? 'browser window' : 'phone screen'} for ${caseId}: ${SCREENS[kind]}`;

export const caseCoverAlt = (caseId: string, devices: string, motif?: Motif) =>
  `Drawn illustration of ${caseId} on ${devices}${motif ? `, showing ${MOTIFS[motif].shows}` : ''}, over the case's colour gradient`;

/** The devices a cover composition draws for these platforms (see caseCover). */
export const devicesShown = (platforms: readonly string[]) =>
  isWide(platforms) ? (isMobile(platforms) ? 'a browser window and a phone' : 'a browser window') : 'phones';

export const heroAlt = (topic: string, devices: string) =>
  `Drawn illustration for ${topic}: ${devices} with app screens, over a green gradient`;

export const blogCoverAlt = (style: Style) => `Abstract drawing: ${COMPOSITIONS[style]}`;

/** Where a drawn image's alt text lives: the content file and the field's line (nth occurrence). */
export interface AltTarget {
  file: string;
  field: 'coverAlt' | 'imageAlt';
  /** 0 for a cover or a hero image; the feature's index for a case's imageAlt. */
  index: number;
  alt: string;
}

/** The content file's text with each target's line set to its alt text (YAML-quoted). */
export function withAltTexts(text: string, targets: readonly AltTarget[]): string {
  let out = text;
  for (const t of targets) {
    let seen = -1;
    out = out.replace(new RegExp(`^(\\s*(?:- )?${t.field}: ).*$`, 'gm'), (line, prefix: string) =>
      ++seen === t.index ? `${prefix}${JSON.stringify(t.alt)}` : line,
    );
  }
  return out;
}

/** Writes the alt texts; returns the files that changed. */
export function syncAltTexts(targets: readonly AltTarget[]): string[] {
  const byFile = new Map<string, AltTarget[]>();
  for (const t of targets) byFile.set(t.file, [...(byFile.get(t.file) ?? []), t]);
  const changed: string[] = [];
  for (const [file, list] of byFile) {
    const before = fs.readFileSync(file, 'utf8');
    const after = withAltTexts(before, list);
    if (after !== before) {
      fs.writeFileSync(file, after);
      changed.push(file);
    }
  }
  return changed;
}
