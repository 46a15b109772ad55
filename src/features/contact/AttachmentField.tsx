import * as React from 'react';
import styled from '@emotion/styled';
import { palette } from '../../theme/tokens';
import { ATTACHMENT } from '@fernhill/lead-pipeline/contact/schema';
import { CloseIcon } from '../../components/common/icons';
import { ATTACHMENT_HINT, attachmentProblem } from './form-messages';
import { contactEmail } from './contact-person';

const Root = styled('div')({
  display: 'grid',
  gap: 6,
  '& .row': { display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 },
  '& label': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 8,
    minHeight: 44,
    minWidth: 0,
    padding: '0 16px',
    borderRadius: 10,
    border: `1px dashed ${palette.grey[400]}`,
    fontWeight: 600,
    cursor: 'pointer',
    '& span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    '&:hover': { borderColor: palette.primary.main },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${palette.primary.main}`,
      outlineOffset: 2,
    },
  },
  '&.invalid label': { borderColor: palette.error.main, borderStyle: 'solid' },
  '& input': { position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' },
  '& button': {
    display: 'inline-grid',
    placeItems: 'center',
    width: 36,
    height: 36,
    border: 0,
    borderRadius: 8,
    background: 'transparent',
    color: palette.text.secondary,
    cursor: 'pointer',
    '&:hover': { background: palette.action.hover },
  },
  '& p': { margin: 0, fontSize: '0.875rem', color: palette.text.secondary },
  '& p.problem': { color: palette.error.main },
});

interface AttachmentFieldProps {
  file: File | null;
  problem: string | null;
  disabled: boolean;
  onChange: (file: File | null, problem: string | null) => void;
}

/** One optional file. The label reads 'Attach the file' until one is chosen, then its name. */
export function AttachmentField({ file, problem, disabled, onChange }: AttachmentFieldProps) {
  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same file again (after removing it) fires change again.
    event.target.value = '';
    if (!chosen) return;
    const reason = attachmentProblem(chosen, contactEmail);
    onChange(reason ? null : chosen, reason);
  };
  return (
    <Root className={problem ? 'invalid' : undefined}>
      <div className="row">
        <label>
          <PaperclipIcon />
          <span>{file ? file.name : 'Attach the file'}</span>
          <input
            type="file"
            accept={ATTACHMENT.accept}
            disabled={disabled}
            onChange={choose}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'contact-file-problem' : 'contact-file-hint'}
          />
        </label>
        {file && (
          <button
            type="button"
            aria-label={`Remove ${file.name}`}
            disabled={disabled}
            onClick={() => onChange(null, null)}
          >
            <CloseIcon size={18} />
          </button>
        )}
      </div>
      {problem ? (
        <p id="contact-file-problem" className="problem">
          {problem}
        </p>
      ) : (
        <p id="contact-file-hint">{ATTACHMENT_HINT}</p>
      )}
    </Root>
  );
}

function PaperclipIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M16.5 6v11.5a4.5 4.5 0 0 1-9 0V5a3 3 0 0 1 6 0v10.5a1.5 1.5 0 0 1-3 0V6H9v9.5a3 3 0 0 0 6 0V5a4.5 4.5 0 0 0-9 0v12.5a6 6 0 0 0 12 0V6z" />
    </svg>
  );
}
