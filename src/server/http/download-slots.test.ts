import { describe, expect, it } from 'vitest';
import { DownloadSlots } from './download-slots';

describe('heavy downloads in flight', () => {
  it('allow one per person and a few for the server, and are given back once', () => {
    const slots = new DownloadSlots(2);
    const releaseA = slots.take('a');
    expect(() => slots.take('a')).toThrow(expect.objectContaining({ code: 'download/in-progress' }));
    const releaseB = slots.take('b');
    expect(() => slots.take('c')).toThrow(expect.objectContaining({ code: 'download/busy' }));
    releaseA();
    releaseA();
    const releaseC = slots.take('c');
    expect(() => slots.take('d')).toThrow(expect.objectContaining({ code: 'download/busy' }));
    releaseB();
    releaseC();
    slots.take('a');
  });
});
