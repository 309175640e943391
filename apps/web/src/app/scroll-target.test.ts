import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdScrollTarget } from './scroll-target';

/** A stand-in for the browser's ResizeObserver: `resize()` plays a change of the page's size. */
class FakeResizeObserver {
  static current: FakeResizeObserver | null = null;
  connected = false;
  constructor(readonly callback: () => void) {
    FakeResizeObserver.current = this;
  }
  observe() {
    this.connected = true;
  }
  disconnect() {
    this.connected = false;
  }
  static resize() {
    if (FakeResizeObserver.current?.connected) FakeResizeObserver.current.callback();
  }
}

let scrolled: string[];

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  scrolled = [];
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolled.push(this.id);
  });
  document.body.innerHTML = '<section id="hero"></section>';
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const addPricing = () => document.body.insertAdjacentHTML('beforeend', '<section id="pricing"></section>');

describe('holdScrollTarget', () => {
  it('scrolls to a target that arrives later, and again each time the page above it grows', () => {
    const release = holdScrollTarget('pricing');
    expect(scrolled).toEqual([]);
    addPricing();
    FakeResizeObserver.resize();
    FakeResizeObserver.resize();
    expect(scrolled).toEqual(['pricing', 'pricing']);
    release();
  });

  it('scrolls at once to a target already on the page', () => {
    addPricing();
    holdScrollTarget('pricing')();
    expect(scrolled).toEqual(['pricing']);
  });

  it.each(['wheel', 'touchstart', 'keydown', 'pointerdown'])(
    'lets go when the reader takes over (%s)',
    (type) => {
      addPricing();
      holdScrollTarget('pricing');
      window.dispatchEvent(new Event(type));
      FakeResizeObserver.resize();
      expect(scrolled).toEqual(['pricing']);
    },
  );

  it('lets go after a while, and when released', () => {
    addPricing();
    holdScrollTarget('pricing', 1000);
    vi.advanceTimersByTime(1000);
    FakeResizeObserver.resize();
    expect(scrolled).toEqual(['pricing']);

    holdScrollTarget('pricing')();
    FakeResizeObserver.resize();
    expect(scrolled).toEqual(['pricing', 'pricing']);
  });
});
