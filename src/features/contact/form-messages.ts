import { ATTACHMENT, attachmentTypeFor, contactFieldMessage } from '@fernhill/lead-pipeline/contact/schema';
import type { ContactFieldName, FieldErrorCode } from '@fernhill/lead-pipeline/contact/schema';

/** Short texts behind each red border (read out through aria-describedby): the schema's own. */
export const fieldMessage = (field: ContactFieldName, code: FieldErrorCode): string =>
  contactFieldMessage(field, code);

export const CAPTCHA_MISSING = 'Please confirm that you are not a robot.';

const MAX_MB = Math.round(ATTACHMENT.maxBytes / (1024 * 1024));
const ACCEPTED = ATTACHMENT.types.map((t) => t.extension).join(', ');

export const ATTACHMENT_HINT = `Optional, one file: ${ACCEPTED}; up to ${MAX_MB} MB.`;

/** Why a chosen file cannot be attached, or null when it can (same rules as storage and function). */
export function attachmentProblem(file: Pick<File, 'name' | 'size'>, fallbackEmail: string): string | null {
  if (!attachmentTypeFor(file.name))
    return `“${file.name}” cannot be attached. Please choose a ${ACCEPTED} file.`;
  if (file.size === 0) return `“${file.name}” is empty. Please choose another file.`;
  if (file.size > ATTACHMENT.maxBytes) {
    return `“${file.name}” is larger than ${MAX_MB} MB. Please attach a smaller file, or send it to ${fallbackEmail}.`;
  }
  return null;
}
