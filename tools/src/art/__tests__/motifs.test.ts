/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { caseCover, type CaseInfo } from '../covers.ts';
import { MOTIFS, motifFor, motifKind, type Motif } from '../motifs.ts';
import { phoneScreen, uiPalette, wideScreen } from '../screens.ts';
import { idMaker, rng } from '../svg.ts';
import { planArt } from '../plan.ts';
import { isGenerated } from '../files.ts';
import { parseGradient, tint } from '../svg.ts';

/** The committed cover of a case (the test above checks it is what the generator draws). */
const cover = (id: string) =>
  fs.readFileSync(path.join(REPO_ROOT, 'content/images/cases', `${id}.svg`), 'utf8');

// The site's folder (Jest runs this file as CommonJS, so __dirname is there).
const REPO_ROOT = path.resolve(__dirname, '../../../..');
const casesDir = path.join(REPO_ROOT, 'content', 'cases');
const cases = fs
  .readdirSync(casesDir)
  .filter((f) => f.endsWith('.md'))
  .map((f) => ({
    id: path.basename(f, '.md'),
    data: matter(fs.readFileSync(path.join(casesDir, f), 'utf8')).data,
  }));
const motifOf = (id: string): Motif => {
  const data = cases.find((c) => c.id === id)?.data ?? {};
  return motifFor({ title: data.title, description: data.description, industry: data.industry });
};

describe('product motifs', () => {
  it('are a small set, each drawn as a screen of its own', () => {
    const names = Object.keys(MOTIFS);
    expect(names.length).toBeGreaterThanOrEqual(8);
    expect(names.length).toBeLessThanOrEqual(16);
    expect(new Set(names.map((m) => motifKind(m as Motif))).size).toBe(names.length);
  });

  it('follow what a product does, as its description says, before its industry', () => {
    expect(
      motifFor({ title: 'X', description: 'A browser-based 3D kitchen configurator', industry: 'Social' }),
    ).toBe('viewport');
    expect(motifFor({ title: 'X', description: 'A spaced-repetition study app', industry: 'Medical' })).toBe(
      'flashcards',
    );
    expect(motifFor({ title: 'X', description: 'A mood journal', industry: 'Education' })).toBe('checkin');
    expect(motifFor({ title: 'X', description: 'Bookings for cleaners', industry: 'Social' })).toBe(
      'calendar',
    );
    expect(motifFor({ title: 'X', description: 'Fuel delivery with drivers', industry: 'Social' })).toBe(
      'map',
    );
    // Nothing said: the industry's usual product.
    expect(motifFor({ title: 'X', description: 'An app.', industry: 'Education' })).toBe('flashcards');
    expect(motifFor({ title: 'X', description: 'An app.', industry: 'Unknown' })).toBe('chart');
  });

  it("give the site's cases the screens the issue names", () => {
    expect(motifOf('Web3Dvisualization')).toBe('viewport');
    expect(motifOf('AnkiBuddy')).toBe('flashcards');
    expect(motifOf('Mila')).toBe('checkin');
    expect(motifOf('KleanApp')).toBe('calendar');
    expect(motifOf('Fillrr')).toBe('map');
    expect(motifOf('CoreVitals')).toBe('chart');
    // Said by their descriptions: a trading card game in AR, audio rooms, irrigation for farms.
    expect(motifOf('Majykri')).toBe('cardtable');
    expect(motifOf('Parlor')).toBe('audioroom');
    expect(motifOf('Rogo')).toBe('fields');
    // Reps counted by the camera are a pose, not a chart; a to-do app is a list of tasks.
    expect(motifOf('Fitably')).toBe('reps');
    expect(motifOf('DailyCrushList')).toBe('notes');
    expect(motifKind('notes')).toBe('tasks');
    // The 27 cases use most of the set, not one drawing.
    expect(new Set(cases.map((c) => motifOf(c.id))).size).toBeGreaterThanOrEqual(10);
  });

  it('tell a card game from a 3D viewer, audio rooms from video calls, farms from deliveries', () => {
    const say = (description: string) => motifFor({ title: 'X', description, industry: 'Social' });
    expect(say('An AR companion for a printed trading card game')).toBe('cardtable');
    expect(say('A browser-based 3D kitchen configurator with AR placement')).toBe('viewport');
    expect(say('Live audio rooms for people who want to talk')).toBe('audioroom');
    expect(say('A teletherapy platform with video sessions')).toBe('video');
    expect(say('Smart irrigation for small farms and vineyards')).toBe('fields');
    expect(say('On-demand fuel delivery with drivers')).toBe('map');
  });

  it.each(Object.keys(MOTIFS) as Motif[])('%s draws on a phone and a wide screen without NaN', (motif) => {
    const c = { p: uiPalette('#0f766e', '#34d399', false), r: rng(motif), id: idMaker() };
    const box = { x: 0, y: 0, w: 300, h: 620 };
    for (const svg of [
      phoneScreen(motifKind(motif), box, c),
      wideScreen(motifKind(motif), { ...box, w: 900, h: 560 }, c),
    ])
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  });
});

describe('case covers', () => {
  const info = (id: string, motif: Motif): CaseInfo => ({
    id,
    gradient: { angle: 135, from: '#0f766e', to: '#34d399' },
    platforms: ['Web', 'iOS'],
    features: ['A list', 'A chart'],
    motif,
  });

  it('show the motif on the main screen: different cases, different art', () => {
    const viewport = caseCover(info('Same', 'viewport'));
    const deck = caseCover(info('Same', 'flashcards'));
    expect(viewport).not.toBe(deck);
    expect(caseCover(info('Same', 'viewport'))).toBe(viewport);
    // The viewport's axis gizmo (its green axis) is drawn only for that motif.
    expect(viewport).toContain('#4ade80');
    expect(deck).not.toContain('#4ade80');
  });

  it("of the site's cases are committed as drawn, and two cases differ", () => {
    const { jobs } = planArt(REPO_ROOT);
    // Every case's cover and feature shots: `npm run art` was run after the last change.
    const drawn = jobs.filter(
      (j) => (j.kind === 'case cover' || j.kind === 'feature shot') && isGenerated(j.file),
    );
    expect(drawn.length).toBeGreaterThan(100);
    const stale = drawn.filter((j) => j.render() !== fs.readFileSync(j.file, 'utf8')).map((j) => j.file);
    expect(stale).toEqual([]);
    expect(cover('Web3Dvisualization')).not.toBe(cover('AnkiBuddy'));
    expect(cover('Web3Dvisualization')).toContain('#4ade80');
    expect(cover('AnkiBuddy')).not.toContain('#4ade80');
  });

  it("draw LevelUp's study deck in its browser window, not an empty column", () => {
    // The deck's middle card is the only shape in that tint; the column below the header was empty.
    const { data } = cases.find((c) => c.id === 'LevelUp')!;
    const gradient = parseGradient(data.background)!;
    const { primary } = uiPalette(gradient.from, gradient.to, false);
    expect(motifOf('LevelUp')).toBe('flashcards');
    expect(cover('LevelUp')).toContain(`fill="${tint(primary, 0.8)}"`);
  });

  it('show no 3D cabinet or video call where the product is a card game or audio rooms', () => {
    // Signatures: the viewport's green axis, the call's red hang-up button.
    expect(cover('Majykri')).not.toContain('#4ade80');
    expect(cover('Parlor')).not.toContain('#ef4444');
  });
});
