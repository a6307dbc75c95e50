import { describe, expect, it } from 'vitest';
import { mayOpenGallery } from './GalleryPage';

describe('widget gallery access', () => {
  it('opens in the local environment and for core administrators only', () => {
    expect(mayOpenGallery('local', 'portal', new Set())).toBe(true);
    expect(mayOpenGallery('production', 'core', new Set(['ADMIN']))).toBe(true);
    expect(mayOpenGallery('production', 'portal', new Set(['ADMIN']))).toBe(false);
    expect(mayOpenGallery('test', 'core', new Set(['enums#read']))).toBe(false);
  });
});
