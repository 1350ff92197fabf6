// The live event bus: an event reaches every page of its save, or one program's pages only, never the page whose
// own change it tells of, and a page that stops listening hears nothing more.
import { describe, expect, it } from 'vitest';
import { EventBus, type LiveMessage } from '../../src/server/live/eventBus.js';

function page(id: string, team: string) {
  const heard: LiveMessage[] = [];
  return { listener: { id, team, send: (m: LiveMessage) => heard.push(m), end: () => {} }, heard };
}

describe('the event bus', () => {
  it('sends to a save, a program, or all but the asking page', () => {
    const bus = new EventBus();
    const a = page('a', 'Texas');
    const b = page('b', 'Michigan');
    const c = page('c', 'Texas');
    const elsewhere = page('d', 'Texas');
    bus.subscribe('one.db', a.listener);
    bus.subscribe('one.db', b.listener);
    const stop = bus.subscribe('one.db', c.listener);
    bus.subscribe('two.db', elsewhere.listener);
    bus.publish('one.db', { type: 'changed' });
    bus.publish('one.db', { type: 'head_to_head' }, 'Texas');
    bus.publish('one.db', { type: 'changed', week: 2 }, undefined, 'a');
    expect(a.heard.map((m) => m.type)).toEqual(['changed', 'head_to_head']);
    expect(b.heard.map((m) => m.type)).toEqual(['changed', 'changed']);
    expect(c.heard).toHaveLength(3);
    expect(elsewhere.heard).toEqual([]);
    expect(bus.listening('one.db', 'Texas')).toBe(2);
    stop();
    bus.publish('one.db', { type: 'changed' });
    expect(c.heard).toHaveLength(3);
    expect(bus.listening('one.db', 'Texas')).toBe(1);
  });
});
