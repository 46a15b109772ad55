import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileMenu } from '../MobileMenu';

describe('MobileMenu', () => {
  it('toggles the menu and expands sections independently', async () => {
    render(<MobileMenu path="/" />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeVisible();

    const services = screen.getByRole('button', { name: 'Services' });
    const industries = screen.getByRole('button', { name: 'Industries' });
    await userEvent.click(services);
    await userEvent.click(industries);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    expect(industries).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Engineering' }));
    expect(screen.getByRole('link', { name: 'Databases' })).toBeVisible();
    await userEvent.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Databases' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });

  it('locks page scroll while open, and Escape closes it from anywhere in it, the toggle included', async () => {
    render(<MobileMenu path="/" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(document.body.style.overflow).toBe('hidden');
    const toggle = screen.getByRole('button', { name: 'Close menu' });
    expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    expect(document.body.style.overflow).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    screen.getByRole('button', { name: 'Services' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
