/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { HeldBanner, HeldMark } from '../Held';

describe('the marks of a draft or scheduled entry', () => {
  it('are nothing at all on a public page or card', () => {
    const { container } = render(
      <>
        <HeldBanner held={null} />
        <HeldMark label={undefined} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('put a banner with the label on a held page, which the static diff reads by data-held', () => {
    render(
      <HeldBanner
        held={{ status: 'scheduled', label: 'Scheduled for 3 December 2026', date: '2026-12-03' }}
      />,
    );
    const note = screen.getByRole('note');
    expect(note).toHaveAttribute('data-held', 'scheduled');
    expect(note.querySelector('strong')).toHaveTextContent(/^Scheduled for 3 December 2026$/);
    expect(note).toHaveTextContent(/Only in previews until then/);
  });

  it('label a held entry’s card', () => {
    render(<HeldMark label="Draft" />);
    expect(screen.getByText('Draft')).toHaveAttribute('data-held', 'true');
  });
});
