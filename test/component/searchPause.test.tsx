import { act, createEvent, fireEvent, render, screen } from '@testing-library/react';
import { TestTranslationProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from '../../src/components/list/FilterBar';

/** The search box alone: what it asks the list to search, and when. */
function renderSearchBox() {
  const onSearch = vi.fn();
  const onPausing = vi.fn();
  render(
    <TestTranslationProvider messages={{}}>
      <SearchBox applied="" onSearch={onSearch} onPausing={onPausing} />
    </TestTranslationProvider>,
  );
  return { onSearch, onPausing, box: screen.getByRole('searchbox') };
}

/** A key that went down `ago` ms before the page handles it (the browser's clock, as its event states). */
function keyDown(box: HTMLElement, ago = 0) {
  const event = createEvent.keyDown(box, { key: 'z' });
  Object.defineProperty(event, 'timeStamp', { value: performance.now() - ago });
  fireEvent(box, event);
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("the search's pause", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('is timed from the key going down, not from when a busy page handled its change', () => {
    const { onSearch, box } = renderSearchBox();
    wait(1000);
    keyDown(box, 120);
    fireEvent.change(box, { target: { value: 'z' } });
    wait(179);
    expect(onSearch).not.toHaveBeenCalled();
    wait(1);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith({ q: 'z' });
  });

  it('is whole for a change no key made (a paste from the menu), and for a key that came up before its change', () => {
    const { onSearch, box } = renderSearchBox();
    wait(1000);
    fireEvent.change(box, { target: { value: 'z' } });
    wait(299);
    expect(onSearch).not.toHaveBeenCalled();
    wait(1);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith({ q: 'z' });
    keyDown(box, 200);
    fireEvent.keyUp(box, { key: 'z' });
    fireEvent.change(box, { target: { value: 'zx' } });
    wait(299);
    expect(onSearch).toHaveBeenCalledTimes(1);
    wait(1);
    expect(onSearch).toHaveBeenLastCalledWith({ q: 'zx' });
  });

  it('keeps half of itself after a long wait, so keys queued behind a long task make one search', () => {
    const { onSearch, box } = renderSearchBox();
    wait(1000);
    keyDown(box, 400);
    fireEvent.change(box, { target: { value: 'z' } });
    keyDown(box, 350);
    fireEvent.change(box, { target: { value: 'zx' } });
    wait(149);
    expect(onSearch).not.toHaveBeenCalled();
    wait(1);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith({ q: 'zx' });
  });

  it('tells halfway through it what it will search, once per pause, so its answer can be asked for ahead', () => {
    const { onSearch, onPausing, box } = renderSearchBox();
    wait(1000);
    keyDown(box);
    fireEvent.change(box, { target: { value: 'z' } });
    wait(100);
    keyDown(box);
    fireEvent.change(box, { target: { value: 'zx' } });
    wait(149);
    expect(onPausing).not.toHaveBeenCalled();
    wait(1);
    expect(onPausing).toHaveBeenCalledExactlyOnceWith({ q: 'zx' });
    expect(onSearch).not.toHaveBeenCalled();
    wait(150);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith({ q: 'zx' });
    expect(onPausing).toHaveBeenCalledTimes(1);
  });
});
