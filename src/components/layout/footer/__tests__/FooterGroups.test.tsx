/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { FooterGroups } from '../FooterGroups';

// Opening and closing is the browser's (native disclosures): tests/e2e/navigation.spec.ts taps them.
describe('FooterGroups', () => {
  it('renders each group as a disclosure of one shared name, Services open, with its links', () => {
    const { container } = render(<FooterGroups />);
    const groups = Array.from(container.querySelectorAll('details'));
    expect(groups.map((group) => group.querySelector(':scope > summary')?.textContent)).toEqual([
      'Services',
      'Expertise',
      'Company',
    ]);
    expect(new Set(groups.map((group) => group.getAttribute('name')))).toEqual(new Set(['footer-groups']));
    expect(groups.map((group) => group.open)).toEqual([true, false, false]);
    expect(screen.getByRole('link', { name: 'Case Studies' })).toHaveAttribute('href', '/Cases');
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
  });
});
