// A local stand-in for Google Cloud Speech-to-Text v1 StreamingRecognize, for tests: a plain
// (insecure) gRPC server built from the cloud_speech.proto shipped in @google-cloud/speech.
// Per call it checks the first message is a streaming_config (LINEAR16, 16 kHz, a language),
// counts the audio, "recognises" the synthetic words of ./test-audio.ts and answers interim
// results, then final ones with result_end_time relative to the call's audio. It can fail
// calls with a scripted gRPC status and, like the real service, refuses a call that carries
// more than `maxCallAudioMs` of audio.
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { dirname, join } from 'node:path';
import { WordDetector, durationMs, type DetectorEvent } from './test-audio';

export interface RecordedRecognizeCall {
  /** The streaming_config of the first message. */
  config: { config?: { encoding?: string; sampleRateHertz?: number; languageCode?: string }; interimResults?: boolean } | undefined;
  /** Audio received, in order. */
  audio: Buffer[];
  audioBytes: number;
  /** Words heard in this call (finals). */
  words: string[];
  /** The client half-closed the call (sent all its audio). */
  halfClosed: boolean;
  /** The status the call ended with. */
  status: grpc.status | undefined;
}

export interface ScriptedStatus {
  code: grpc.status;
  details: string;
  /** Fail once the call received this many audio bytes (default: at the first message). */
  afterBytes?: number;
}

export interface GoogleSpeechStandInOptions {
  /** A call carrying more audio than this fails with OUT_OF_RANGE (default 305 000 ms). */
  maxCallAudioMs?: number;
}

interface RecognizeRequest {
  streamingConfig?: RecordedRecognizeCall['config'];
  audioContent?: Buffer;
}

/** The protos folder of the installed @google-cloud/speech and of the google-gax it uses. */
function protoDirs(): { speech: string; common: string } {
  const speechMain = require.resolve('@google-cloud/speech');
  const speechRoot = join(dirname(speechMain), '..', '..');
  const gaxMain = require.resolve('google-gax', { paths: [speechRoot] });
  return { speech: join(speechRoot, 'build', 'protos'), common: join(dirname(gaxMain), '..', 'protos') };
}

export class GoogleSpeechStandIn {
  readonly calls: RecordedRecognizeCall[] = [];
  private readonly failures: ScriptedStatus[] = [];
  private server: grpc.Server | undefined;

  constructor(private readonly options: GoogleSpeechStandInOptions = {}) {}

  /** The next `times` calls end with this status. */
  failNext(times: number, failure: ScriptedStatus): void {
    for (let i = 0; i < times; i += 1) this.failures.push(failure);
  }

  /** Starts listening on 127.0.0.1; resolves to the port. */
  async start(): Promise<number> {
    const dirs = protoDirs();
    const definition = protoLoader.loadSync(join(dirs.speech, 'google/cloud/speech/v1/cloud_speech.proto'), {
      includeDirs: [dirs.speech, dirs.common],
      keepCase: false,
      enums: String,
      longs: Number,
      defaults: false,
      oneofs: true,
    });
    const loaded = grpc.loadPackageDefinition(definition) as unknown as {
      google: { cloud: { speech: { v1: { Speech: grpc.ServiceClientConstructor } } } };
    };
    const server = new grpc.Server();
    server.addService(loaded.google.cloud.speech.v1.Speech.service, {
      streamingRecognize: (call: grpc.ServerDuplexStream<RecognizeRequest, unknown>) => this.recognize(call),
      recognize: (_call: unknown, callback: grpc.sendUnaryData<unknown>) => callback({ code: grpc.status.UNIMPLEMENTED }),
      longRunningRecognize: (_call: unknown, callback: grpc.sendUnaryData<unknown>) => callback({ code: grpc.status.UNIMPLEMENTED }),
    });
    this.server = server;
    return new Promise((resolve, reject) =>
      server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, port) => (error ? reject(error) : resolve(port))),
    );
  }

  async stop(): Promise<void> {
    this.server?.forceShutdown();
    this.server = undefined;
  }

  /** Every byte of audio received, over all calls. */
  get audioBytes(): number {
    return this.calls.reduce((sum, call) => sum + call.audioBytes, 0);
  }

  private recognize(call: grpc.ServerDuplexStream<RecognizeRequest, unknown>): void {
    const record: RecordedRecognizeCall = { config: undefined, audio: [], audioBytes: 0, words: [], halfClosed: false, status: undefined };
    this.calls.push(record);
    const failure = this.failures.shift();
    const detector = new WordDetector();
    const maxMs = this.options.maxCallAudioMs ?? 305_000;
    let done = false;
    const fail = (code: grpc.status, details: string): void => {
      if (done) return;
      done = true;
      record.status = code;
      call.emit('error', { code, details });
    };
    const send = (events: DetectorEvent[]): void => {
      for (const event of events) {
        const endTime = { seconds: Math.floor(event.endMs / 1000), nanos: (event.endMs % 1000) * 1e6 };
        if (event.type === 'final') record.words.push(...event.text.split(' '));
        call.write({
          results: [
            {
              alternatives: [{ transcript: event.text, confidence: event.type === 'final' ? 0.9 : 0 }],
              isFinal: event.type === 'final',
              stability: event.type === 'final' ? 0 : 0.5,
              resultEndTime: endTime,
              languageCode: record.config?.config?.languageCode?.toLowerCase(),
            },
          ],
        });
      }
    };
    call.on('data', (request: RecognizeRequest) => {
      if (done) return;
      if (!record.config) {
        const config = request.streamingConfig;
        if (!config) return fail(grpc.status.INVALID_ARGUMENT, 'The first request must carry streaming_config');
        if (config.config?.encoding !== 'LINEAR16' || config.config.sampleRateHertz !== 16000 || !config.config.languageCode) {
          return fail(grpc.status.INVALID_ARGUMENT, 'Unexpected recognition config');
        }
        record.config = config;
        if (failure && !failure.afterBytes) fail(failure.code, failure.details);
        return;
      }
      if (request.streamingConfig || !request.audioContent)
        return fail(grpc.status.INVALID_ARGUMENT, 'Only audio_content may follow the config');
      record.audio.push(request.audioContent);
      record.audioBytes += request.audioContent.length;
      if (durationMs(record.audioBytes) > maxMs) {
        return fail(grpc.status.OUT_OF_RANGE, `Exceeded maximum allowed stream duration of ${Math.round(maxMs / 1000)} seconds.`);
      }
      if (failure?.afterBytes && record.audioBytes >= failure.afterBytes) return fail(failure.code, failure.details);
      send(detector.push(request.audioContent));
    });
    call.on('end', () => {
      record.halfClosed = true;
      if (done) return;
      send(detector.flush());
      done = true;
      record.status = grpc.status.OK;
      call.end();
    });
    call.on('cancelled', () => {
      done = true;
      record.status ??= grpc.status.CANCELLED;
    });
  }
}
