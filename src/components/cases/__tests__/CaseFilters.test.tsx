/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { CaseFilters } from '../CaseFilters';
import type { CaseCardData } from '../../common/CaseCard';

const caseOf = (slug: string, industry: string, platforms: string[]) =>
  ({
    id: slug,
    slug,
    route: `/Cases/${slug}`,
    title: slug,
    description: `${slug}, described`,
    background: 'none',
    coverAlt: '',
    platforms,
    industry: { slug: industry, title: industry, shortName: industry },
    cover: null,
  }) as unknown as CaseCardData;

const cases = [
  caseOf('Mila', 'Education', ['iOS']),
  caseOf('Pulse', 'Health', ['Android']),
  caseOf('Lumo', 'Education', ['Web']),
];

describe('the /Cases filters', () => {
  it('keep the list’s id once it is filtered: the selects (data-filters) point at it', () => {
    render(<CaseFilters cases={cases} />);
    const industry = screen.getByRole('combobox', { name: 'Industry' });
    const listId = () => screen.getByRole('list', { name: 'Case studies' }).id;
    const filtered = industry.getAttribute('data-filters');
    expect(filtered).toBeTruthy();
    expect(listId()).toBe(filtered);

    fireEvent.change(industry, { target: { value: 'Education' } });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(listId()).toBe(filtered);
    expect(screen.getByRole('combobox', { name: 'Platform' })).toHaveAttribute('data-filters', filtered);
  });
});
