import sharp from 'sharp';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** An image rendered locally from an SVG: a diagonal gradient, soft circles and the given lines. */
export function renderDemoImage(options: {
  width: number;
  height: number;
  palette: [string, string];
  lines: string[];
  /** PNG unless told. */
  format?: 'png' | 'jpeg';
}): Promise<Buffer> {
  const { width, height, palette, lines, format = 'png' } = options;
  const fontSize = Math.round(Math.min(width / 14, height / 6));
  const firstLineY = height / 2 - ((lines.length - 1) * fontSize * 1.3) / 2 + fontSize / 3;
  const text = lines
    .map(
      (line, index) =>
        `<text x="50%" y="${firstLineY + index * fontSize * 1.3}" font-family="DejaVu Sans, sans-serif" font-size="${index === 0 ? fontSize : Math.round(fontSize * 0.6)}" font-weight="${index === 0 ? 700 : 400}" fill="#ffffff" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/>
    </linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <circle cx="${width * 0.82}" cy="${height * 0.2}" r="${Math.min(width, height) * 0.45}" fill="url(#glow)"/>
  <circle cx="${width * 0.12}" cy="${height * 0.9}" r="${Math.min(width, height) * 0.3}" fill="url(#glow)"/>
  ${text}
</svg>`;
  const image = sharp(Buffer.from(svg));
  return (format === 'jpeg' ? image.jpeg({ quality: 85 }) : image.png()).toBuffer();
}
