// Finds a Firestore emulator jar that can run offline. firebase-tools downloads
// its own, which fails without internet; Google's cloud CLI ships the same
// emulator, but that jar has no Main-Class, so we wrap it in a launcher jar
// whose manifest names the main class and puts the real jar on the class path.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

function cachedDownload() {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(dir)) return null;
  const jar = readdirSync(dir)
    .filter((f) => /^cloud-firestore-emulator-v.*\.jar$/.test(f))
    .sort()
    .pop();
  return jar ? join(dir, jar) : null;
}

function cloudSdkJar() {
  const probe = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], { encoding: 'utf8' });
  const roots = [probe.status === 0 ? probe.stdout.trim() : '', '/usr/lib/google-cloud-sdk'].filter(Boolean);
  for (const root of roots) {
    const jar = join(root, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
    if (existsSync(jar)) return jar;
  }
  return null;
}

/** Builds (once) a launcher jar in runDir around `jar`; returns its path. */
function launcherFor(jar, runDir) {
  const launcher = join(runDir, 'firestore-launcher.jar');
  if (existsSync(launcher)) return launcher;
  mkdirSync(runDir, { recursive: true });
  const manifest = join(runDir, 'firestore-launcher.mf');
  writeFileSync(manifest, `Main-Class: ${MAIN_CLASS}\nClass-Path: ${pathToFileURL(jar).href}\n`);
  const result = spawnSync('jar', ['cfm', launcher, manifest], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`could not build the Firestore launcher jar: ${result.stderr}`);
  return launcher;
}

/**
 * Returns {binaryPath, source} for FIRESTORE_EMULATOR_BINARY_PATH, or null when
 * firebase-tools already has its own download cached (nothing to override).
 * Throws with a plain explanation when no emulator can be had offline.
 */
export function resolveFirestoreEmulator(runDir, env = process.env) {
  if (env.FIRESTORE_EMULATOR_JAR) {
    if (!existsSync(env.FIRESTORE_EMULATOR_JAR)) throw new Error(`FIRESTORE_EMULATOR_JAR=${env.FIRESTORE_EMULATOR_JAR} does not exist`);
    return { binaryPath: env.FIRESTORE_EMULATOR_JAR, source: 'FIRESTORE_EMULATOR_JAR' };
  }
  if (cachedDownload()) return null;
  const sdkJar = cloudSdkJar();
  if (sdkJar) return { binaryPath: launcherFor(sdkJar, runDir), source: sdkJar };
  throw new Error(
    'No Firestore emulator is available offline: firebase-tools cannot download its jar here, ' +
      "and Google's cloud CLI (which ships platform/cloud-firestore-emulator) is not installed. " +
      'Install the cloud CLI or set FIRESTORE_EMULATOR_JAR to an emulator jar.',
  );
}

/** Path of a cached Realtime Database emulator jar, or null (it cannot be downloaded offline). */
export function cachedDatabaseEmulator() {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(dir)) return null;
  const jar = readdirSync(dir)
    .filter((f) => /^firebase-database-emulator-v.*\.jar$/.test(f))
    .sort()
    .pop();
  return jar ? join(dir, jar) : null;
}
