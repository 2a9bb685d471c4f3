import { Box, Image, Input, Stack, Text } from '@chakra-ui/react';
import { IMAGE_MIME_TYPES, type ImageValue } from '@keyclub/domain';
import { useEffect, useState } from 'react';
import { FormField } from '../../forms/form-field.tsx';

/** What to show for an image field: the stored image's URL, or a local URL of the newly chosen file. */
function usePreviewUrl(value: ImageValue | null | undefined): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!(value instanceof Blob)) return setObjectUrl(null);
    const url = URL.createObjectURL(value);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);
  if (value instanceof Blob) return objectUrl;
  return value && 'url' in value ? value.url : null;
}

interface ImageFieldProps {
  label: string;
  /** The preview's alt text. */
  alt: string;
  value: ImageValue | null | undefined;
  onChange: (file: File) => void;
  error?: string | undefined;
  aspectRatio: number;
  previewWidth: string;
}

/** An image upload (PNG, GIF or JPG) with a preview of the current image. */
export function ImageField({
  label,
  alt,
  value,
  onChange,
  error,
  aspectRatio,
  previewWidth,
}: ImageFieldProps) {
  const previewUrl = usePreviewUrl(value);
  return (
    <FormField label={label} error={error}>
      <Stack gap="2" w="full">
        <Box
          w={previewWidth}
          maxW="full"
          aspectRatio={aspectRatio}
          borderRadius="md"
          borderWidth="1px"
          overflow="hidden"
          bg="bg.muted"
        >
          {previewUrl ? (
            <Image src={previewUrl} alt={alt} w="full" h="full" objectFit="cover" />
          ) : (
            <Text p="3" fontSize="sm" color="fg.muted">
              No image yet
            </Text>
          )}
        </Box>
        <Input
          type="file"
          accept={IMAGE_MIME_TYPES.join(',')}
          p="1.5"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onChange(file);
          }}
        />
      </Stack>
    </FormField>
  );
}
