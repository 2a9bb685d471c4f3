import { Image } from '@chakra-ui/react';
import type { ImageValue } from '@keyclub/domain';
import { useEffect, useState } from 'react';

/** A displayable URL for a stored image or a new upload (an object URL released on unmount). */
function useImageUrl(image: ImageValue): string | undefined {
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    if (!(image instanceof Blob)) return;
    const url = URL.createObjectURL(image);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);
  return image instanceof Blob ? objectUrl : 'url' in image ? image.url : undefined;
}

export function ImagePreview({ image, alt }: { image: ImageValue; alt: string }) {
  const src = useImageUrl(image);
  return src ? (
    <Image src={src} alt={alt} w="40" h="36" objectFit="cover" rounded="md" borderWidth="1px" />
  ) : null;
}
