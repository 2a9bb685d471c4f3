import { Box, chakra } from '@chakra-ui/react';
import type { ImageValue } from '@keyclub/domain';
import { useEffect, useState } from 'react';

/** A displayable URL for a stored image or a new upload; the upload's object URL is released on change and unmount. */
export function useImageUrl(image: ImageValue | null | undefined): string | undefined {
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    if (!(image instanceof Blob)) return setObjectUrl(undefined);
    const url = URL.createObjectURL(image);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);
  if (image instanceof Blob) return objectUrl;
  return image && 'url' in image ? image.url : undefined;
}

export interface ImagePreviewProps {
  image: ImageValue | null | undefined;
  alt: string;
  /** Width / height of the frame; its height is fixed. */
  aspectRatio?: number;
}

/** A fixed-height frame showing the image (or an empty frame until there is one). */
export function ImagePreview({ image, alt, aspectRatio = 1 }: ImagePreviewProps) {
  const src = useImageUrl(image);
  return (
    <Box
      h="32"
      aspectRatio={aspectRatio}
      maxW="full"
      flexShrink={0}
      borderWidth="1px"
      borderRadius="md"
      overflow="hidden"
      bg="bg.muted"
    >
      {/* chakra.img, not Chakra's Image: the forms load no separate Image chunk for it. */}
      {src ? <chakra.img src={src} alt={alt} w="full" h="full" objectFit="cover" /> : null}
    </Box>
  );
}
