// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { runBulk, type BulkItem } from '../../src/components/list/runBulk';

afterEach(() => localStorage.clear());

it('counts no row as done once a 401 ended the session, and sends no further row', async () => {
  localStorage.setItem('admin', JSON.stringify({ token: 'T0K', email: 'admin@garagehub.in', role: 'admin' }));
  const items: BulkItem[] = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id, label: id, state: 'waiting' }));
  const sentIds: unknown[] = [];
  // react-admin's data provider answers `{data:{}}` after the 401 that cleared the session.
  const send = async (item: BulkItem) => {
    sentIds.push(item.id);
    if (item.id === 'b') localStorage.removeItem('admin');
    return { data: {} };
  };
  const result = await runBulk(items, send, { onChange: () => undefined, stopped: () => false, concurrency: 1 });
  expect(sentIds).toEqual(['a', 'b']);
  expect(result.map((item) => item.state)).toEqual(['done', 'not_sent', 'not_sent', 'not_sent', 'not_sent', 'not_sent']);
});
