import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

/**
 * The files the console saves (src/lib/saveFile.ts), caught where the browser would start the
 * download: the returned mock is called with the file's blob and name as its link is clicked, and
 * jsdom does not follow the link. The console's own saveFile runs, so no module is replaced and the
 * file shares the modules of the other component files (build/testProjects.ts).
 */
export function caughtDownloads() {
  const download = vi.fn<(file: Blob, fileName: string) => void>();
  const spies: MockInstance[] = [];
  beforeEach(() => {
    download.mockClear();
    const blobs = new Map<string, Blob>();
    const createObjectURL = URL.createObjectURL.bind(URL);
    spies.push(
      vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        const url = createObjectURL(blob);
        blobs.set(url, blob as Blob);
        return url;
      }),
    );
    const click = HTMLElement.prototype.click;
    spies.push(
      vi.spyOn(HTMLElement.prototype, 'click').mockImplementation(function (this: HTMLElement) {
        if (this instanceof HTMLAnchorElement && this.download && blobs.has(this.href)) download(blobs.get(this.href)!, this.download);
        else click.call(this);
      }),
    );
  });
  afterEach(() => {
    for (const spy of spies.splice(0)) spy.mockRestore();
  });
  return download;
}

/** A saved file's bytes. */
export const bytesOf = async (file: Blob) => new Uint8Array(await file.arrayBuffer());
