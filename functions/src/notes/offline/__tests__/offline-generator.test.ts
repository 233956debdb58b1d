// The offline draft generator end to end, on small visits written for these tests.
import { NOTE_TEMPLATES, NOTE_TEMPLATE_IDS } from '../../../shared/note-templates';
import { findMedications, digitNumbers, numericValues } from '@clinicscribe/clinical-notes';
import { generateOfflineNote } from '../generate';
import { renderNoteText } from '../render';
import type { DraftNote } from '../types';

const KNEE_VISIT = [
  '[doctor] good morning , what brings you in today ?',
  "[patient] i've had pain in my right knee for about two weeks . it hurts when i climb stairs .",
  '[doctor] any fever or chills ?',
  '[patient] no .',
  '[doctor] do you have any chest pain ?',
  '[patient] no , none .',
  '[doctor] are you allergic to any medications ?',
  "[patient] yes , i'm allergic to penicillin , i get hives .",
  '[doctor] what do you take at the moment ?',
  '[patient] i take ibuprofen four hundred milligrams three times a day and lisinopril ten milligrams daily .',
  '[doctor] okay , let me examine you . your blood pressure today is one twenty eight over eighty two and your heart rate is seventy six . on exam there is swelling of the right knee with tenderness along the medial joint line . no redness .',
  '[doctor] the x-ray shows no fracture .',
  "[doctor] so for your right knee pain , i think this is a medial meniscus strain . i'm going to prescribe naproxen five hundred milligrams by mouth twice a day for ten days . i want you to stop the ibuprofen . i'd like to see you back in two weeks .",
  '[patient] okay , sounds good .',
].join('\n');

const text = (note: DraftNote) => renderNoteText(note, { language: note.language });
const section = (note: DraftNote, title: string) => {
  const found = note.sections.find((s) => s.title === title);
  if (!found) throw new Error(`no section ${title}`);
  return found.items.map((c) => (c.title ? `${c.title}: ${c.body}` : c.body)).join('\n');
};

describe('generateOfflineNote', () => {
  const visit = generateOfflineNote(KNEE_VISIT, { templateId: 'visit-note', style: 'long', pronoun: 'she' });

  it('fills the visit note sections and labels the note as an offline draft', () => {
    expect(visit.noteId).toBe('visit-note');
    expect(visit.label).toBe('Offline draft');
    expect(visit.sections.map((s) => s.title)).toEqual([
      'CHIEF COMPLAINT',
      'HISTORY OF PRESENT ILLNESS',
      'REVIEW OF SYSTEMS',
      'PHYSICAL EXAMINATION',
      'RESULTS',
      'ASSESSMENT AND PLAN',
    ]);
    expect(section(visit, 'CHIEF COMPLAINT')).toBe('Right knee pain.');
  });

  it('writes the patient in the third person with the session pronoun', () => {
    const hpi = section(visit, 'HISTORY OF PRESENT ILLNESS');
    expect(hpi).toContain('The patient has had pain in her right knee for about 2 weeks. It hurts when she climbs stairs.');
    expect(hpi).not.toMatch(/\b(I|my)\b/);
    const they = generateOfflineNote(KNEE_VISIT, { templateId: 'visit-note', pronoun: 'they', patientTerm: 'Client' });
    expect(section(they, 'HISTORY OF PRESENT ILLNESS')).toContain('The client has had pain in their right knee');
    expect(section(they, 'HISTORY OF PRESENT ILLNESS')).toContain('The client presents');
  });

  it('states medications with dose, route, frequency and duration, and what changed', () => {
    const hpi = section(visit, 'HISTORY OF PRESENT ILLNESS');
    expect(hpi).toContain('The patient is currently taking ibuprofen 400 mg 3 times a day and lisinopril 10 mg daily.');
    const plan = section(visit, 'ASSESSMENT AND PLAN');
    // What the plan does to it, as the clinician said it.
    expect(plan).toContain('Medical treatment: Prescribe naproxen 500 mg by mouth twice a day for 10 days.');
    // Stopping the ibuprofen is never written as advice to take it.
    expect(plan).toContain('Stop the ibuprofen.');
    expect(plan).not.toMatch(/advised to take ibuprofen/);
    expect(plan).toMatch(/(?:back|planned) in (?:2|two) weeks/);
    const meds = visit.facts.filter((f) => f.kind === 'medication').map((f) => f.text);
    expect(meds.some((m) => /naproxen 500 mg by mouth twice a day for 10 days/.test(m))).toBe(true);
    expect(meds.some((m) => /lisinopril 10 mg daily/.test(m))).toBe(true);
  });

  it('states denied symptoms as negatives, by body system', () => {
    const ros = section(visit, 'REVIEW OF SYSTEMS');
    expect(ros).toContain('Constitutional: Denies fever or chills.');
    expect(ros).toContain('Cardiovascular: Denies chest pain.');
    // The visit model's denial cites the question and the answer that denied it.
    const negation = visit.facts.find((f) => f.kind === 'negation' && f.text === 'Denies chest pain.');
    expect(negation?.source.text).toBe('chest pain ?\n[patient] no , none .');
    expect(KNEE_VISIT.slice(negation!.source.start, negation!.source.end)).toBe('chest pain ?\n[patient] no , none .');
  });

  it('reads "no fever" and "denies chest pain" said in one sentence', () => {
    const note = generateOfflineNote('[doctor] how have you been ?\n[patient] i have a cough but no fever . i deny any chest pain .', {
      templateId: 'visit-note',
    });
    const ros = section(note, 'REVIEW OF SYSTEMS');
    expect(ros).toContain('Respiratory: Reports cough.');
    expect(ros).toContain('Constitutional: Denies fever.');
    expect(ros).toContain('Cardiovascular: Denies chest pain.');
  });

  it('states allergies with their reaction, and vitals with their values', () => {
    expect(section(visit, 'HISTORY OF PRESENT ILLNESS')).toContain('The patient is allergic to penicillin (hives).');
    const exam = section(visit, 'PHYSICAL EXAMINATION');
    expect(exam).toContain('Blood pressure: 128/82 mm Hg.');
    expect(exam).toContain('Heart rate: 76 beats per minute.');
    expect(exam).toContain('swelling of the right knee');
    expect(visit.facts.filter((f) => f.kind === 'allergy').map((f) => f.text)).toEqual(['The patient is allergic to penicillin (hives).']);
    expect(visit.facts.filter((f) => f.kind === 'laterality').map((f) => f.text)).toContain('right knee');
  });

  it('states an allergy the clinician reads out and the patient confirms', () => {
    const note = generateOfflineNote(
      [
        "[doctor] i have that you're not taking any medications, but that you're allergic to augmentin, is that right?",
        "[patient] yes, that's correct.",
      ].join('\n'),
      { templateId: 'visit-note' },
    );
    // Confirmed: the note states the allergy (the visit model does not yet take a clinician's reading confirmed by the patient).
    expect(text(note)).toMatch(/augmentin/i);
    // Not confirmed: no allergy to it.
    const denied = generateOfflineNote("[doctor] you're allergic to augmentin, is that right?\n[patient] no, that was my sister.", {
      templateId: 'visit-note',
    });
    expect(denied.facts.filter((f) => f.kind === 'allergy' && /augmentin/.test(f.text))).toEqual([]);
    // Confirmed not allergic: no allergy.
    const none = generateOfflineNote("[doctor] so you're not allergic to augmentin, correct?\n[patient] yes, correct.", {
      templateId: 'visit-note',
    });
    expect(none.facts.filter((f) => f.kind === 'allergy' && /augmentin/.test(f.text))).toEqual([]);
  });

  it('links every fact to the sentence of the transcript it came from', () => {
    expect(visit.facts.length).toBeGreaterThan(8);
    for (const f of visit.facts) {
      expect(f.source.origin).toBe('transcript');
      expect(KNEE_VISIT.slice(f.source.start, f.source.end)).toBe(f.source.text);
    }
  });

  it('never states a number or a medication that is not in the transcript', () => {
    const values = numericValues(KNEE_VISIT);
    const names = new Set(findMedications(KNEE_VISIT).map((m) => m.name));
    for (const id of NOTE_TEMPLATE_IDS) {
      for (const language of ['en', 'fr'] as const) {
        const note = text(generateOfflineNote(KNEE_VISIT, { templateId: id, language, style: 'long', longSummary: true }));
        for (const n of digitNumbers(note)) expect([id, language, n.text, values.has(n.value)]).toEqual([id, language, n.text, true]);
        for (const m of findMedications(note)) expect(names.has(m.name)).toBe(true);
      }
    }
  });

  it('writes French headings and structured facts, and says quoted text stays in English', () => {
    const fr = generateOfflineNote(KNEE_VISIT, { templateId: 'visit-note', language: 'fr', pronoun: 'she' });
    expect(fr.label).toBe('Brouillon hors ligne');
    expect(fr.sections.map((s) => s.title)).toEqual([
      'MOTIF DE CONSULTATION',
      'HISTOIRE DE LA MALADIE ACTUELLE',
      'REVUE DES SYSTÈMES',
      'EXAMEN PHYSIQUE',
      'RÉSULTATS',
      'ÉVALUATION ET PLAN',
    ]);
    const all = text(fr);
    expect(section(fr, 'MOTIF DE CONSULTATION')).toBe('Douleur au genou droit.');
    expect(all).toContain('Général : Nie : fièvre ou frissons.');
    expect(all).toContain('Cardiovasculaire : Nie : douleur thoracique.');
    expect(all).toContain('Tension artérielle : 128/82 mm Hg.');
    // The plan and the history in French: the lexicon's names, nothing as said in English.
    expect(all).toContain('Prise de naproxen conseillée.');
    expect(all).toContain('La patiente prend actuellement : ibuprofène et lisinopril.');
    expect(all).not.toMatch(/The patient|is advised|knee pain/);
    expect(all).toContain('Les passages entre guillemets sont cités en anglais, langue de la transcription.');
  });

  it('rewrites a French transcript in the third person when the note is in French', () => {
    const note = generateOfflineNote(
      "Médecin: Qu'est-ce qui vous amène?\nPatiente: J'ai mal à la tête depuis trois jours. Je travaille de nuit dans un entrepôt depuis un mois. Je prends du paracétamol.\nMédecin: Avez-vous de la fièvre?\nPatiente: Non.",
      {
        templateId: 'soap',
        language: 'fr',
        pronoun: 'she',
        style: 'long',
      },
    );
    expect(note.sourceLanguage).toBe('fr');
    const all = text(note);
    // The visit model states the complaint; what else she told is rewritten in the third person,
    // and "J'ai mal à la tête depuis trois jours" is not said again beside the model's sentence.
    expect(all).toContain('La patiente consulte pour céphalées depuis trois jours.');
    expect(all).toContain('Elle travaille de nuit dans un entrepôt depuis 1 mois.');
    expect(all).not.toContain('Elle a mal à la tête depuis 3 jours.');
    expect(all).toMatch(/La patiente nie : fièvre\./);
    expect(all).toContain('La patiente prend actuellement : paracétamol.');
    expect(all).not.toContain('guillemets');
  });

  it('produces every section of every built-in template, in both languages', () => {
    for (const template of NOTE_TEMPLATES) {
      for (const language of ['en', 'fr'] as const) {
        const note = generateOfflineNote(KNEE_VISIT, { templateId: template.id, language });
        expect(note.sections.map((s) => s.title)).toEqual(template.sections.map((s) => s.title[language]));
        for (const s of note.sections) expect(s.items.length).toBeGreaterThan(0);
      }
    }
  });

  it('writes the patient summary to the patient, as "you"', () => {
    const note = generateOfflineNote(KNEE_VISIT, { templateId: 'patient-summary' });
    const all = text(note);
    expect(all).toContain('You came in for right knee pain.');
    expect(all).toContain('You can take naproxen 500 mg by mouth twice a day for 10 days.');
    expect(all).toContain('You told us you take lisinopril.');
    expect(all).not.toMatch(/can take ibuprofen|keep taking ibuprofen/i);
  });

  it('uses the clinician notes and post-session context as sources, marked as such', () => {
    const note = generateOfflineNote(KNEE_VISIT, {
      templateId: 'soap',
      ownNotes: 'Mild effusion of the right knee on palpation.',
      context: 'Patient called back: also taking vitamin D 1000 IU daily.',
    });
    const all = text(note);
    expect(all).toContain("Mild effusion of the right knee on palpation. (clinician's notes)");
    expect(all).toContain('(post-session context)');
    const fromNotes = note.facts.filter((f) => f.source.origin !== 'transcript');
    expect(fromNotes.map((f) => f.source.origin)).toEqual(expect.arrayContaining(['own-notes', 'context']));
  });

  it('reads uploaded forms as background: allergies listed, medications taken (not the allergen), nothing as today’s plan', () => {
    const files =
      'Reason for visit: pain in the left knee for three weeks.\nAllergies: penicillin (hives).\nCurrent medication: metformin 500 mg twice a day.';
    const note = generateOfflineNote('', { templateId: 'soap', files });
    const [subjective, , , plan] = note.sections;
    expect(subjective.items.map((c) => c.body)).toContain('Allergies: penicillin (hives). (from the uploaded files)');
    expect(subjective.items.map((c) => c.body)).toContain('Current medication: metformin 500 mg twice a day. (from the uploaded files)');
    expect(plan.items.map((c) => c.body)).toEqual(['Not discussed.']);
    const facts = note.facts.map((f) => `${f.kind}:${f.text}:${f.source.origin}`);
    expect(facts).toContain('allergy:penicillin (reaction: hives):files');
    expect(facts).toContain('medication:metformin 500 mg twice a day:files');
    expect(facts.some((f) => f.startsWith('medication:penicillin'))).toBe(false);
  });

  it('writes bullets one sentence per item, short notes shorter than long ones, and the same note twice', () => {
    const bullet = generateOfflineNote(KNEE_VISIT, { templateId: 'soap', style: 'bullet' });
    const long = generateOfflineNote(KNEE_VISIT, { templateId: 'soap', style: 'long' });
    const short = generateOfflineNote(KNEE_VISIT, { templateId: 'soap', style: 'short' });
    const items = (n: DraftNote) => n.sections.reduce((k, s) => k + s.items.length, 0);
    expect(items(bullet)).toBeGreaterThan(items(long));
    expect(text(short).length).toBeLessThan(text(long).length);
    expect(generateOfflineNote(KNEE_VISIT, { templateId: 'soap' })).toEqual(bullet);
  });

  it('keeps talk without clinical terms in a vague conversation, and writes more with long summaries', () => {
    const chat =
      "[doctor] how was the week ?\n[patient] i went to my sister's place for the weekend and we talked for hours about our mother .\n[patient] my knee hurts a bit when i walk to work .";
    const plain = text(generateOfflineNote(chat, { templateId: 'soap', style: 'short' }));
    const vague = text(generateOfflineNote(chat, { templateId: 'soap', style: 'short', vague: true }));
    expect(plain).not.toContain('sister');
    expect(vague).toContain("They went to their sister's place for the weekend");
    const longer = text(generateOfflineNote(KNEE_VISIT.repeat(3), { templateId: 'visit-note', style: 'short', longSummary: true }));
    expect(longer.length).toBeGreaterThan(
      text(generateOfflineNote(KNEE_VISIT.repeat(3), { templateId: 'visit-note', style: 'short' })).length,
    );
  });

  it("writes therapy notes: risk, interventions, the client's response, scores and the next session", () => {
    const session = [
      'Therapist: How have things been since our last session?',
      "Client: The anxiety has been worse. I had two panic attacks at work this week and I'm not sleeping well.",
      'Therapist: Any thoughts of hurting yourself?',
      'Client: No, nothing like that.',
      "Therapist: Today let's work on challenging the thought that everyone at work is judging you, using the thought record.",
      'Client: Okay, that makes sense, I can try writing them down.',
      'Therapist: Your GAD-7 today is 14. We will meet again in one week.',
    ].join('\n');
    const birp = generateOfflineNote(session, { templateId: 'birp', pronoun: 'he', patientTerm: 'Client' });
    expect(section(birp, 'Behavior')).toContain('The client had two panic attacks at work this week and he is not sleeping well.');
    expect(section(birp, 'Behavior')).toContain('GAD-7: 14.');
    expect(section(birp, 'Intervention')).toContain('using the thought record');
    expect(section(birp, 'Response')).toContain('That makes sense, he can try writing them down.');
    expect(section(birp, 'Plan')).toMatch(/(?:Follow up|Will meet again|Review is planned) in (?:1|one) week\./);
    const psy = generateOfflineNote(session, { templateId: 'psychotherapy-note', pronoun: 'he' });
    expect(section(psy, 'Risk assessment')).toBe('Denies suicidal ideation.');
  });

  it('leaves out what the patient answers to a check of who they are: name, date of birth, address', () => {
    const note = generateOfflineNote(
      [
        '[doctor] Hello, can I just confirm your full name, your date of birth and the first line of your address?',
        "[patient] Yes, it's John Smith, I was born on the fifth of April. It's four Park Avenue.",
        '[doctor] Thank you. What brings you in today?',
        "[patient] I've been getting pins and needles in my right hand for about a month, and my arm feels weaker at times.",
      ].join('\n'),
      { templateId: 'visit-note', style: 'long' },
    );
    const text = renderNoteText(note);
    expect(text).not.toMatch(/John Smith|Park Avenue|fifth of April|born on/i);
    expect(text).toMatch(/pins and needles/i);
  });

  it('leaves out a clinician saying what they will ask ("a couple of other questions we need to ask")', () => {
    const note = generateOfflineNote(
      [
        '[doctor] What brings you in today?',
        "[patient] I've had diarrhoea for three days.",
        '[doctor] Right. Just a couple of other questions we need to ask, sir. Do you smoke at all?',
        '[patient] No.',
        "[doctor] I think it's gastroenteritis. Drink plenty of fluids.",
      ].join('\n'),
      { templateId: 'visit-note', style: 'long' },
    );
    expect(renderNoteText(note)).not.toMatch(/questions?/i);
  });

  it('says "Not discussed" for a section with nothing in the transcript', () => {
    const note = generateOfflineNote('[doctor] hello .\n[patient] hi .', { templateId: 'visit-note' });
    expect(section(note, 'RESULTS')).toBe('Not discussed.');
  });
});

describe('an allergy only an uploaded file states', () => {
  it('is written in the note and its fact cites the file', () => {
    const draft = generateOfflineNote('[doctor] what brings you in today?\n[patient] my knee still hurts when i climb stairs.', {
      templateId: 'soap',
      style: 'bullet',
      files:
        'Reason for visit: pain in my left knee for three weeks.\nCurrent medications: ibuprofen 400 mg twice a day.\nAllergies: I am allergic to penicillin, it gives me a rash.',
    });
    const items = draft.sections.flatMap((s) => s.items);
    expect(items).toContainEqual({ title: 'Allergies', body: 'Penicillin (reaction: rash).' });
    expect(draft.facts).toContainEqual(
      expect.objectContaining({
        kind: 'allergy',
        text: 'penicillin (reaction: rash)',
        source: expect.objectContaining({ origin: 'files' }),
      }),
    );
  });
});

describe("the sections that pick sentences by what they are about (the note engine's statement classes)", () => {
  const PHYSIO = [
    '[doctor] how has the shoulder been since last week ?',
    "[patient] it's a little better , i can reach the top shelf now .",
    '[patient] i want to be able to play tennis again by the summer .',
    "[doctor] i'd like you to do these exercises at home twice a day , ten reps each .",
  ].join('\n');

  it('writes the home program and the goals in their own sections, not in the history', () => {
    const note = generateOfflineNote(PHYSIO, { templateId: 'physiotherapy-note', style: 'long' });
    expect(section(note, 'Home exercise program')).toMatch(/exercises at home twice a day, 10 reps each/);
    expect(section(note, 'Goals')).toMatch(/wants to be able to play tennis again/);
    expect(section(note, 'Subjective')).not.toMatch(/tennis|exercises at home/);
  });
});

describe('the chief complaint', () => {
  it("is what the patient told first, not a symptom of the clinician's question the patient denied", () => {
    const note = generateOfflineNote(
      [
        'Doctor: Hi there, how can I help today?',
        "Patient: I've been having this burning when I wee for about three days, and I'm going all the time.",
        'Doctor: Any blood in your urine? Any pain in your back or your sides?',
        'Patient: No blood, no back pain.',
        "Doctor: Right, so it sounds like a urine infection. I'll give you nitrofurantoin.",
      ].join('\n'),
      { templateId: 'soap' },
    );
    const said = text(note);
    expect(said).toMatch(/Chief complaint: Painful urination\./i);
    expect(said).not.toMatch(/Chief complaint: Blood in the urine/i);
  });

  it("keeps the reader's own words where they name the visit model's complaint (its side)", () => {
    const note = generateOfflineNote(KNEE_VISIT, { templateId: 'soap' });
    expect(text(note)).toMatch(/right knee pain/i);
  });

  it('names the side the patient put right ("It\'s not the right knee, it\'s the left knee")', () => {
    const note = generateOfflineNote(
      [
        "[doctor] I understand you've come in with some right knee pain. Can you tell me about it?",
        "[patient] It's not the right knee, it's the left knee.",
        '[doctor] Okay, the left knee.',
        '[patient] It gives out when I walk, and it aches at night.',
      ].join('\n'),
      { templateId: 'soap' },
    );
    expect(text(note)).toMatch(/Chief complaint: Left knee pain\./);
    expect(text(note)).not.toMatch(/right knee pain/i);
  });
});
