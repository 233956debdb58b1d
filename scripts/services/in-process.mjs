// Outside services that the functions (and the realtime server) reach from inside their own
// process: no local process of their own here, only their real providers' settings, passed
// on from the environment of `npm start` (docs/operations/configuration.md, "Real providers"). Unset, the product
// uses its local engines (PocketSphinx, the offline note writer, Tesseract).
export const inProcessProviders = [
  {
    name: 'transcription',
    settings: [
      'OPENAI_API_KEY',
      'OPENAI_BASE_URL',
      'WHISPER_MODEL',
      'AWS_TRANSCRIBE_REGION',
      'AWS_TRANSCRIBE_ENDPOINT',
      'GOOGLE_SPEECH_ENABLED',
      'GOOGLE_APPLICATION_CREDENTIALS',
      'GOOGLE_SPEECH_ENDPOINT',
      'POCKETSPHINX_MODEL_DIR',
    ],
  },
  { name: 'notes', settings: ['OPENAI_NOTES_MODEL', 'OPENAI_NOTES_BASE_URL', 'NOTES_MODEL_KEYLESS'] },
  { name: 'vision', settings: ['OPENAI_VISION_MODEL', 'OPENAI_VISION_BASE_URL', 'TESSERACT_PATH'] },
  { name: 'media', settings: ['FFMPEG_PATH'] },
];
