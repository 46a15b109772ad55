/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Footer } from '../Footer';

describe('Footer', () => {
  const saved = process.env.GATSBY_GA_MEASUREMENT_ID;
  afterEach(() => {
    process.env.GATSBY_GA_MEASUREMENT_ID = saved;
  });

  it('offers no cookie settings when nothing asks for consent (no analytics id)', () => {
    delete process.env.GATSBY_GA_MEASUREMENT_ID;
    render(<Footer path="/" />);
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
  });

  it('offers cookie settings where analytics asks for consent', () => {
    process.env.GATSBY_GA_MEASUREMENT_ID = 'G-TEST000000';
    render(<Footer path="/" />);
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  });
});
