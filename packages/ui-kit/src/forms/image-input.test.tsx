import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../testing/render-with-ui.tsx';
import { ImageInput } from './image-input.tsx';
import { ImageListInput } from './image-list-input.tsx';

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const previewSrc = (alt: string) => (screen.getByAltText(alt) as HTMLImageElement).getAttribute('src');
const choose = (label: string, files: File[]) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files } });

/** Object URLs handed out ("blob:1", "blob:2", …) and those released. */
function trackObjectUrls() {
  let next = 0;
  const revoked: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:${++next}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
  return revoked;
}

afterEach(() => vi.restoreAllMocks());

/** An ImageInput owning its value, as a form would. */
function LogoField({ initial, error }: { initial?: { url: string } | File; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <ImageInput
      label="Profile Image"
      value={value}
      onChange={setValue}
      onRemove={() => setValue(undefined)}
      error={error}
    />
  );
}

describe('ImageInput', () => {
  it('labels a PNG/GIF/JPG file input and offers an upload button while empty', () => {
    renderWithUi(<LogoField />);
    const input = screen.getByLabelText('Profile Image') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/png,image/gif,image/jpeg');
    expect(screen.getByRole('button', { name: 'Upload Profile Image' })).toBeTruthy();
    expect(screen.queryByAltText('Profile Image preview')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Profile Image' })).toBeNull();
  });

  it('previews a stored image by its URL', () => {
    renderWithUi(<LogoField initial={{ url: 'https://cdn.test/logo.png' }} />);
    expect(previewSrc('Profile Image preview')).toBe('https://cdn.test/logo.png');
    expect(screen.getByRole('button', { name: 'Change Profile Image' })).toBeTruthy();
  });

  it('previews a chosen file, and releases its object URL on change, remove and unmount', async () => {
    const revoked = trackObjectUrls();
    const { unmount } = renderWithUi(<LogoField initial={{ url: 'https://cdn.test/logo.png' }} />);

    choose('Profile Image', [png('first.png')]);
    expect(await screen.findByText('first.png')).toBeTruthy();
    expect(previewSrc('Profile Image preview')).toBe('blob:1');

    choose('Profile Image', [png('second.png')]);
    expect(await screen.findByText('second.png')).toBeTruthy();
    expect(previewSrc('Profile Image preview')).toBe('blob:2');
    expect(revoked).toEqual(['blob:1']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Profile Image' }));
    expect(screen.queryByAltText('Profile Image preview')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload Profile Image' })).toBeTruthy();
    expect(revoked).toEqual(['blob:1', 'blob:2']);

    choose('Profile Image', [png('third.png')]);
    expect(previewSrc('Profile Image preview')).toBe('blob:3');
    unmount();
    expect(revoked).toEqual(['blob:1', 'blob:2', 'blob:3']);
  });

  it('hands the chosen file to the caller unchecked', () => {
    const onChange = vi.fn();
    renderWithUi(<ImageInput label="Cover Image" value={undefined} onChange={onChange} />);
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    choose('Cover Image', [text]);
    expect(onChange).toHaveBeenCalledWith(text);
  });

  it('shows the error under the field and describes the button with it', () => {
    renderWithUi(<LogoField error="Only PNG, GIF and JPG images are allowed." />);
    const error = screen.getByText('Only PNG, GIF and JPG images are allowed.');
    const button = screen.getByRole('button', { name: 'Upload Profile Image' });
    expect(button.getAttribute('aria-describedby')).toBe(error.id);
    expect(screen.getByLabelText('Profile Image').getAttribute('aria-invalid')).toBe('true');
  });
});

function CoverList({ error }: { error?: string }) {
  const [covers, setCovers] = useState<(File | { url: string })[]>([{ url: 'https://cdn.test/c1.png' }]);
  return (
    <ImageListInput
      label="Cover Images"
      itemName="Cover"
      images={covers}
      onAdd={(files) => setCovers((current) => [...current, ...files])}
      onRemove={(index) => setCovers((current) => current.filter((_, i) => i !== index))}
      error={error}
      required
    />
  );
}

describe('ImageListInput', () => {
  it('adds several files, previews each with its number and removes the chosen one', () => {
    const revoked = trackObjectUrls();
    renderWithUi(<CoverList />);
    const input = screen.getByLabelText('Cover Images') as HTMLInputElement;
    expect(input.multiple).toBe(true);

    fireEvent.change(input, { target: { files: [png('c2.png'), png('c3.png')] } });
    expect(screen.getAllByAltText(/Cover image \d preview/).map((img) => img.getAttribute('src'))).toEqual([
      'https://cdn.test/c1.png',
      'blob:1',
      'blob:2',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Cover 1' }));
    expect(screen.getAllByAltText(/Cover image \d preview/).map((img) => img.getAttribute('alt'))).toEqual([
      'Cover image 1 preview',
      'Cover image 2 preview',
    ]);
    expect(previewSrc('Cover image 1 preview')).toMatch(/^blob:/);
    expect(screen.queryByRole('button', { name: 'Remove Cover 3' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Cover Images' })).toBeTruthy();
    // The shifted items show fresh object URLs; the ones no longer shown are released.
    expect([...revoked].sort()).toEqual(['blob:1', 'blob:2']);
    const shown = screen.getAllByAltText(/Cover image \d preview/).map((img) => img.getAttribute('src'));
    expect(shown.some((src) => revoked.includes(src ?? ''))).toBe(false);
  });

  it('shows the error under the list', () => {
    renderWithUi(<CoverList error="Maximum 3 cover images are allowed." />);
    expect(screen.getByText('Maximum 3 cover images are allowed.')).toBeTruthy();
  });
});
