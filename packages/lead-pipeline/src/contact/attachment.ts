/** What an attachment must look like: the form's file picker, storage.rules and the function agree on this. */
export type AttachmentKind = 'pdf' | 'ole' | 'docx' | 'pptx' | 'text';

export interface AttachmentType {
  readonly extension: string;
  readonly mimeType: string;
  readonly kind: AttachmentKind;
}

// The spec lists `.text`, the issue `.txt`: both are plain text.
const TYPES: readonly AttachmentType[] = [
  { extension: '.doc', mimeType: 'application/msword', kind: 'ole' },
  {
    extension: '.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    kind: 'docx',
  },
  { extension: '.pdf', mimeType: 'application/pdf', kind: 'pdf' },
  { extension: '.txt', mimeType: 'text/plain', kind: 'text' },
  { extension: '.text', mimeType: 'text/plain', kind: 'text' },
  {
    extension: '.pptx',
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    kind: 'pptx',
  },
];

export const ATTACHMENT = {
  maxBytes: 10 * 1024 * 1024,
  types: TYPES,
  /** Value for `<input type="file" accept>`. */
  accept: TYPES.map((t) => t.extension).join(','),
} as const;

/** Lower-cased extension including the dot, or '' when there is none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot).toLowerCase() : '';
}

export function attachmentTypeFor(fileName: string): AttachmentType | undefined {
  const extension = fileExtension(fileName);
  return TYPES.find((t) => t.extension === extension);
}

/**
 * The content type to upload with. Browsers guess `File.type` from the extension and some leave
 * `.text` empty, which the SDK would turn into application/octet-stream and the rules would refuse.
 */
export function attachmentContentType(fileName: string): string | undefined {
  return attachmentTypeFor(fileName)?.mimeType;
}

/**
 * True when `contentType` is exactly the one we accept for this file name, with no parameters: a
 * parameter carries the visitor's text (control or non-Latin-1 characters that no HTTP header may
 * hold) into every download of the file; storage.rules compare the same way.
 */
export function contentTypeMatches(fileName: string, contentType: string): boolean {
  return attachmentTypeFor(fileName)?.mimeType === contentType;
}

/** A declared content type as logs keep it: one of the allowed type names, else "other". */
export function loggedContentType(contentType: string): string {
  return TYPES.some((t) => t.mimeType === contentType) ? contentType : 'other';
}
