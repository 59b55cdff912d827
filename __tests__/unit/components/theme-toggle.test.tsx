/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { ThemeToggle } from '@/components/theme/theme-toggle';

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

const radios = (name: string) => screen.getAllByRole('radio', { name: `${name} theme` });

describe('the theme switches', () => {
  it('agree with each other: a choice in one (the phone menu) shows in the other (the header)', () => {
    render(
      <>
        <ThemeToggle />
        <ThemeToggle size="large" />
      </>,
    );
    expect(radios('System').every((radio) => (radio as HTMLInputElement).checked)).toBe(true);
    act(() => radios('Dark')[1]!.click());
    expect(radios('Dark')[0]).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe('dark');
    act(() => radios('System')[0]!.click());
    expect(radios('System')[1]).toBeChecked();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('follow a choice made in another tab', () => {
    render(<ThemeToggle />);
    act(() => {
      localStorage.setItem('healthhub-theme', 'light');
      window.dispatchEvent(new StorageEvent('storage', { key: 'healthhub-theme' }));
    });
    expect(radios('Light')[0]).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
