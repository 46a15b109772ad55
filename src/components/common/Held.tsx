import Box from '@mui/material/Box';
import type { Held } from '@fernhill/content-rules/publication';

/**
 * Marks for what the public site does not have yet (drafts, scheduled posts), which only develop
 * and preview builds make pages for: decided at build (page context), so a normal page renders
 * nothing and runs nothing new. `data-held` lets the static diff and the tests find them.
 */
const colours = { bgcolor: '#ffd54f', color: '#1f1300' } as const; // readable in both colour schemes

const why = {
  draft: 'Only in previews: the live site does not have this page.',
  scheduled: 'Only in previews until then: the first build on that day publishes it.',
};

/** The banner at the top of a held page. */
export function HeldBanner({ held }: { held: Held | null | undefined }) {
  if (!held) return null;
  return (
    <Box
      component="p"
      role="note"
      data-held={held.status}
      sx={{ ...colours, m: 0, px: 2, py: 1, textAlign: 'center', borderBottom: 1, borderColor: 'divider' }}
    >
      <strong>{held.label}</strong> · {why[held.status]}
    </Box>
  );
}

/** The small label on a held entry's card in /Cases and /Blog. */
export function HeldMark({ label }: { label: string | undefined }) {
  if (!label) return null;
  return (
    <Box
      component="strong"
      data-held
      sx={{ ...colours, justifySelf: 'start', px: 1, borderRadius: 1, fontSize: '0.8rem', lineHeight: 1.6 }}
    >
      {label}
    </Box>
  );
}
