import type { PageProps } from 'gatsby';
import { ContentProblem } from '../components/common/ContentProblem';

interface Context {
  file: string;
  problems: string[];
}

/** `gatsby develop` only: made in place of a page whose content file has a problem (create-pages.ts). */
export default function ContentProblemTemplate({ pageContext }: PageProps<object, Context>) {
  return <ContentProblem file={pageContext.file} problems={pageContext.problems} />;
}

export function Head() {
  return (
    <>
      <title>Content problem</title>
      <meta name="robots" content="noindex" />
    </>
  );
}
