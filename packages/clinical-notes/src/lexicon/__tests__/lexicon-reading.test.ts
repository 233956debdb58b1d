// How lexicon entries are read: a term matched only as written, and the medications a language
// shares with English by their international names.
import { LANGUAGES } from '../../language';
import { CONCEPT_KINDS, lexiconEntries, symptomAt } from '../lexicon';
import { readTranscript } from '../../visit/read-sentences';

const concepts = (text: string, lang: 'en' | 'fr' = 'en') =>
  readTranscript(`[doctor] ${text}`, lang).sentences.flatMap((s) => s.mentions.map((m) => `${m.concept.kind}:${m.concept.id}`));

const notIn = LANGUAGES.flatMap((lang) =>
  CONCEPT_KINDS.flatMap((kind) =>
    lexiconEntries(lang, kind).flatMap((e) => (e.notIn ?? []).map((p) => [lang, e.id, p.words, p.example, `${kind}:${e.id}`] as const)),
  ),
);

describe('phrases a term says nothing of its concept in (lexicon notIn)', () => {
  it('has some', () => expect(notIn.length).toBeGreaterThan(0));
  it.each(notIn)('%s %s: "%s" in "%s"', (lang, _id, _words, example, concept) => {
    expect(concepts(example, lang)).not.toContain(concept);
  });
  it('leaves the term its concept elsewhere', () => {
    expect(concepts('I was sick twice last night.')).toContain('symptom:vomiting');
    expect(concepts("I've been really tired all week.")).toContain('symptom:fatigue');
    // Pain said as "killing me", with where it hurts.
    expect(concepts('By the end of the day my knees were just killing me.')).toContain('symptom:knee-pain');
  });
});

describe('lexicon reading', () => {
  it('reads "bloods" as blood tests, and "blood pressure" as none (the term is matched as written, not by its lemma)', () => {
    expect(concepts("We'll do some bloods next week.")).toContain('test:blood-test');
    expect(concepts('Your blood pressure is a little high.')).not.toContain('test:blood-test');
    // "Labs" are tests; "the lab" is where a sample goes.
    expect(concepts("We'll check your labs.")).toContain('test:blood-test');
    expect(concepts('Drop off a urine sample so we can send it to the lab.')).not.toContain('test:blood-test');
  });

  it('reads the inhalers a British patient names by their brand ("the purple one, the Seretide")', () => {
    expect(concepts('I use the blue inhaler and the purple one, the Seretide, twice a day.')).toEqual(
      expect.arrayContaining(['medication:inhaler', 'medication:seretide']),
    );
  });

  it('tells painful swallowing from difficulty swallowing, in both languages', () => {
    for (const said of ['It was quite painful to swallow.', 'Any pain on swallowing?', 'The odynophagia is better.'])
      expect(concepts(said)).toEqual(['symptom:painful-swallowing']);
    expect(concepts('Any trouble swallowing, food getting stuck?')).toContain('symptom:difficulty-swallowing');
    expect(concepts("J'ai une douleur à la déglutition.", 'fr')).toContain('symptom:painful-swallowing');
    expect(concepts("J'ai des difficultés à avaler.", 'fr')).not.toContain('symptom:painful-swallowing');
  });

  it('reads a medication a French speaker names by its international name ("lisinopril")', () => {
    expect(concepts('Je prends du lisinopril 10 mg par jour.', 'fr')).toContain('medication:lisinopril');
    expect(concepts('Je prends du paracétamol.', 'fr')).toContain('medication:paracetamol');
    // French products by their brand: "le Smecta", "du Spasfon", "le Levothyrox".
    expect(concepts('Prenez le Smecta trois fois par jour.', 'fr')).toContain('medication:diosmectite');
    expect(concepts('Vous pouvez prendre du Spasfon.', 'fr')).toContain('medication:phloroglucinol');
    expect(concepts('Je prends du Levothyrox.', 'fr')).toContain('medication:levothyroxine');
  });

  it('reads a term whose lemma is another word only as written: "spotting" is no "spot", "piles" no "pile", "Tums" no "tum"', () => {
    expect(concepts('I have had some spotting between periods.')).toContain('symptom:vaginal-bleeding');
    expect(concepts('It just feels warm on that spot.')).not.toContain('symptom:vaginal-bleeding');
    expect(concepts('I think I have piles.')).toContain('condition:hemorrhoids');
    expect(concepts('There is a pile of washing.')).not.toContain('condition:hemorrhoids');
    expect(concepts('I took some Tums.')).toContain('medication:tums');
    expect(concepts('My tum is sore.')).not.toContain('medication:tums');
  });

  it('reads "flu-like symptoms" as symptoms, not as the flu', () => {
    expect(concepts('Have you had any flu like symptoms?')).toContain('symptom:flu-like-symptoms');
    expect(concepts('Have you had any flu like symptoms?')).not.toContain('condition:influenza');
    expect(concepts("J'ai des symptômes grippaux.", 'fr')).toContain('symptom:flu-like-symptoms');
  });

  it('reads feeling hot as a fever, and a temperature taken as a check, not a fever ("I haven\'t done any temperature reading")', () => {
    expect(concepts('I feel really hot all the time.')).toContain('symptom:fever');
    expect(concepts("I haven't actually done any temperature reading.")).not.toContain('symptom:fever');
    expect(concepts("I haven't actually done any temperature reading.")).toContain('test:temperature-check');
    expect(concepts('I have a high temperature.')).toContain('symptom:fever');
    // A part that feels hot is warm to the touch, not a fever.
    expect(concepts('The elbow feels hot.')).not.toContain('symptom:fever');
  });

  it('reads a TIA as a transient ischaemic attack, not a stroke; a lower extremity as a leg', () => {
    expect(concepts('I think you have had a mini-stroke, a TIA.')).toContain('condition:transient-ischemic-attack');
    expect(concepts('I think you have had a mini-stroke, a TIA.')).not.toContain('condition:stroke');
    expect(concepts('Il a fait un AIT le mois dernier.', 'fr')).toContain('condition:transient-ischemic-attack');
    expect(concepts('She had a stroke last year.')).toContain('condition:stroke');
    expect(concepts('No edema in the lower extremities.')).toContain('body-part:leg');
  });

  it('reads a rotator cuff named without what is wrong with it as no tear ("rotator cuff tendinopathy")', () => {
    expect(concepts('Your symptoms are most likely due to a rotator cuff tendinopathy.')).not.toContain('condition:rotator-cuff-tear');
    expect(concepts('Your symptoms are most likely due to a rotator cuff tendinopathy.')).toContain('condition:tendinitis');
    expect(concepts('The MRI shows a rotator cuff tear.')).toContain('condition:rotator-cuff-tear');
  });

  it('reads a physiotherapist\'s impression ("still the patellofemoral pain") in both languages', () => {
    expect(concepts('I think this is still the patellofemoral pain.')).toContain('condition:patellofemoral-pain-syndrome');
    expect(concepts("C'est un syndrome fémoro-patellaire.", 'fr')).toContain('condition:patellofemoral-pain-syndrome');
  });

  it('reads tinnitus said with its side ("a ringing in my left ear")', () => {
    expect(concepts('I occasionally get like a ringing in my left ear.')).toContain('symptom:tinnitus');
  });

  it('names a code set condition by the term said, not by the first term its code includes ("Smith-Magenis syndrome")', () => {
    const names = readTranscript('[doctor] She has Smith-Magenis syndrome.', 'en').sentences.flatMap((s) =>
      s.mentions.map((m) => m.concept.name),
    );
    expect(names).toContain('smith-magenis syndrome');
    expect(names).not.toContain('miller-dieker syndrome');
  });

  it('reads a term with its articles said or left out ("blood in vomit"), not its possessives ("swelling of your ankles")', () => {
    expect(concepts('No blood in vomit.')).toContain('symptom:blood-in-the-vomit');
    expect(concepts('No blood in stool.')).toContain('symptom:blood-in-the-stool');
    expect(concepts("I can see there's no swelling of your ankles.")).not.toContain('symptom:leg-swelling');
  });

  it('passes over degree words inside a term (lexicon/<lang>/passed-over.json): "felt a bit sick" is nausea, not vomiting', () => {
    expect(concepts('I felt a bit sick.')).toContain('symptom:nausea');
    expect(concepts('I felt a bit sick.')).not.toContain('symptom:vomiting');
    expect(concepts('My skin is extremely dry.')).toContain('symptom:dry-skin');
  });

  it.each([
    ["I've coughed up blood twice.", 'haemoptysis'],
    ['There is a ringing in my ears.', 'tinnitus'],
    ["I can't really hear as well in my left ear.", 'hearing-loss'],
    ['The room is spinning when I get up.', 'vertigo'],
    ['I get up at night to pee three times.', 'nocturia'],
    ['Have you noticed any yellow eyes?', 'jaundice'],
    ["I've had hot flushes for months.", 'hot-flushes'],
    ['It burns when I wee.', 'painful-urination'],
    // A symptom said by what the part does or is ("my heart is racing", "my nose is runny").
    ['My heart is racing at night.', 'palpitations'],
    ['My nose is runny all day.', 'runny-nose'],
    ['My ankles are puffy by the evening.', 'leg-swelling'],
    ["I've noticed that the hearing's gone down a bit.", 'hearing-loss'],
    ["I've been struggling to hear the TV.", 'hearing-loss'],
    ['My skin is flaky and it peels.', 'dry-skin'],
  ])('reads "%s" as %s', (text, id) => {
    expect(concepts(text)).toContain(`symptom:${id}`);
  });

  it('reads French "j\'entends mal" (I hear badly) as hearing loss, not pain; "j\'ai mal" is pain', () => {
    for (const said of ["J'entends mal de l'oreille gauche.", "Je n'entends pas bien depuis une semaine.", "J'ai une baisse d'audition."]) {
      expect(concepts(said, 'fr')).toContain('symptom:hearing-loss');
      expect(concepts(said, 'fr')).not.toContain('symptom:pain');
    }
    expect(concepts('Ça me fait mal quand je marche.', 'fr')).toContain('symptom:pain');
  });

  it('reads a French symptom said of a part of the body as that part\'s, as in English ("mal au genou": knee pain)', () => {
    expect(concepts("J'ai mal au genou droit depuis deux semaines.", 'fr')).toContain('symptom:knee-pain');
    expect(concepts("J'ai des démangeaisons sur le bras.", 'fr')).toContain('symptom:arm-itching');
    expect(concepts('My right knee hurts.')).toContain('symptom:knee-pain');
  });

  it('reads a temperature measured below fever as a vital sign, no fever; one of fever as fever', () => {
    for (const said of ['Body Temperature: 98.4 degrees F.', 'your temperature is ninety eight point six today', 'Temp 37.2.'])
      expect(concepts(said)).not.toContain('symptom:fever');
    for (const said of ['He had a temperature of 101.', 'Temperature: 38.5 C.', "I've had a temperature for two days."])
      expect(concepts(said)).toContain('symptom:fever');
    expect(concepts("J'ai de la température depuis hier.", 'fr')).toContain('symptom:fever');
    expect(concepts("J'ai eu de la température à 39,5.", 'fr')).toContain('symptom:fever');
    expect(concepts("J'ai de la température, 37,2 ce matin.", 'fr')).not.toContain('symptom:fever');
  });

  it('reads "CVA tenderness" as tenderness at the costovertebral angle, and "CVA" alone as a stroke', () => {
    expect(concepts('There is positive CVA tenderness on the right flank.')).toContain('symptom:cva-tenderness');
    expect(concepts('There is positive CVA tenderness on the right flank.')).not.toContain('condition:stroke');
    expect(concepts('No history of CVA.')).toContain('condition:stroke');
  });

  it('reads "strain your urine" as the test, not the condition strain', () => {
    expect(concepts("You'll need to strain your urine.")).toContain('test:urine-straining');
    expect(concepts("You'll need to strain your urine.")).not.toContain('condition:strain');
    expect(concepts('It looks like a muscle strain.')).toContain('condition:strain');
  });

  it.each([
    ["J'ai craché du sang.", 'haemoptysis'],
    ["J'ai des bouffées de chaleur.", 'hot-flushes'],
  ])('reads "%s" (fr) as %s', (text, id) => {
    expect(concepts(text, 'fr')).toContain(`symptom:${id}`);
  });

  it.each([
    ['Denies hematochezia or melena.', 'blood-in-the-stool'],
    ['No haematochezia, no melaena.', 'blood-in-the-stool'],
    ['Genitourinary: Reports polyuria.', 'urinary-frequency'],
    ['Denies paresthesias.', 'tingling'],
    ['No paraesthesia.', 'tingling'],
    ['One episode of emesis yesterday.', 'vomiting'],
    ['No diaphoresis.', 'sweating'],
    ['He was diaphoretic.', 'sweating'],
    ['Denies hematemesis.', 'blood-in-the-vomit'],
    ['No haematemesis.', 'blood-in-the-vomit'],
    ['Reports left otalgia.', 'ear-pain'],
    ['Denies diplopia.', 'double-vision'],
    ['Reports presyncope on standing.', 'lightheadedness'],
    ['Presyncopal episodes.', 'lightheadedness'],
  ])('reads the clinical word in "%s" as its lay symptom (%s)', (sentence, id) => {
    expect(concepts(sentence)).toContain(`symptom:${id}`);
  });
});

describe('a fall', () => {
  it('is a symptom told ("I had a fall on Tuesday", "j\'ai fait une chute"), not autumn nor falling asleep', () => {
    expect(concepts('I had a fall on Tuesday morning.')).toContain('symptom:fall');
    expect(concepts('Any falls recently?')).toContain('symptom:fall');
    expect(concepts("J'ai fait une chute mardi matin.", 'fr')).toContain('symptom:fall');
    expect(concepts('My allergies are worse in the fall.')).not.toContain('symptom:fall');
    expect(concepts('I fell asleep on the sofa.')).not.toContain('symptom:fall');
  });
});

describe("a body part's own pain (body-parts.json pain)", () => {
  const named = LANGUAGES.flatMap((lang) =>
    lexiconEntries(lang, 'body-part').flatMap((part) => (part.pain ? [[lang, part.id, part.pain] as const] : [])),
  );
  it('has some in each language', () => {
    for (const lang of LANGUAGES) expect(named.filter(([l]) => l === lang).length).toBeGreaterThan(0);
  });
  // Pain said of the part is that symptom in either language: "mal au bas du dos" is the back pain an English note names.
  it.each(named)('%s %s: %s is a symptom of that language', (lang, _part, pain) => {
    expect(lexiconEntries(lang, 'symptom').map((e) => e.id)).toContain(pain);
  });
  it('reads pain said of the part as that symptom', () => {
    expect(concepts("J'ai mal au bas du dos depuis cinq jours.", 'fr')).toContain('symptom:back-pain');
    expect(concepts("I've had pain in my lower back for five days.")).toContain('symptom:back-pain');
  });
});

describe('a symptom said of a part', () => {
  const own = LANGUAGES.flatMap((lang) =>
    lexiconEntries(lang, 'symptom')
      .filter((e) => e.ownSystem)
      .map((e) => [lang, e.id, e.system] as const),
  );

  it('has symptoms of their own system', () => expect(own.length).toBeGreaterThan(0));

  it.each(own)("%s %s is of its own system (%s) wherever it is, not the part's", (lang, id, system) => {
    const symptom = lexiconEntries(lang, 'symptom').find((e) => e.id === id)!;
    const knee = lexiconEntries(lang, 'body-part').find((e) => e.id === 'knee')!;
    const at = symptomAt(
      lang,
      // The system is the lexicon's, not the concept's given here (none).
      { kind: 'symptom', id, name: symptom.name },
      { kind: 'body-part', id: 'knee', name: knee.name, system: knee.system },
    );
    expect(system).toBeDefined();
    expect(at.system).toBe(system);
  });

  it("is of the part's system otherwise (knee swelling is musculoskeletal, ear discharge of the ear)", () => {
    const part = (id: string) => ({
      kind: 'body-part' as const,
      id,
      name: id,
      system: lexiconEntries('en', 'body-part').find((e) => e.id === id)!.system,
    });
    expect(symptomAt('en', { kind: 'symptom', id: 'discharge', name: 'discharge', system: 'genitourinary' }, part('ear')).system).toBe(
      'ent',
    );
    expect(symptomAt('en', { kind: 'symptom', id: 'itching', name: 'itching', system: 'skin' }, part('eye')).system).toBe('eyes');
  });
});
