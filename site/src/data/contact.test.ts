import { describe, expect, it } from 'vitest';
import { site } from '../config/site';
import { messageCopy } from '@company/contract/messages';
import { contactDetails, contactMap, contactMeta, officePhotos } from './contact';
import { contactForm } from '@company/contract/forms';

describe('contact', () => {
  it('asks for name, e-mail, subject and message, the company being optional', () => {
    const required = Object.entries(contactForm.fields)
      .filter(([, field]) => field.required)
      .map(([name]) => name);
    expect(required).toEqual(['name', 'email', 'subject', 'message']);
  });

  it('has the spec’s confirmation, and a failure message that gives the other ways to reach the company', () => {
    expect(contactForm.successTitle).toBe('Message envoyé avec succès\u00a0!');
    expect(contactForm.successText).toBe('Nous vous répondrons dans les plus brefs délais.');
    expect(messageCopy.unreachableText).toContain(site.email);
    expect(messageCopy.unreachableText).toContain(site.phone);
  });

  it('shows three office pictures, each with its own French description', () => {
    expect(officePhotos.map((photo) => photo.id)).toEqual(['reception', 'open-space', 'meeting-room']);
    for (const photo of officePhotos) {
      expect(photo.alt.length).toBeGreaterThan(30);
      expect(photo.caption).not.toBe('');
    }
  });

  it('opens the town on OpenStreetMap, at the configured area, with no pin on a guessed address', () => {
    const { latitude, longitude, zoom } = site.mapArea;
    const url = new URL(contactMap.openHref);
    expect(url.host).toBe('www.openstreetmap.org');
    expect(url.search).toBe('');
    expect(url.hash).toBe(`#map=${zoom}/${latitude}/${longitude}`);
    // Two decimals at most: about a kilometre, the town's scale.
    for (const value of [latitude, longitude]) expect(String(value)).toMatch(/^-?\d+(\.\d{1,2})?$/);
  });

  it('takes the phone and e-mail from the site config', () => {
    expect(contactDetails.find((detail) => detail.id === 'phone')?.lines).toEqual([site.phone]);
    expect(contactDetails.find((detail) => detail.id === 'email')?.href).toBe(`mailto:${site.email}`);
  });

  it('has a page description of a useful length', () => {
    expect(contactMeta.description.length).toBeGreaterThanOrEqual(120);
    expect(contactMeta.description.length).toBeLessThanOrEqual(160);
  });
});
