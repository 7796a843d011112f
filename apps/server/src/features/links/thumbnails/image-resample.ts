/** 8-bit RGBA pixels, row by row, as pngjs and jpeg-js decode them. */
export type RgbaImage = { width: number; height: number; data: Uint8Array };

/** The image at most `maxWidth` pixels wide, aspect ratio kept; never enlarged. */
export function downscaleToWidth(image: RgbaImage, maxWidth: number): RgbaImage {
  if (image.width <= maxWidth) return image;
  const height = Math.max(1, Math.round((image.height * maxWidth) / image.width));
  return resampleArea(image, maxWidth, height);
}

/**
 * Area-average (box) resampling for shrinking: each target pixel is the mean of the source
 * area it covers, partly covered source pixels counted by their share. Colours are averaged
 * weighted by alpha, so fully transparent pixels do not bleed their (meaningless) colour in.
 */
export function resampleArea(image: RgbaImage, width: number, height: number): RgbaImage {
  const columns = coverage(image.width, width);
  const rows = coverage(image.height, height);
  const source = image.data;
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let red = 0;
      let green = 0;
      let blue = 0;
      let alpha = 0;
      let area = 0;
      for (const row of rows[y] ?? []) {
        for (const column of columns[x] ?? []) {
          const weight = row.weight * column.weight;
          const i = (row.index * image.width + column.index) * 4;
          const opacity = (source[i + 3] ?? 0) * weight;
          red += (source[i] ?? 0) * opacity;
          green += (source[i + 1] ?? 0) * opacity;
          blue += (source[i + 2] ?? 0) * opacity;
          alpha += opacity;
          area += weight;
        }
      }
      const o = (y * width + x) * 4;
      if (alpha > 0) {
        data[o] = Math.round(red / alpha);
        data[o + 1] = Math.round(green / alpha);
        data[o + 2] = Math.round(blue / alpha);
      }
      data[o + 3] = Math.round(alpha / area);
    }
  }
  return { width, height, data };
}

type Span = { index: number; weight: number };

/** For each of `target` pixels along one axis, the source pixels it covers and by how much. */
function coverage(source: number, target: number): Span[][] {
  const scale = source / target;
  return Array.from({ length: target }, (_, i) => {
    const start = i * scale;
    const end = Math.min(source, (i + 1) * scale);
    const spans: Span[] = [];
    for (let index = Math.floor(start); index < end; index += 1) {
      const weight = Math.min(end, index + 1) - Math.max(start, index);
      if (weight > 0) spans.push({ index, weight });
    }
    return spans;
  });
}
