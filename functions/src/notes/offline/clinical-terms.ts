// Word patterns that tell what a sentence is about: examination, results, plan, the phase
// cues of a visit (examination starts, the plan starts), questions, answers, small talk.

export const EXAM_TERMS =
  /\b(tender(?:ness)?|non-?tender|swelling|swollen|edema|effusion|erythema|redness|warmth|warm to (?:the )?touch|murmurs?|gallops?|rubs?|clear to auscultation|lungs? (?:are |sound )?clear|crackles|rales|rhonchi|wheez\w*|heart (?:sounds|rate|rhythm)|regular rate|range of motion|strength|reflexes|sensation|sensory|pulses?|palpat\w*|flexion|extension|abduction|adduction|rotation|gait|neuro(?:logically)? intact|bruising|ecchymosis|laceration|abrasion|lesions?|nodules?|lymph nodes?|lymphadenopathy|thyromegaly|abdomen|bowel sounds|distended|distension|tympanic|pupils|oropharynx|tonsils?|exudates?|drawer|lachman|mcmurray|straight leg|spurling|phalen|tinel|crepitus|deformity|instability|laxity|alert|oriented|capillary refill|carotid|bruits?|jvd|auscultat\w*|inspection|appreciate|appreciated|exam(?:ination)?|sensibilit[ée]|palpation|souffle|[œo]d[èe]me|amplitude|mobilit[ée])\b/i;

export const RESULT_TERMS =
  /\b(x-?rays?|radiographs?|mri|ct(?: scan)?|cat scan|ultrasound|echo(?:cardiogram)?|ekg|ecg|electrocardiogram|labs?|lab work|blood ?work|results?|a1c|hemoglobin|cholesterol|ldl|hdl|triglycerides|lipid panel|cbc|cmp|metabolic panel|creatinine|potassium|sodium|tsh|thyroid (?:levels?|panel|function)|urinalysis|urine (?:test|culture|sample)|cultures?|biopsy|pathology|mammogram|colonoscopy|stress test|pulmonary function|spirometry|imaging|scans?|strep test|rapid (?:strep|covid|flu)|covid test|swab|vitamin d level|liver (?:enzymes|function)|alt|ast|psa|bone density|dexa|eeg|emg|nerve conduction|holter|doppler|angiogram|catheterization|cortisol|glucose|blood sugars?|ejection fraction|radiographie|[ée]chographie|irm|scanner|prise de sang|bilan sanguin|analyses?|r[ée]sultats?)\b/i;

/** Words of an examination finding (not of the examination being announced). */
export const EXAM_FINDINGS =
  /\b(tender(?:ness)?|non-?tender|swelling|swollen|edema|effusion|erythema|redness|warmth|murmurs?|gallops?|rubs?|clear|crackles|rales|rhonchi|wheez\w*|regular|irregular|range of motion|strength|reflexes|sensation|pulses?|pain (?:with|on|to) palpation|flexion|extension|abduction|rotation|gait|intact|bruising|ecchymosis|laceration|abrasion|lesions?|nodules?|lymphadenopathy|thyromegaly|soft|distended|bowel sounds|exudates?|midline|positive|negative|crepitus|deformity|instability|laxity|normal|abnormal|decreased|increased|limited|full|bilateral(?:ly)?|equal|reactive|supple|[œo]d[èe]me|souffle|sensible|douleur (?:à|a) la palpation)\b/i;

/** Words that say what a result showed. */
export const RESULT_FINDINGS =
  /\b(show(?:s|ed|ing)?|reveal(?:s|ed)?|demonstrat(?:es|ed)|came back|come back|normal|abnormal|elevated|high|low|negative|positive|unremarkable|consistent with|evidence of|no sign|within (?:normal )?range|montre|r[ée]v[èe]le|normale?|anormale?|[ée]lev[ée]e?|n[ée]gati(?:f|ve)|positi(?:f|ve))\b/i;

export const RESULT_VERBS =
  /\b(show(?:s|ed|ing)?|reveal(?:s|ed)?|demonstrat(?:es|ed)|came back|come back|was|were|is|are|normal|abnormal|elevated|high|low|negative|positive|unremarkable|fine|consistent with|evidence of|montre|r[ée]v[èe]le|normal|anormal|[ée]lev[ée]|n[ée]gatif|positif)\b/i;

export const PLAN_TERMS =
  /\b(prescrib\w*|prescription|start(?:ing)? (?:you|her|him|them) on|continue|increase|decrease|refer\w*|order\w*|schedul\w*|follow[- ]?up|come back|see you|recommend\w*|physical therapy|therapy|surgery|injection|brace|splint|sling|crutches|ice|rest|elevat\w*|avoid|diet|exercises?|monitor|repeat|plan|we will|we'll|want (?:you|her|him|them) to|should|need to|make sure|stop|discontinue|send|get (?:you|her|him|them)|consult|counsel\w*|educat\w*|return|call|watch|trial|try|adjust|switch|medication|medicine|prescrire|ordonnance|continuer|augmenter|diminuer|r[ée]f[ée]rer|suivi|revoir|recommande|examens?)\b/i;

/** The clinician starts examining. */
export const EXAM_CUE =
  /\b(physical exam(?:ination)?|(?:do|perform) (?:a |an |my )?(?:quick )?(?:physical )?exam|examine|take a (?:quick )?look|listen to (?:your |her |his )?(?:heart|lungs|chest)|let me (?:feel|check|see|press|push)|on (?:your |her |his )?(?:physical )?exam(?:ination)?|on exam|your exam|vital signs|vitals|lie back|hop up|on the table|examen physique|à l'examen|je vais vous examiner|ausculter)\b/i;

/** The clinician moves to the assessment and plan. */
export const PLAN_CUE =
  /\b(assessment|(?:my|the|our) plan|impression|diagnosis|first problem|second problem|next problem|last problem|(?:so )?for your (?:first )?(?:problem|issue)|in terms of (?:your )?(?:treatment|plan)|what (?:i|we) (?:would|'d|want to) (?:like to )?do|(?:i am|i'm|we are|we're) going to (?:prescribe|order|refer|start|have you|put you|send|get you|go ahead)|my recommendation|i(?: would|'d) (?:like|recommend)|for homework|next session|i want (?:you|to) (?:to )?(?:start|continue|take|go)|let's (?:go ahead|start|get|have|continue|talk about (?:the|your|my) plan)|mon [ée]valuation|le plan|je vais (?:vous )?prescrire|je recommande)\b/i;

/** The clinician says the assessment and plan start. */
export const STRONG_PLAN_CUE =
  /\b(assessment|(?:my|the|our) plan|impression|diagnosis|first problem|second problem|next problem|last problem|(?:so )?for your (?:first )?(?:problem|issue)|mon [ée]valuation|le plan)\b/i;

/** The clinician asks something ("what i think we're dealing with is ..." says something). */
export const QUESTION_START =
  /^(?:(?:so|and|okay|ok|alright|now|but|um|uh|well|also)[\s,]+)*(?:do|does|did|are|is|was|were|have|has|had|any|anything|how|what(?! (?:i|we)(?:'re|'m| am| are|'ll| will|'d| would)? (?:think|thought|want|wanna|wan na|like|recommend|suggest|see|found|noticed|going to|gonna|gon na|dealing|have|need|do)\b(?!(?: to)? (?:know|ask)\b))|when|where|which|who|why|can|could|would|will|should|tell me|est-ce|avez-vous|as-tu|êtes-vous|vous avez|quand|comment|combien|où|quel|quelle|quels|quelles|pourquoi|y a-t-il)\b/i;

/** "..., okay?": a statement the speech engine heard as a question ("right?" only after a comma: "on the left or on the right?" asks). */
export const TAG_QUESTION = /(?:\b(?:okay|ok|alright|all right|d'accord)|,\s*right)\s*[?.]?\s*$/i;

/** An answer that says no. */
export const NEGATIVE_ANSWER =
  /^(?:(?:um|uh|oh|well|hmm)[\s,]+)*(?:no\b|nope|nah|not really|not at all|not that i(?:'ve| have)? (?:know|noticed|recall|remember)|never|none|negative|i don'?t(?! know)|i do not(?! know)|i haven'?t|i have not|i didn'?t|i did not|not anymore|nothing|non\b|pas vraiment|jamais|aucun|pas du tout|je n'ai pas|rien)/i;

/** An answer that says yes. */
export const POSITIVE_ANSWER =
  /^(?:(?:um|uh|oh|well|hmm)[\s,]+)*(?:yes|yeah|yep|yup|correct|right|i do\b|i have\b|i did\b|a little|a bit|sometimes|occasionally|uh-huh|mm-hmm|definitely|absolutely|oui|ouais|un peu|parfois|exact)/i;

/** Greetings and courtesies: never in a note. */
export const GREETINGS =
  /\b(how are you|nice to (?:meet|see) you|good to see you|thank you|thanks|have a (?:good|great|nice)|take care|bye|dax|dragon|nurse told you|my name is|i'm doctor|i am doctor|bonjour|merci|au revoir|bonne journ[ée]e)\b/i;

/** Talk about the weather or the weekend: left out unless the conversation is vague. */
export const CHIT_CHAT = /\b(weather|weekend|vacation|holiday|game|team|favorite|wine|movie|show)\b/i;
