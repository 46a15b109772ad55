import * as React from 'react';
import { ATTACHMENT } from '@fernhill/lead-pipeline/contact/schema';
import { CloseIcon } from '../../ui/icons';
import { ATTACHMENT_HINT, attachmentProblem } from './form-messages';
import { contactEmail } from './contact-person';
import * as css from './AttachmentField.css';

interface AttachmentFieldProps {
  problem: string | null;
  disabled: boolean;
  /** A file was chosen or removed: `problem` says why it cannot be sent, or null. */
  onProblem: (problem: string | null) => void;
}

/**
 * One optional file, held by the native input itself (its `name` is read with the form), so a
 * file chosen before the app is still there after it. The label reads 'Attach the file' until
 * one is chosen, then its name.
 */
// Hand-written: MUI has no file input, and a Button rendered as the label would add ButtonBase's
// focus handling around a control the browser already makes focusable and operable.
export function AttachmentField({ problem, disabled, onProblem }: AttachmentFieldProps) {
  const input = React.useRef<HTMLInputElement>(null);
  const [name, setName] = React.useState<string | null>(null);
  const show = React.useCallback(() => {
    const chosen = input.current?.files?.[0] ?? null;
    const reason = chosen && attachmentProblem(chosen, contactEmail);
    // A file that cannot be sent is not kept: the input is emptied, and the reason shown.
    if (reason && input.current) input.current.value = '';
    setName(reason ? null : (chosen?.name ?? null));
    onProblem(reason);
  }, [onProblem]);
  // Chosen before the app took over: show it now.
  React.useEffect(() => {
    if (input.current?.files?.length) show();
  }, [show]);
  const remove = () => {
    if (input.current) input.current.value = '';
    setName(null);
    onProblem(null);
    input.current?.focus();
  };
  return (
    <div className={problem ? `${css.field} ${css.invalid}` : css.field}>
      <div className={css.row}>
        <label className={css.picker}>
          <PaperclipIcon />
          <span className={css.fileName}>{name ?? 'Attach the file'}</span>
          <input
            ref={input}
            className={css.input}
            type="file"
            name="file"
            accept={ATTACHMENT.accept}
            disabled={disabled}
            onChange={show}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'contact-file-problem' : 'contact-file-hint'}
          />
        </label>
        {name && (
          <button
            type="button"
            className={css.remove}
            aria-label={`Remove ${name}`}
            disabled={disabled}
            onClick={remove}
          >
            <CloseIcon size={18} />
          </button>
        )}
      </div>
      {problem ? (
        <p id="contact-file-problem" className={css.problem}>
          {problem}
        </p>
      ) : (
        <p id="contact-file-hint" className={css.hint}>
          {ATTACHMENT_HINT}
        </p>
      )}
    </div>
  );
}

function PaperclipIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M16.5 6v11.5a4.5 4.5 0 0 1-9 0V5a3 3 0 0 1 6 0v10.5a1.5 1.5 0 0 1-3 0V6H9v9.5a3 3 0 0 0 6 0V5a4.5 4.5 0 0 0-9 0v12.5a6 6 0 0 0 12 0V6z" />
    </svg>
  );
}
