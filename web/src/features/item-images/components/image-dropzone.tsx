import { ACCEPTED_IMAGE_TYPES } from '@rms/schema';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { MAX_UPLOAD_LABEL } from '../lib/upload-errors';

export const SUPPORTED_FORMATS_HINT = 'Supported formats: JPEG, PNG, GIF, WebP';
export const SINGLE_IMAGE_MESSAGE = 'Only one image can be uploaded at a time';
/** The size limit, stated where files are dropped (the server refuses larger ones with 413). */
export const SIZE_LIMIT_HINT = `Maks ${MAX_UPLOAD_LABEL} per bilde`;

/**
 * What the user reads about refused files: react-dropzone's own generic messages ('File type must
 * be ...', 'File is larger than N bytes', 'Too many files'), which the admin screens keep; single mode
 * says 'Only one image can be uploaded at a time' instead of 'Too many files'.
 */
export function rejectionMessages(rejections: FileRejection[], { multiple, dropped }: { multiple: boolean; dropped: number }): string[] {
  if (!multiple && dropped > 1) return [SINGLE_IMAGE_MESSAGE];
  return rejections.flatMap((r) => r.errors.map((e) => `${r.file.name}: ${e.message}`));
}

interface ImageDropzoneProps {
  multiple: boolean;
  onFiles: (files: File[]) => void;
  /** The call to action, e.g. 'Last opp eller bytt bilde'. */
  label?: string;
  disabled?: boolean;
}

export function ImageDropzone({ multiple, onFiles, label = 'Dra bilder hit, eller klikk for å velge', disabled = false }: ImageDropzoneProps) {
  const [errors, setErrors] = useState<string[]>([]);
  const hintId = useId();
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPTED_IMAGE_TYPES,
    multiple,
    maxFiles: multiple ? 0 : 1,
    disabled,
    onDrop: (accepted, rejected) => {
      setErrors(rejectionMessages(rejected, { multiple, dropped: accepted.length + rejected.length }));
      if (accepted.length > 0) onFiles(accepted);
    },
  });
  return (
    <div>
      <div
        {...getRootProps({
          role: 'button',
          'aria-describedby': hintId,
          className: clsx(
            'flex cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors',
            isDragActive ? 'border-accent-500 bg-accent-50' : 'border-slate-300 bg-sand-50 hover:border-navy-700',
            disabled && 'cursor-not-allowed opacity-60',
          ),
        })}
      >
        <p className="font-medium text-navy-950">{isDragActive ? 'Slipp bildene her' : label}</p>
      </div>
      {/* The root is the control and its visible text its name; the hints describe it. The input only carries
          the files: outside the control, since a focusable element inside a button is not reachable as itself. */}
      <input {...getInputProps()} aria-hidden="true" data-testid="image-file-input" />
      <div id={hintId} className="mt-1 text-xs text-slate-600">
        <p>{SUPPORTED_FORMATS_HINT}</p>
        <p>{SIZE_LIMIT_HINT}</p>
      </div>
      {errors.length > 0 && (
        <ul role="alert" className="mt-2 space-y-1 text-sm text-red-800">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
