#!/usr/bin/env node
// The Overview's thumbnails: each light visual baseline cropped to what its story shows. A baseline
// is as wide as the test viewport (1200 px), so a button fills a sliver of it, and shrunk into a card
// it shows as a speck. The crop keeps the component and a margin of the uniform background around
// it; the baselines themselves stay as they are, since the visual tests compare stories against
// them. `npm run storybook` and `npm run build-storybook` run this first; `.storybook/main.ts` serves
// the folder it writes as `thumbnails/`.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const baselines = join(root, 'stories/__screenshots__/light');
/** Where the crops go: generated, so out of the repository, and kept between runs as a cache. */
const thumbnailsDir = join(root, 'node_modules/.cache/overview-thumbnails');

/** Background kept around the component, in pixels of the baseline. */
const margin = 12;
/**
 * How far a channel may stray from the background and still count as background: antialiasing and
 * the faintest edge of a shadow are not the component.
 */
const tolerance = 10;

/** The colour most frequent along the image's edges: the page or scrim behind the story. */
function backgroundOf(png) {
  const { width, height, data } = png;
  const counts = new Map();
  const count = (x, y) => {
    const key = data.readUInt32BE((y * width + x) * 4);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  for (let x = 0; x < width; x += 1) {
    count(x, 0);
    count(x, height - 1);
  }
  for (let y = 0; y < height; y += 1) {
    count(0, y);
    count(width - 1, y);
  }
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/** The smallest box holding every pixel that differs from the background; undefined for a blank image. */
function contentBox(png, background) {
  const { width, height, data } = png;
  const bg = [background >>> 24, (background >>> 16) & 0xff, (background >>> 8) & 0xff, background & 0xff];
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      if (
        Math.abs(data[i] - bg[0]) > tolerance ||
        Math.abs(data[i + 1] - bg[1]) > tolerance ||
        Math.abs(data[i + 2] - bg[2]) > tolerance ||
        Math.abs(data[i + 3] - bg[3]) > tolerance
      ) {
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        if (y > bottom) bottom = y;
      }
    }
  }
  return right < 0 ? undefined : { left, top, right, bottom };
}

/**
 * The baseline cut to its content plus the margin, the margin filled with the background where the
 * content comes closer to the edge than that. A blank baseline is kept whole.
 */
function cropToContent(png) {
  const background = backgroundOf(png);
  const box = contentBox(png, background);
  if (!box) return png;
  const left = box.left - margin;
  const top = box.top - margin;
  const width = box.right - box.left + 1 + 2 * margin;
  const height = box.bottom - box.top + 1 + 2 * margin;
  const crop = new PNG({ width, height });
  for (let i = 0; i < width * height; i += 1) crop.data.writeUInt32BE(background, i * 4);
  const fromX = Math.max(left, 0);
  const fromY = Math.max(top, 0);
  const toX = Math.min(left + width, png.width);
  const toY = Math.min(top + height, png.height);
  for (let y = fromY; y < toY; y += 1)
    png.data.copy(
      crop.data,
      ((y - top) * width + (fromX - left)) * 4,
      (y * png.width + fromX) * 4,
      (y * png.width + toX) * 4,
    );
  return crop;
}

/** Every PNG under a folder, as paths relative to it. */
const pngsUnder = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.png'))
    : [];

/**
 * Writes the crop of every baseline that changed since its crop was made (or since this script did),
 * and removes the crops whose baseline is gone. Returns how many it wrote.
 */
function writeThumbnails() {
  const scriptTime = statSync(fileURLToPath(import.meta.url)).mtimeMs;
  // Behaviour scenarios (`*.features.stories.tsx`, ids ending in `-features`) are never a card's thumbnail.
  const sources = pngsUnder(baselines).filter((file) => !dirname(file).endsWith('-features'));
  let written = 0;
  for (const file of sources) {
    const source = join(baselines, file);
    const target = join(thumbnailsDir, file);
    if (existsSync(target) && statSync(target).mtimeMs >= Math.max(statSync(source).mtimeMs, scriptTime)) continue;
    mkdirSync(dirname(target), { recursive: true });
    // The baselines have no transparency; one filter instead of trying all five per row halves the time.
    const crop = cropToContent(PNG.sync.read(readFileSync(source)));
    writeFileSync(target, PNG.sync.write(crop, { colorType: 2, filterType: 4 }));
    written += 1;
  }
  const kept = new Set(sources);
  for (const file of pngsUnder(thumbnailsDir)) if (!kept.has(file)) rmSync(join(thumbnailsDir, file));
  return written;
}

const written = writeThumbnails();
console.log(
  `Overview thumbnails: ${written} cropped, ${pngsUnder(thumbnailsDir).length} in ${relative(root, thumbnailsDir)}`,
);
