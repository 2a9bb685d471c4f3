import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ImageValue } from '@keyclub/domain';
import type { ReactNode } from 'react';
import { FormField } from './form-field.tsx';
import { ImageFileButton } from './image-file-button.tsx';
import { ImagePreview } from './image-preview.tsx';

export interface ImageInputProps {
  /** Names the file input and its buttons ("Upload …", "Change …", "Remove …"). */
  label: string;
  /** A newly chosen file or the stored image's `{ url }`. */
  value: ImageValue | null | undefined;
  /** The chosen file, unchecked: the caller validates it (e.g. with `checkImageFile` or its schema). */
  onChange: (file: File) => void;
  /** Shows a Remove button while there is an image. */
  onRemove?: () => void;
  error?: string | undefined;
  required?: boolean;
  /** Defaults to "<label> preview". */
  previewAlt?: string;
  /** Width / height of the preview. */
  aspectRatio?: number;
  /** Guidance under the images (sizes, shapes), read with the file input. */
  helper?: ReactNode;
}

/** One PNG/GIF/JPG image: label, preview, upload/change (and remove) buttons, error text underneath. */
export function ImageInput({
  label,
  value,
  onChange,
  onRemove,
  error,
  required,
  previewAlt = `${label} preview`,
  aspectRatio,
  helper,
}: ImageInputProps) {
  return (
    <FormField label={label} error={error} required={required} helper={helper}>
      <HStack gap="4" align="flex-end" flexWrap="wrap">
        <ImagePreview image={value} alt={previewAlt} aspectRatio={aspectRatio} />
        <Stack gap="1" minW="0">
          {value instanceof File ? (
            <Text fontSize="xs" color="fg.muted" truncate>
              {value.name}
            </Text>
          ) : null}
          <HStack>
            <ImageFileButton label={label} onFiles={([file]) => file && onChange(file)}>
              {`${value ? 'Change' : 'Upload'} ${label}`}
            </ImageFileButton>
            {onRemove && value ? (
              <Button size="sm" variant="ghost" colorPalette="red" onClick={onRemove}>
                Remove {label}
              </Button>
            ) : null}
          </HStack>
        </Stack>
      </HStack>
    </FormField>
  );
}
