import { Button, Stack, Wrap } from '@chakra-ui/react';
import type { ImageValue } from '@keyclub/domain';
import type { ReactNode } from 'react';
import { FormField } from './form-field.tsx';
import { ImageFileButton } from './image-file-button.tsx';
import { ImagePreview } from './image-preview.tsx';

export interface ImageListInputProps {
  /** Names the file input; the add button reads "Add <label>". */
  label: string;
  /** One image of the list, numbered from 1: "Remove <itemName> 2", alt "<itemName> image 2 preview". */
  itemName: string;
  images: readonly ImageValue[];
  /** The chosen files, unchecked: the caller validates them and decides which join the list. */
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  error?: string | undefined;
  required?: boolean;
  aspectRatio?: number;
  /** Guidance under the images (sizes, shapes), read with the file input. */
  helper?: ReactNode;
}

/** Several PNG/GIF/JPG images: a preview with a Remove button for each, an add button, error text. */
export function ImageListInput({
  label,
  itemName,
  images,
  onAdd,
  onRemove,
  error,
  required,
  aspectRatio,
  helper,
}: ImageListInputProps) {
  return (
    <FormField label={label} error={error} required={required} helper={helper}>
      <Stack gap="3">
        {images.length > 0 ? (
          <Wrap as="ul" gap="4" listStyleType="none" p="0" m="0">
            {images.map((image, index) => (
              // New uploads have no id; an item is known by its position, as its name says.
              <Stack as="li" key={index} gap="2">
                <ImagePreview
                  image={image}
                  alt={`${itemName} image ${index + 1} preview`}
                  aspectRatio={aspectRatio}
                />
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  alignSelf="flex-start"
                  onClick={() => onRemove(index)}
                >
                  Remove {itemName} {index + 1}
                </Button>
              </Stack>
            ))}
          </Wrap>
        ) : null}
        <ImageFileButton label={label} multiple onFiles={onAdd}>{`Add ${label}`}</ImageFileButton>
      </Stack>
    </FormField>
  );
}
