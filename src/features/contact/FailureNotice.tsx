import Alert from '@mui/material/Alert';
import type { ContactFailure } from './useContactRequest';
import { contactEmail } from './contact-person';

/** One sentence from the server's Retry-After, in place of its generic "in a few minutes". */
function rateLimitMessage(seconds: number | null): string | null {
  if (!seconds) return null;
  if (seconds < 90) return `Too many requests. You can try again in ${seconds} seconds.`;
  return `Too many requests. You can try again in about ${Math.ceil(seconds / 60)} minutes.`;
}

/** What went wrong, in the server's words when it gave some, and the e-mail address as a way out. */
export function FailureNotice({ failure }: { failure: ContactFailure }) {
  const message =
    (failure.kind === 'rateLimited' && rateLimitMessage(failure.retryAfterSeconds)) || failure.message;
  return (
    <Alert severity="error" role="alert">
      {message} Your text is still here. You can also write to us at{' '}
      <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
    </Alert>
  );
}
