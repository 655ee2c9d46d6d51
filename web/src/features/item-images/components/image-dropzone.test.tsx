import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ImageDropzone, SINGLE_IMAGE_MESSAGE, SIZE_LIMIT_HINT, SUPPORTED_FORMATS_HINT } from './image-dropzone';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('ImageDropzone', () => {
  it('shows the formats hint and passes on accepted images only, with the generic message for others', async () => {
    const onFiles = vi.fn();
    render(<ImageDropzone multiple onFiles={onFiles} />);
    expect(screen.getByText(SUPPORTED_FORMATS_HINT)).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('image-file-input'), { target: { files: [file('a.jpg', 'image/jpeg'), file('b.webp', 'image/webp'), file('c.svg', 'image/svg+xml')] } });
    await waitFor(() => expect(onFiles).toHaveBeenCalledOnce());
    expect(onFiles.mock.calls[0]![0].map((f: File) => f.name)).toEqual(['a.jpg', 'b.webp']);
    expect(await screen.findByText(/^c\.svg: File type must be /)).toBeInTheDocument();
  });

  it('is a button named by its visible call to action, described by the hints, with nothing focusable inside it', () => {
    render(<ImageDropzone multiple={false} label="Last opp eller bytt bilde" onFiles={vi.fn()} />);
    const dropzone = screen.getByRole('button', { name: 'Last opp eller bytt bilde' });
    expect(dropzone).toHaveAccessibleDescription(`${SUPPORTED_FORMATS_HINT} ${SIZE_LIMIT_HINT}`);
    expect(dropzone.querySelector('input, button, a, [tabindex]')).toBeNull();
  });

  it("single mode refuses several files with 'Only one image can be uploaded at a time'", async () => {
    const onFiles = vi.fn();
    render(<ImageDropzone multiple={false} label="Last opp eller bytt bilde" onFiles={onFiles} />);
    fireEvent.change(screen.getByTestId('image-file-input'), { target: { files: [file('a.jpg', 'image/jpeg'), file('b.png', 'image/png')] } });
    expect(await screen.findByText(SINGLE_IMAGE_MESSAGE)).toBeInTheDocument();
    expect(onFiles).not.toHaveBeenCalled();
  });
});
