import { Button } from '@chakra-ui/react';
import { IMAGE_MIME_TYPES } from '@keyclub/domain';
import { useRef } from 'react';
import { useField } from './field-context.ts';

const ACCEPT = IMAGE_MIME_TYPES.join(',');

interface ImageFileButtonProps {
  /** The field's label, without its required mark. */
  label: string;
  children: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
}

/**
 * A button opening a hidden PNG/GIF/JPG file input, for use inside a FormField: the input is named
 * after the field (its label minus the required mark), and the button (the keyboard and screen reader
 * control) is described by the error.
 */
export function ImageFileButton({ label, children, multiple, onFiles }: ImageFileButtonProps) {
  const field = useField();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        id={field?.controlId}
        aria-label={label}
        aria-invalid={field?.invalid || undefined}
        type="file"
        hidden
        accept={ACCEPT}
        multiple={multiple}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Choosing the same file again must fire another change.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <Button
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        aria-describedby={[field?.helperTextId, field?.errorTextId].filter(Boolean).join(' ') || undefined}
        onClick={() => input.current?.click()}
      >
        {children}
      </Button>
    </>
  );
}
