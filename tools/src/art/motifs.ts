/**
 * What a case's cover shows on its main screen: one of a few product motifs, chosen from the
 * case's own data, so a 3D configurator shows a 3D viewport and a study app a deck of cards.
 * The words of its title and description decide first (they say what the product does); its
 * industry decides when none match. Each motif is drawn as one screen kind (screens.ts) and `shows`
 * is what the cover's alt text says of it; `never` lists screens its feature shots must not show. The first motif whose words match wins, so a narrower
 * product (a card game in AR) comes before the broader one it would otherwise match (AR).
 */
import type { Kind } from './screens.ts';

export const MOTIFS = {
  // Before the viewport: a card game in AR is a table with cards, not a 3D model viewer.
  cardtable: {
    kind: 'cardtable',
    shows: 'trading cards duelling on a table in AR',
    never: ['viewport'],
    says: /\b(card games?|trading cards?|tabletop games?|board games?)\b/,
  },
  viewport: {
    kind: 'viewport',
    shows: 'a 3D viewport with a cabinet',
    says: /\b(3d|configurator|augmented|ar)\b/,
  },
  flashcards: {
    kind: 'flashcards',
    shows: 'a deck of study cards',
    says: /\b(flashcards?|spaced.repetition|exam|quiz|practice|study)\b/,
  },
  checkin: { kind: 'checkin', shows: 'a mood check-in', says: /\b(mood|wellbeing|well-being|journal|cbt)\b/ },
  // Before the video call: people talking in a room they only hear.
  audioroom: {
    kind: 'audioroom',
    shows: 'a live audio room with speakers and a waveform',
    never: ['call'],
    says: /\b(audio rooms?|voice rooms?|live audio|podcasts?)\b/,
  },
  video: { kind: 'call', shows: 'a video call', says: /\b(teletherapy|video calls?|live video)\b/ },
  studio: { kind: 'pads', shows: 'beat pads', says: /\b(beats?|beat-making|music|sampler)\b/ },
  calendar: {
    kind: 'calendar',
    shows: 'a booking calendar',
    says: /\b(bookings?|scheduling|appointments?)\b/,
  },
  // Before the map and the chart: a farm's map is its fields, its readings are the soil's.
  fields: {
    kind: 'fields',
    shows: 'irrigation zones with soil moisture readings',
    never: ['map'],
    says: /\b(irrigation|farms?|vineyards?|soil|crops?|greenhouses?)\b/,
  },
  map: {
    kind: 'map',
    shows: 'a map with pins',
    says: /\b(delivery|dispatch|drivers?|fleet)\b/,
  },
  // Before the chart: exercise counted by the camera is a pose, not a line of readings.
  reps: {
    kind: 'reps',
    shows: 'an exercise pose tracked by the camera and a rep counter',
    says: /\b(reps|pose estimation|home-exercise|workouts?)\b/,
  },
  chart: {
    kind: 'chart',
    shows: 'a chart of readings',
    says: /\b(vitals|readings|outcomes|monitor|analytics)\b/,
  },
  gallery: {
    kind: 'feed',
    shows: 'a gallery of picture cards',
    says: /\b(storefront|photo editor|prints|gallery|store)\b/,
  },
  notes: {
    kind: 'tasks',
    shows: 'a list of notes and tasks',
    says: /\b(meeting notes|notes app|to-do|standups?|priorities|decision log)\b/,
  },
  contact: { kind: 'profile', shows: 'a contact profile', says: /\b(business card|contacts?)\b/ },
  chat: { kind: 'chat', shows: 'a conversation', says: /\b(chat|messages?|voice notes|friend|social)\b/ },
} as const satisfies Record<string, { kind: Kind; shows: string; says: RegExp; never?: readonly Kind[] }>;

export type Motif = keyof typeof MOTIFS;

/** When no words match: what a product of the industry most often shows. */
const BY_INDUSTRY: Record<string, Motif> = {
  'AR-VR': 'viewport',
  Education: 'flashcards',
  MentalHealth: 'checkin',
  Medical: 'chart',
  IOT: 'chart',
  OnDemandService: 'map',
  Social: 'chat',
  Productivity: 'notes',
  DigitalMedia: 'gallery',
};

export interface MotifSource {
  title: string;
  description: string;
  industry: string;
}

export function motifFor(source: MotifSource): Motif {
  const words = `${source.title}. ${source.description}`.toLowerCase();
  const said = (Object.keys(MOTIFS) as Motif[]).find((m) => MOTIFS[m].says.test(words));
  return said ?? BY_INDUSTRY[source.industry] ?? 'chart';
}

export const motifKind = (motif: Motif): Kind => MOTIFS[motif].kind;

/** Screens that would misrepresent the product in its feature shots (a street map for a farm). */
export const motifNever = (motif: Motif): readonly Kind[] => {
  const m = MOTIFS[motif];
  return 'never' in m ? m.never : [];
};
