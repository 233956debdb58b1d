/* global AudioWorkletProcessor, registerProcessor */
// AudioWorklet processor: turns the microphone's float samples (the AudioContext runs
// at 16 kHz) into 16-bit PCM chunks of `chunkSamples` samples, posted to the page.
class PcmCaptureProcessor extends AudioWorkletProcessor {
  constructor(options) {
    super();
    this.chunkSamples = (options && options.processorOptions && options.processorOptions.chunkSamples) || 4000;
    this.buffer = new Int16Array(this.chunkSamples);
    this.filled = 0;
    this.port.onmessage = (event) => {
      if (event.data === 'flush' && this.filled > 0) {
        this.port.postMessage(this.buffer.slice(0, this.filled).buffer);
        this.filled = 0;
      }
    };
  }

  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (!channel) return true;
    for (let i = 0; i < channel.length; i++) {
      const sample = Math.max(-1, Math.min(1, channel[i]));
      this.buffer[this.filled++] = sample < 0 ? sample * 0x8000 : sample * 0x7fff;
      if (this.filled === this.chunkSamples) {
        this.port.postMessage(this.buffer.slice().buffer);
        this.filled = 0;
      }
    }
    return true;
  }
}

registerProcessor('pcm-capture', PcmCaptureProcessor);
