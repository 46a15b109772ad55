/** The boundary of the `multipart/related` body the Firebase SDK sends for uploadBytes. */
export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/related\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}
