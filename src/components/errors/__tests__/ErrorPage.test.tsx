/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ErrorPage } from '../ErrorPage';
import { PageErrorBoundary } from '../PageErrorBoundary';

describe('ErrorPage', () => {
  it('defaults to status 500 and "Internal Server Error"', () => {
    render(<ErrorPage />);
    expect(screen.getByText('Error 500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Internal Server Error');
  });

  it('says "Page Not Found" for 404 and keeps a given message', () => {
    const { rerender } = render(<ErrorPage statusCode={404} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
    rerender(<ErrorPage statusCode={503} message="Down for maintenance" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Down for maintenance');
  });

  it('replaces a page that throws while rendering', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('boom');
    };
    render(
      <PageErrorBoundary path="/Cases">
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Internal Server Error');
    error.mockRestore();
  });
});
