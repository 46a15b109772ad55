import type { HeadProps } from 'gatsby';
import { SearchPage } from '../components/search/SearchPage';
import { Seo } from '../components/seo/Seo';

export default function Search() {
  return <SearchPage />;
}

// Results pages are not for search engines to list; the page stays out of the sitemap too.
export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Search"
      description="Search the case studies, services, industries and blog."
      path={location.pathname}
      noindex
    />
  );
}
