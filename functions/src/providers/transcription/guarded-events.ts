// The caller's transcript handlers, wrapped so that a handler that throws cannot break an
// engine's stream: the throw is logged (without the text), not raised into the engine.
import type { TranscriberEvents } from './types';

export function guarded(events: TranscriberEvents, engine: string): TranscriberEvents {
  const call = (what: string, handler: () => void): void => {
    try {
      handler();
    } catch (error) {
      console.error(`${engine}: the ${what} handler threw:`, error instanceof Error ? error.message : typeof error);
    }
  };
  return {
    onPartial: (text, heardMs) => call('onPartial', () => events.onPartial(text, heardMs)),
    onFinal: (segment) => call('onFinal', () => events.onFinal(segment)),
    onError: (error) => call('onError', () => events.onError(error)),
  };
}
