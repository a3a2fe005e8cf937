import { describe, expect, it } from 'vitest';
import { addFiles, matchesType, moveFiles, type UploadFile } from './selection.js';

const picked = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type });

const counter = () => {
  let next = 0;
  return () => `new-${++next}`;
};

describe('matchesType', () => {
  it('accepts anything without a list', () => {
    expect(matchesType(picked('a.bin', 'application/octet-stream'), [])).toBe(true);
  });

  it('matches exact types, families and extensions, whatever the case', () => {
    const accept = ['image/png', 'video/*', '.PDF'];
    expect(matchesType(picked('a.png', 'image/png'), accept)).toBe(true);
    expect(matchesType(picked('a.mp4', 'video/mp4'), accept)).toBe(true);
    expect(matchesType(picked('terms.pdf', ''), accept)).toBe(true);
    expect(matchesType(picked('a.jpg', 'image/jpeg'), accept)).toBe(false);
    expect(matchesType(picked('a.pdf.exe', 'application/x-msdownload'), accept)).toBe(false);
  });
});

describe('addFiles', () => {
  const stored: UploadFile = { id: 'stored', name: 'front.jpg', url: '/uploads/front.jpg' };

  it('appends accepted files after the current ones, with fresh ids', () => {
    const { files, rejections } = addFiles(
      [stored],
      [picked('side.png', 'image/png')],
      { accept: ['image/*'] },
      counter(),
    );
    expect(rejections).toEqual([]);
    expect(files.map((entry) => [entry.id, entry.name])).toEqual([
      ['stored', 'front.jpg'],
      ['new-1', 'side.png'],
    ]);
    expect(files[1]?.file).toBeInstanceOf(File);
  });

  it('leaves out files of the wrong type or too large, and keeps going', () => {
    const { files, rejections } = addFiles(
      [],
      [
        picked('notes.txt', 'text/plain'),
        picked('huge.png', 'image/png', 101),
        picked('ok.png', 'image/png', 100),
      ],
      { accept: ['image/png'], maxSize: 100 },
      counter(),
    );
    expect(files.map((entry) => entry.name)).toEqual(['ok.png']);
    expect(rejections).toEqual([
      { name: 'notes.txt', reason: 'type' },
      { name: 'huge.png', reason: 'size' },
    ]);
  });

  it('takes files in order until the count is reached', () => {
    const { files, rejections } = addFiles(
      [stored],
      [picked('a.png', 'image/png'), picked('b.png', 'image/png'), picked('c.png', 'image/png')],
      { maxFiles: 2 },
      counter(),
    );
    expect(files.map((entry) => entry.name)).toEqual(['front.jpg', 'a.png']);
    expect(rejections).toEqual([
      { name: 'b.png', reason: 'count' },
      { name: 'c.png', reason: 'count' },
    ]);
  });
});

describe('moveFiles', () => {
  const list = ['a', 'b', 'c', 'd'].map((id) => ({ id, name: `${id}.png` }));
  const ids = (files: UploadFile[]) => files.map((entry) => entry.id).join('');

  it('moves one entry before or after another', () => {
    expect(ids(moveFiles(list, new Set(['d']), 'b', 'before'))).toBe('adbc');
    expect(ids(moveFiles(list, new Set(['a']), 'c', 'after'))).toBe('bcad');
  });

  it('moves several entries together, keeping their order', () => {
    expect(ids(moveFiles(list, new Set(['d', 'a']), 'c', 'before'))).toBe('badc');
  });

  it('leaves the list as it was when the target is unknown or moving', () => {
    expect(ids(moveFiles(list, new Set(['a']), 'zz', 'after'))).toBe('abcd');
    expect(ids(moveFiles(list, new Set(['a']), 'a', 'after'))).toBe('abcd');
  });
});
