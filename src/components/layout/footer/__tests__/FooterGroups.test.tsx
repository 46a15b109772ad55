import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FooterGroups } from '../FooterGroups';

describe('FooterGroups', () => {
  it('keeps one group open at a time and collapses on a second click', async () => {
    render(<FooterGroups />);
    const services = screen.getByRole('button', { name: 'Services' });
    const expertise = screen.getByRole('button', { name: 'Expertise' });
    const company = screen.getByRole('button', { name: 'Company' });
    expect(services).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(company);
    expect(company).toHaveAttribute('aria-expanded', 'true');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Case Studies' })).toHaveAttribute('href', '/Cases');

    await userEvent.click(expertise);
    expect(expertise).toHaveAttribute('aria-expanded', 'true');
    expect(company).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(expertise);
    expect(screen.getAllByRole('button').every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(
      true,
    );
  });
});
