// Live events for the pages open on a save: anything that changes a save (a week played, a result, a head-to-head
// snap; an online league's ready-ups and log entries) publishes here, and each page's event stream (events.ts)
// receives what is meant for it. A channel is a save; an event goes to every listener of it, or to one program's.
// Events carry no secrets: what any coach of the save may see, or (addressed to a program) what its coach may.

/** An event as the stream sends it: its type names it, the rest is its data. */
export interface LiveMessage {
  type: string;
  [key: string]: unknown;
}

/** One page listening: its stream's id, the program it acts for, and how to hand it an event. */
export interface Listener {
  /** Random, told only to its own page (which sends it back with its calls: STREAM_HEADER). */
  id: string;
  team: string;
  send(message: LiveMessage): void;
  /** Ends the stream (the server closing). */
  end(): void;
}

export class EventBus {
  private readonly channels = new Map<string, Set<Listener>>();

  /** Starts listening to a save's events; the function returned stops it. */
  subscribe(channel: string, listener: Listener): () => void {
    let set = this.channels.get(channel);
    if (!set) {
      set = new Set();
      this.channels.set(channel, set);
    }
    set.add(listener);
    return () => {
      const now = this.channels.get(channel);
      if (!now) return;
      now.delete(listener);
      if (now.size === 0) this.channels.delete(channel);
    };
  }

  /**
   * Sends an event to every page of the save, or (to: a team) to that program's pages only; never to the stream
   * `except` names (the page whose own change it tells of: it has its answer already).
   */
  publish(channel: string, message: LiveMessage, to?: string, except?: string): void {
    for (const listener of this.channels.get(channel) ?? []) {
      if ((to === undefined || listener.team === to) && listener.id !== except) listener.send(message);
    }
  }

  /** Pages of the save listening for a program (a head-to-head side that is on its page). */
  listening(channel: string, team: string): number {
    let n = 0;
    for (const listener of this.channels.get(channel) ?? []) if (listener.team === team) n += 1;
    return n;
  }

  /** Every stream ended (the server closing: open streams would hold it). */
  endAll(): void {
    for (const set of this.channels.values()) for (const listener of set) listener.end();
    this.channels.clear();
  }
}
