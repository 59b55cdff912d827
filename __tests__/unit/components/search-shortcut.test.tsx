/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { SearchShortcut } from '@/components/layout/search-shortcut';

// jsdom lays nothing out: a box counts as shown when it has client rects, so give the visible one some.
function page() {
  render(
    <>
      <SearchShortcut />
      <input type="search" aria-label="hidden box" />
      <input type="search" aria-label="visible box" defaultValue="sleep" />
      <input type="text" aria-label="name" />
      <textarea aria-label="message" />
      <div contentEditable aria-label="editor" />
      <button type="button">Other</button>
    </>,
  );
  const visible = screen.getByLabelText('visible box');
  visible.getClientRects = () => [new DOMRect(0, 0, 100, 20)] as unknown as DOMRectList;
  return visible;
}

describe('the / shortcut', () => {
  it('focuses the visible search box from anywhere but a field, and selects its text', () => {
    const box = page();
    screen.getByRole('button', { name: 'Other' }).focus();
    const event = fireEvent.keyDown(document.activeElement!, { key: '/' });
    expect(event).toBe(false); // default prevented: no "/" is typed
    expect(box).toHaveFocus();
    expect([box as HTMLInputElement].map((b) => [b.selectionStart, b.selectionEnd])).toEqual([
      [0, 5],
    ]);
  });

  it.each(['name', 'message', 'editor'])('leaves a "/" typed in the %s field alone', (label) => {
    page();
    const field = screen.getByLabelText(label);
    field.focus();
    expect(fireEvent.keyDown(field, { key: '/' })).toBe(true);
    expect(screen.getByLabelText('visible box')).not.toHaveFocus();
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { altKey: true }, { key: '?' }, { key: 's' }])(
    'ignores other keys and combinations: %j',
    (options) => {
      page();
      fireEvent.keyDown(document.body, { key: '/', ...options });
      expect(screen.getByLabelText('visible box')).not.toHaveFocus();
    },
  );

  it('does nothing while a dialog is open', () => {
    page();
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    document.body.append(dialog);
    fireEvent.keyDown(document.body, { key: '/' });
    expect(screen.getByLabelText('visible box')).not.toHaveFocus();
    dialog.remove();
  });
});
