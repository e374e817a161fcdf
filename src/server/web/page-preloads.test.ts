import { describe, expect, it } from 'vitest';
import { preloadLinks, type ViteManifest } from './page-preloads.ts';

const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-A.js',
    isEntry: true,
    imports: ['_react-B.js'],
    css: ['assets/index-A.css'],
  },
  '_react-B.js': { file: 'assets/react-B.js' },
  '_client-C.js': {
    file: 'assets/client-C.js',
    imports: ['_react-B.js', 'index.html'],
    css: ['assets/client-C.css'],
  },
  'src/page.tsx': {
    file: 'assets/page-D.js',
    imports: ['_client-C.js', 'index.html', '_react-B.js'],
    css: ['assets/page-D.css'],
  },
};

describe('preloadLinks', () => {
  it('lists the page’s chunks and styles the entry does not already load', () => {
    expect(
      preloadLinks(manifest, 'src/page.tsx')
        .split('\n')
        .map((line) => line.trim()),
    ).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/page-D.css" />',
      '<link rel="stylesheet" crossorigin href="/assets/client-C.css" />',
      '<link rel="modulepreload" crossorigin href="/assets/page-D.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/client-C.js" />',
    ]);
  });

  it('is empty without a manifest or for a module it does not know', () => {
    expect(preloadLinks(null, 'src/page.tsx')).toBe('');
    expect(preloadLinks(manifest, 'src/other.tsx')).toBe('');
  });
});
