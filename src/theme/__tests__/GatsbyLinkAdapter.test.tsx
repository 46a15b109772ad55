/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { GatsbyLinkAdapter } from '../GatsbyLinkAdapter';

describe('GatsbyLinkAdapter', () => {
  it('renders internal paths through Gatsby Link and external URLs as plain anchors', () => {
    render(
      <>
        <GatsbyLinkAdapter href="/Cases">Cases</GatsbyLinkAdapter>
        <GatsbyLinkAdapter href="https://cal.com/x">Book</GatsbyLinkAdapter>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Cases' })).toHaveAttribute('href', '/Cases');
    expect(screen.getByRole('link', { name: 'Book' })).toHaveAttribute('href', 'https://cal.com/x');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>x</script>', 'vbscript:x', 'blob:https://x/1'])(
    'never puts %s into the DOM',
    (url) => {
      const { container } = render(<GatsbyLinkAdapter href={url}>Bad</GatsbyLinkAdapter>);
      expect(container.querySelector('a')).not.toHaveAttribute('href');
      expect(container.innerHTML).not.toContain(url.split(':')[0] + ':');
    },
  );
});
