import { Box, Image, Text } from '@chakra-ui/react';
import { MESSAGES } from '@keyclub/domain';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** CSS pixels per side: large enough for a door scanner a step away. SVG stays sharp on any screen. */
const SIZE = '280px';

/** A QR code of `text`, black on white with the standard quiet zone, as an SVG image. */
export function QrCodeImage({ text, label }: { text: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    setFailed(false);
    QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }).then(
      (markup) => current && setSvg(markup),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [text]);
  if (failed) return <Text color="fg.error">{MESSAGES.errors.default}</Text>;
  if (svg === null) return <Box boxSize={SIZE} bg="bg.muted" rounded="md" />;
  return (
    <Image src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={label} boxSize={SIZE} />
  );
}
