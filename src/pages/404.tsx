import type { HeadProps } from 'gatsby';
import { NotFound } from '../components/errors/NotFound';
import { Seo } from '../components/seo/Seo';

export default function NotFoundPage() {
  return <NotFound />;
}

export function Head({ location }: HeadProps) {
  return (
    <Seo title="Page not found" description="This page does not exist." path={location.pathname} noindex />
  );
}
