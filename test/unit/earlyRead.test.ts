// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { earlyReadAt, EARLY_READS_KEY, rememberEarlyRead } from '../../src/data/listEngine/earlyRead';
import { workerListEngine } from '../../src/data/listEngine/client';
import type { FromWorker, ToWorker } from '../../src/data/listEngine/protocol';
import type { ListSettings } from '../../src/data/listEngine/settings';
import { listSettingsOf } from '../../src/data/listEngine/settings';
import { resources } from '../../src/areas/registry';

const settingsOf = (route: string): ListSettings => listSettingsOf(resources.find((resource) => resource.route === route)!);

afterEach(() => localStorage.clear());

describe("a page's first list, read early at its next load", () => {
  it('is remembered per page for the account that read it, when the worker reads it alone', () => {
    const category = settingsOf('admin/category');
    expect(category.stream?.call.call).toBe('GET /CategoryAdminList');
    rememberEarlyRead('/admin/category', 'admin@garagehub.in', category);
    expect(earlyReadAt('/admin/category', 'admin@garagehub.in')).toEqual(JSON.parse(JSON.stringify(category)));
    expect(earlyReadAt('/admin/services', 'admin@garagehub.in')).toBeUndefined();
    // Another account's load reads nothing early (it may not see that list), nor does a visit without one.
    expect(earlyReadAt('/admin/category', 'catalogue@garagehub.in')).toBeUndefined();
    expect(earlyReadAt('/admin/category', undefined)).toBeUndefined();
  });

  it('forgets a list the worker cannot read without the page, and what another build remembered', () => {
    rememberEarlyRead('/admin/category', 'admin@garagehub.in', { ...settingsOf('admin/category'), stream: undefined });
    expect(localStorage.getItem(EARLY_READS_KEY)).toBeNull();
    rememberEarlyRead('/admin/category', 'admin@garagehub.in', settingsOf('admin/category'));
    const stored = JSON.parse(localStorage.getItem(EARLY_READS_KEY)!);
    localStorage.setItem(EARLY_READS_KEY, JSON.stringify({ ...stored, commit: 'an earlier release' }));
    expect(earlyReadAt('/admin/category', 'admin@garagehub.in')).toBeUndefined();
  });

  it("hands what the worker said before the console took it to the console's engine", () => {
    const sent: ToWorker[] = [];
    const worker = { postMessage: (message: ToWorker) => sent.push(message), addEventListener: () => undefined } as unknown as Worker;
    const said: FromWorker[] = [
      { type: 'progress', route: 'admin/category', fetchFilter: {}, progress: { loaded: 4, complete: false, reloading: false } },
    ];
    const engine = workerListEngine(resources, worker, said);
    const heard: number[] = [];
    engine.subscribe('admin/category', (progress) => heard.push(progress.loaded));
    expect(heard).toEqual([4]);
    expect(engine.arriving.now()).toBe(true);
    expect(sent.map((message) => message.type)).toEqual(['config', 'settings']);
  });
});
