/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import site from '../../../../content/site.json';
import { ContentSeo, Seo } from '../Seo';

const metaOf = (container: HTMLElement, key: string) =>
  container.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

describe("the social card's alt text", () => {
  it("describes a content page's card: its label, its title and its art, by the art's own alt", () => {
    const coverAlt = 'Drawn illustration of Mila on a browser window and a phone, showing a mood check-in';
    const { container } = render(
      <ContentSeo
        contentType="CaseStudy"
        entry={{ title: 'Mila', seoTitle: null, description: 'A mood journal.' }}
        artAlt={coverAlt}
        path="/Cases/Mila"
      />,
    );
    const alt = metaOf(container, 'og:image:alt');
    expect(alt).toBe(
      `Case study card with the title “Mila” beside its art (${coverAlt}), and the ${site.name} mark`,
    );
    expect(metaOf(container, 'twitter:image:alt')).toBe(alt);
    // Not the page's title again, which og:title already says.
    expect(alt).not.toBe(`Mila case study: ${site.name}`);
  });

  it('the card of a page without art of its own: its title beside the mark', () => {
    const { container } = render(<Seo title="About" description="Who we are." path="/About" />);
    expect(metaOf(container, 'og:image:alt')).toBe(
      `Card with the title “About” beside the ${site.name} mark on a green gradient`,
    );
  });
});
