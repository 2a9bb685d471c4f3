import { describe, expect, it } from 'vitest';
import { messagesOf } from '../testing/issues.ts';
import {
  businessProfileFormSchema,
  businessProfileImagesSchema,
  businessProfileWithImagesFormSchema,
} from './business-profile-form.ts';

const valid = { name: 'Blue Note', description: 'Jazz club', city: 'New York', state: 'NY' };

describe('businessProfileFormSchema', () => {
  it('accepts the required fields alone, links becoming null', () => {
    expect(businessProfileFormSchema.parse(valid)).toMatchObject({ ...valid, website: null, facebook: null });
  });

  it('requires a name of 2 to 50 characters', () => {
    expect(messagesOf(businessProfileFormSchema, { ...valid, name: '' }, 'name')).toEqual([
      'Business Name is required.',
    ]);
    expect(messagesOf(businessProfileFormSchema, { ...valid, name: 'B' }, 'name')).toEqual([
      'Business Name must be between 2 and 50 characters.',
    ]);
    expect(messagesOf(businessProfileFormSchema, { ...valid, name: 'B'.repeat(50) })).toEqual([]);
    expect(messagesOf(businessProfileFormSchema, { ...valid, name: 'B'.repeat(51) }, 'name')).toEqual([
      'Business Name must be between 2 and 50 characters.',
    ]);
  });

  it('requires description, city (min 2) and state', () => {
    const blank = { name: 'Blue Note', description: '', city: 'N', state: '' };
    expect(messagesOf(businessProfileFormSchema, blank)).toEqual([
      'Description is required.',
      'City must be between 2 and 50 characters.',
      'State is required.',
    ]);
  });

  it('sends social links with https:// when the scheme is missing', () => {
    const parsed = businessProfileFormSchema.parse({
      ...valid,
      website: 'bluenote.example.com',
      instagram: 'https://instagram.com/bluenote',
      twitter: '  ',
    });
    expect(parsed.website).toBe('https://bluenote.example.com');
    expect(parsed.instagram).toBe('https://instagram.com/bluenote');
    expect(parsed.twitter).toBeNull();
  });

  it('refuses links that are not web links', () => {
    expect(
      messagesOf(businessProfileFormSchema, { ...valid, facebook: 'javascript:alert(1)' }, 'facebook'),
    ).toEqual(['Please enter a valid link.']);
  });
});

describe('businessProfileImagesSchema', () => {
  it('requires both images with the spec messages', () => {
    expect(messagesOf(businessProfileImagesSchema, {})).toEqual([
      'Profile Image is required',
      'Cover Image is required',
    ]);
  });

  it('accepts new uploads and stored images', () => {
    const logo = { size: 1024, type: 'image/png' };
    expect(messagesOf(businessProfileImagesSchema, { logo, cover: { url: '/files/cover.jpg' } })).toEqual([]);
  });
});

describe('businessProfileWithImagesFormSchema', () => {
  it('checks the text fields and both images in one form', () => {
    expect(messagesOf(businessProfileWithImagesFormSchema, { ...valid, name: '' })).toEqual([
      'Business Name is required.',
      'Profile Image is required',
      'Cover Image is required',
    ]);
    const images = { logo: { url: '/files/logo.png' }, cover: { url: '/files/cover.jpg' } };
    expect(businessProfileWithImagesFormSchema.parse({ ...valid, ...images })).toMatchObject({
      ...valid,
      ...images,
    });
  });
});

describe('businessProfileFormSchema bounds', () => {
  it('refuses social links longer than 2048 characters', () => {
    const website = `example.com/${'a'.repeat(2048)}`;
    expect(messagesOf(businessProfileFormSchema, { ...valid, website }, 'website')).toEqual([
      'Links must be at most 2,048 characters.',
    ]);
  });
});
