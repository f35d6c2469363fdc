import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { imageSize, jpegComment } from '../../../scripts/image-header.mjs';
import { site } from '../config/site';
import { services } from '../data/services';
import { socialImages } from '../data/socialImages';
import {
  allSocialImages,
  logoPath,
  socialImageAlt,
  socialImageFor,
  socialImageSize,
  socialImageText,
  socialImageUrl,
} from './socialImages';

/** A file of site/public, which the build copies under the base path. */
const publicFile = (path: string) =>
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public', path));

describe('socialImageFor', () => {
  it('gives each section its own image', () => {
    expect(socialImageFor('/')).toBe(socialImages.home);
    expect(socialImageFor('/about')).toBe(socialImages.about);
    expect(socialImageFor('/services')).toBe(socialImages.services);
    expect(socialImageFor('/pricing')).toBe(socialImages.pricing);
    expect(socialImageFor('/security-status')).toBe(socialImages.security);
  });

  it('gives each service page the image headed by its service', () => {
    for (const service of services) {
      const image = socialImageFor(`/services/${service.slug}`);
      expect(image.title).toBe(service.name);
      expect(image.file).toBe(`service-${service.slug}.jpg`);
    }
  });

  it('shares one image across the legal pages, and one across a section’s sub-pages', () => {
    for (const path of ['/legal', '/privacy', '/terms', '/cookies'])
      expect(socialImageFor(path)).toBe(socialImages.legal);
    expect(socialImageFor('/docs/premiers-pas')).toBe(socialImages.docs);
    expect(socialImageFor('/app/admin/users')).toBe(socialImages.placeholder);
  });

  it('falls back to the home image for a path no section claims, never to « en préparation »', () => {
    expect(socialImageFor('/page-inconnue')).toBe(socialImages.home);
    expect(socialImageFor('/services/service-inconnu')).toBe(socialImages.services);
  });
});

describe('social image files', () => {
  it('serves each image from the site’s origin, under the base path', () => {
    expect(socialImageUrl(socialImages.faq)).toBe(`${site.origin}/fr/social/faq.jpg`);
  });

  it('describes each image in French with the text it shows, as sentences', () => {
    expect(socialImageAlt(socialImages.pricing)).toBe(
      `${site.brand}, tarifs. Des tarifs clairs, adaptés à votre croissance. ${socialImages.pricing.subtitle}`,
    );
    for (const image of allSocialImages()) {
      const alt = socialImageAlt(image);
      expect(alt, image.file).toMatch(/\.$/);
      expect(alt, image.file).not.toMatch(/\.\.|undefined|\.jpg/);
    }
  });

  it('has every image drawn, each its own file, a 1200×630 JPEG in site/public/social', () => {
    const images = allSocialImages();
    expect(new Set(images.map((image) => image.file)).size).toBe(images.length);
    const wrong = images
      .map((image) => ({ file: image.file, ...imageSize(publicFile(`/social/${image.file}`)) }))
      .filter(
        ({ type, width, height }) =>
          type !== 'jpeg' || width !== socialImageSize.width || height !== socialImageSize.height,
      );
    expect(wrong).toEqual([]);
  });

  it('has each image drawn from its current text (else run `npm run social-images -w site`)', () => {
    const stale = allSocialImages()
      .filter((image) => jpegComment(publicFile(`/social/${image.file}`)) !== socialImageText(image))
      .map((image) => image.file);
    expect(stale).toEqual([]);
  });

  it('has a square PNG logo of at least 112 px, the least search engines accept', () => {
    const { type, width, height } = imageSize(publicFile(logoPath));
    expect(type).toBe('png');
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(112);
  });
});
