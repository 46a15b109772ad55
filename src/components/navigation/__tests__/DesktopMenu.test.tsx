import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DesktopMenu } from '../DesktopMenu';

const button = (name: string) => screen.getByRole('button', { name });

// jsdom cannot navigate; the menu's reaction to the click is what is under test.
const stopNavigation = (event: Event) => event.preventDefault();
beforeAll(() => document.addEventListener('click', stopNavigation));
afterAll(() => document.removeEventListener('click', stopNavigation));

describe('DesktopMenu', () => {
  it('opens a dropdown on click and closes it on a second click', async () => {
    render(<DesktopMenu path="/" />);
    expect(button('Services')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button('Services'));
    expect(button('Services')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Quality Assurance' })).toBeVisible();
    fireEvent.click(button('Services'));
    expect(button('Services')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on hover, closes on leave, and keeps at most one open', () => {
    render(<DesktopMenu path="/" />);
    fireEvent.mouseEnter(button('Services').parentElement!);
    expect(button('Services')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseEnter(button('Industries').parentElement!);
    expect(button('Industries')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Services')).toHaveAttribute('aria-expanded', 'false');
    fireEvent.mouseLeave(button('Industries').parentElement!);
    expect(button('Industries')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens nested submenus for Product Design and Engineering', async () => {
    render(<DesktopMenu path="/" />);
    await userEvent.click(button('Services'));
    await userEvent.click(button('Engineering'));
    expect(screen.getByRole('link', { name: 'iOS App Development' })).toBeVisible();
    await userEvent.click(button('Product Design'));
    expect(screen.getByRole('link', { name: 'Mobile Design' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'iOS App Development' })).toBeNull();
  });

  it('closes with Escape and returns focus to the menu button', async () => {
    render(<DesktopMenu path="/" />);
    button('Industries').focus();
    await userEvent.keyboard('{Enter}');
    expect(button('Industries')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Mental Health' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button('Industries')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Industries')).toHaveFocus();
  });

  it('moves through an open dropdown with the arrow keys, Home and End (disclosure navigation)', async () => {
    render(<DesktopMenu path="/" />);
    button('Industries').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(button('Industries')).toHaveAttribute('aria-expanded', 'true');
    await screen.findByRole('link', { name: 'Mental Health' });
    await new Promise((r) => requestAnimationFrame(r));
    expect(screen.getByRole('link', { name: 'Mental Health' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).not.toBe(screen.getByRole('link', { name: 'Mental Health' }));
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Mental Health' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    const links = screen.getByRole('button', { name: 'Industries' }).parentElement!.querySelectorAll('a');
    expect(links[links.length - 1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
  });

  it('closes when focus leaves the dropdown or the pointer goes down outside it', async () => {
    render(
      <>
        <DesktopMenu path="/" />
        <button type="button">Elsewhere</button>
      </>,
    );
    await userEvent.click(button('Industries'));
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(button('Industries')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button('Services'));
    fireEvent.pointerDown(document.body);
    expect(button('Services')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link is clicked', async () => {
    render(<DesktopMenu path="/" />);
    await userEvent.click(button('Industries'));
    await userEvent.click(screen.getByRole('link', { name: 'Social' }));
    expect(button('Industries')).toHaveAttribute('aria-expanded', 'false');
  });
});
