import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveBlob, saveDownload, saveText } from './saveBlob';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function stubUrls() {
  const created: Blob[] = [];
  const revoke = vi.fn();
  Object.assign(URL, {
    createObjectURL: vi.fn((b: Blob) => {
      created.push(b);
      return `blob:test/${created.length}`;
    }),
    revokeObjectURL: revoke,
  });
  return { created, revoke };
}

describe('saveBlob', () => {
  it('clicks a hidden anchor with the file name, removes it, revokes the URL later', () => {
    vi.useFakeTimers();
    const { created, revoke } = stubUrls();
    const clicks: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });
    const blob = new Blob(['x'], { type: 'application/pdf' });
    saveBlob(blob, 'Zmluva č. 1.pdf');
    expect(clicks).toEqual([{ href: 'blob:test/1', download: 'Zmluva č. 1.pdf', attached: true }]);
    expect(created[0]).toBe(blob);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    expect(revoke).toHaveBeenCalledWith('blob:test/1');
  });

  it('saveDownload keeps the content type; saveText writes JSON', async () => {
    const { created } = stubUrls();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    saveDownload({ blob: new Blob(['a']), fileName: 'a.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    saveText('{"a":1}', 'report.json');
    expect(created[0]?.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(created[1]?.type).toBe('application/json;charset=utf-8');
    expect(await created[1]?.text()).toBe('{"a":1}');
  });
});
