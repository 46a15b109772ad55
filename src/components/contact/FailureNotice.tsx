import Alert from '@mui/material/Alert';
import type { ContactFailure } from '../../hooks/useContactRequest';
import { contactEmail } from './contact-person';

function retryHint(seconds: number | null): string {
  if (!seconds) return '';
  if (seconds < 90) return ` You can try again in ${seconds} seconds.`;
  return ` You can try again in about ${Math.ceil(seconds / 60)} minutes.`;
}

/** What went wrong, in the server's words when it gave some, and the e-mail address as a way out. */
export function FailureNotice({ failure }: { failure: ContactFailure }) {
  const hint = failure.kind === 'rateLimited' ? retryHint(failure.retryAfterSeconds) : '';
  return (
    <Alert severity="error" role="alert">
      {failure.message}
      {hint} Your text is still here. You can also write to us at{' '}
      <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
    </Alert>
  );
}
