import { render } from '@testing-library/react';
import { FooterGroups } from '../FooterGroups';

describe('FooterGroups', () => {
  it('is native disclosures in one named group, the first open, so it works before any script', () => {
    render(<FooterGroups />);
    const groups = [...document.querySelectorAll('details')];
    expect(groups.map((d) => d.querySelector('summary')?.textContent)).toEqual([
      'Services',
      'Expertise',
      'Company',
    ]);
    expect(groups.every((d) => d.getAttribute('name') === 'footer-groups')).toBe(true);
    expect(groups.map((d) => d.open)).toEqual([true, false, false]);
    expect(document.querySelector('a[href="/Cases"]')?.textContent).toBe('Case Studies');
  });
});
