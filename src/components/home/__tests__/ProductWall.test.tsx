/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import site from '../../../../content/site.json';
import clients from '../../../../content/data/clients.json';
import { ClientLogos } from '../ClientLogos';
import { HeroProof } from '../HeroProof';

// The wordmarks are the studio's own cases: the wall says they are products it built, not clients.
describe('the wall of products we built', () => {
  it('is named as such and leads each wordmark to its case study', () => {
    render(<ClientLogos clients={clients} label={site.productWall.heading} />);
    const wall = screen.getByRole('list', { name: site.productWall.heading });
    expect(site.productWall.heading).not.toMatch(/client/i);
    const links = within(wall).getAllByRole('link');
    expect(links).toHaveLength(clients.length);
    clients.forEach((product, i) => {
      expect(links[i]).toHaveAccessibleName(`${product.label} case study`);
      expect(links[i]).toHaveAttribute('href', product.link);
    });
  });

  it('names the hero’s wordmarks the same way', () => {
    render(<HeroProof clients={clients.slice(0, 4)} />);
    const list = screen.getByRole('list', { name: site.productWall.heroLabel });
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(clients.slice(0, 4).map((c) => c.label));
  });
});
