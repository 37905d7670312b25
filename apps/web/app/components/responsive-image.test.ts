import { describe, expect, it } from 'vitest';
import { compactImage, imageSrcset } from './responsive-image';

const widths = (srcset: string | null) => srcset?.split(', ').map((entry) => entry.split(' ')[1]);

describe('image srcset', () => {
  it('keeps the srcset the API sent', () => {
    const srcset = '/api/images/a/320.webp 320w, /api/images/a/640.webp 640w';
    expect(imageSrcset({ src: '/api/images/a/640.webp', srcset, width: 10, height: 10 })).toBe(srcset);
  });

  it('offers every width of a swatch or upload sent with one rendition', () => {
    const swatch = imageSrcset({ src: '/api/images/swatch/2b2d31/320.webp', srcset: null, width: 320, height: 320 });
    expect(widths(swatch)).toEqual(['320w', '640w', '768w', '1024w', '1280w', '1536w']);
    expect(swatch?.split(', ')[5]).toBe('/api/images/swatch/2b2d31/1536.webp 1536w');
    const fabric = imageSrcset({
      src: '/api/images/fabric/rib/2b2d31/320.webp',
      srcset: null,
      width: 320,
      height: 320,
    });
    expect(fabric?.split(', ')[5]).toBe('/api/images/fabric/rib/2b2d31/1536.webp 1536w');
    const draped = imageSrcset({
      src: '/api/images/fabric/velour-drape/6d1f2b/640.webp',
      srcset: null,
      width: 640,
      height: 640,
    });
    expect(widths(draped)).toEqual(['320w', '640w', '768w', '1024w', '1280w', '1536w']);
    const upload = imageSrcset({
      src: '/api/images/0b8f8a52-3f43-4c39-9a8e-1d2c3b4a5e6f/640.webp',
      srcset: null,
      width: 800,
      height: 600,
    });
    expect(widths(upload)).toHaveLength(6);
  });

  it('invents no widths for a picture kept elsewhere', () => {
    expect(imageSrcset({ src: 'https://woo.example/wp-content/a.jpg', srcset: null, width: null, height: null })).toBe(
      null,
    );
    expect(imageSrcset({ src: '/api/images/../../etc/640.webp', srcset: null, width: null, height: null })).toBe(null);
    expect(imageSrcset({ src: '/api/images/fabric/../../etc/640.webp', srcset: null, width: null, height: null })).toBe(
      null,
    );
  });

  it('offers no rendition wider than a small display can use, keeping the narrowest', () => {
    const fabric = { src: '/api/images/fabric/rib/2b2d31/640.webp', srcset: null, width: 1536, height: 1536 };
    expect(widths(imageSrcset(fabric, 1024))).toEqual(['320w', '640w', '768w', '1024w']);
    expect(widths(imageSrcset(fabric, 100))).toEqual(['320w']);
    const sent = '/w/a-320.webp 320w, /w/a-1280.webp 1280w, /w/a-640.webp 640w';
    expect(imageSrcset({ src: '/w/a-640.webp', srcset: sent, width: null, height: null }, 700)).toBe(
      '/w/a-320.webp 320w, /w/a-640.webp 640w',
    );
  });

  it("drops from a page's data only a srcset the browser can derive from src", () => {
    const base = '/api/images/0b8f8a52-3f43-4c39-9a8e-1d2c3b4a5e6f';
    const full = [320, 640, 768, 1024, 1280, 1536].map((width) => `${base}/${width}.webp ${width}w`).join(', ');
    const upload = { src: `${base}/640.webp`, srcset: full, width: 800, height: 600 };
    expect(compactImage(upload)).toEqual({ ...upload, srcset: null });
    expect(imageSrcset(compactImage(upload))).toBe(full);
    const partial = { ...upload, srcset: `${base}/320.webp 320w, ${base}/640.webp 640w` };
    expect(compactImage(partial)).toBe(partial);
    const foreign = {
      src: 'https://woo.example/a.jpg',
      srcset: 'https://woo.example/a-2x.jpg 2x',
      width: 1,
      height: 1,
    };
    expect(compactImage(foreign)).toBe(foreign);
  });
});
