// A PriMock57 consultation as the product reads a transcript: the doctor's and the
// patient's TextGrid tiers merged by start time into "[doctor] ..." / "[patient] ..."
// lines (the bracketed role tags ACI-BENCH dialogues use). The transcribers' tags are
// resolved first: <UNSURE>..</UNSURE> keeps its words, a self-closing tag such as <UNIN/>
// (unintelligible) or <INAUDIBLE_SPEECH/> is dropped, and an interval left without words
// is dropped. Consecutive intervals of one speaker make one line (one turn).
'use strict';

const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { parseTextGrid } = require('./textgrid.cjs');

/** An interval's words without the transcribers' tags, spaces tidied ('' when nothing was said). */
function cleanUtterance(text) {
  const cleaned = String(text)
    .replace(/<\/?UNSURE>/gi, ' ')
    .replace(/<[A-Za-z_]+\s*\/>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.?!;:])/g, '$1')
    .replace(/^[\s,.;:]+/, '')
    .trim();
  return /[\p{L}\p{N}]/u.test(cleaned) ? cleaned : '';
}

/** The utterances of one speaker's tier: { speaker, start, end, text }, empty ones dropped. */
function utterancesOf(tier, speaker) {
  return tier.intervals.map((i) => ({ speaker, start: i.xmin, end: i.xmax, text: cleanUtterance(i.text) })).filter((u) => u.text !== '');
}

/**
 * Both speakers' utterances in the order they began (a tie keeps the order of `speakers`),
 * consecutive utterances of one speaker joined into one turn.
 */
function mergeSpeakers(bySpeaker) {
  const all = [];
  Object.entries(bySpeaker).forEach(([speaker, utterances], rank) => {
    for (const u of utterances) all.push({ ...u, speaker, rank });
  });
  all.sort((a, b) => a.start - b.start || a.rank - b.rank);
  const turns = [];
  for (const u of all) {
    const last = turns[turns.length - 1];
    if (last && last.speaker === u.speaker) {
      last.text = `${last.text} ${u.text}`;
      last.end = Math.max(last.end, u.end);
    } else turns.push({ speaker: u.speaker, start: u.start, end: u.end, text: u.text });
  }
  return turns;
}

/** Turns as the product's tagged transcript: one "[speaker] text" line per turn. */
function taggedTranscript(turns) {
  return turns.map((t) => `[${t.speaker}] ${t.text}`).join('\n');
}

/** A pause between turns (seconds) at which the local speech engine's live transcript starts a paragraph. */
const PARAGRAPH_PAUSE_S = 1.5;

/**
 * Turns as the product's live transcript gives them: no speaker tags, the turns run on, a new
 * paragraph where the talk paused 1.5 s or more (the local engine's paragraph pause).
 */
function liveTranscript(turns) {
  return turns.map((t, i) => (i === 0 ? '' : t.start - turns[i - 1].end >= PARAGRAPH_PAUSE_S ? '\n\n' : ' ') + t.text).join('');
}

/** The first tier of a TextGrid file's text. */
function firstTier(text, file) {
  const grid = parseTextGrid(text);
  if (grid.tiers.length === 0) throw new Error(`${file}: no tier`);
  return grid.tiers[0];
}

/**
 * One consultation of a PriMock57 folder (files <id>_doctor.TextGrid, <id>_patient.TextGrid
 * and <id>.json): { id, transcript, turns, presentingComplaint, note, highlights }.
 */
function readConsultation(dir, id) {
  const tier = (who) => firstTier(readFileSync(join(dir, `${id}_${who}.TextGrid`)), `${id}_${who}.TextGrid`);
  const turns = mergeSpeakers({ doctor: utterancesOf(tier('doctor'), 'doctor'), patient: utterancesOf(tier('patient'), 'patient') });
  const meta = JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8'));
  return {
    id,
    transcript: taggedTranscript(turns),
    turns,
    presentingComplaint: meta.presenting_complaint ?? '',
    note: meta.note ?? '',
    highlights: meta.highlights ?? [],
  };
}

module.exports = { cleanUtterance, utterancesOf, mergeSpeakers, taggedTranscript, liveTranscript, readConsultation };
