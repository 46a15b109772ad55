import * as css from './Prose.css';

/** Rendered Markdown from our own content files (build-time HTML, not user input). */
export function Prose({ html }: { html: string }) {
  return <div className={css.prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
