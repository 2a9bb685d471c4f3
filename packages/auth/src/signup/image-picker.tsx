import { Box, Button, Field, HStack, Image, Text } from '@chakra-ui/react';
import { IMAGE_MIME_TYPES } from '@keyclub/domain';
import { useEffect, useRef, useState } from 'react';

interface ImagePickerProps {
  label: string;
  value: File | undefined;
  onChange: (file: File) => void;
  error?: string | undefined;
}

/** Picks one PNG/GIF/JPG and previews it; the form's schema reports a wrong type or size. */
export function ImagePicker({ label, value, onChange, error }: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!value) return setPreview(null);
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label>{label}</Field.Label>
      <HStack gap="4">
        <Box boxSize="20" borderWidth="1px" borderRadius="md" overflow="hidden" bg="bg.muted" flexShrink={0}>
          {preview ? <Image src={preview} alt={`${label} preview`} boxSize="full" objectFit="cover" /> : null}
        </Box>
        <Box>
          <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
            {value ? 'Change' : 'Upload'} {label}
          </Button>
          {value ? (
            <Text fontSize="xs" color="fg.muted" mt="1">
              {value.name}
            </Text>
          ) : null}
        </Box>
      </HStack>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={label}
        accept={IMAGE_MIME_TYPES.join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onChange(file);
          event.target.value = '';
        }}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
