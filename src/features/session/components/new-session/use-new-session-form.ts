// The Start New Session form's state: what the clinician chose, the participants of a
// group session, and whether the consent pop-up is up. Reset when the dialog really closes.
import { useState, type FormEvent } from 'react';
import { DEFAULT_PRONOUN, type Participant, type Pronoun, type SessionType } from '@shared/sessions';

/** What the dialog hands to its caller when the clinician creates the session. */
export interface NewSession {
  type: SessionType;
  clientName: string;
  consent: boolean;
  group: boolean;
  participants: Participant[];
  pronoun: Pronoun;
  language: string;
  /** A virtual session's meeting link and the bot's name. */
  meetingUrl?: string;
  botName?: string;
}

const EMPTY_PARTICIPANT: Participant = { name: '', role: '' };

/** Group participants: edit one field, add an empty row, remove a row. */
function useParticipants() {
  const [list, setList] = useState<Participant[]>([EMPTY_PARTICIPANT]);
  return {
    list,
    update: (index: number, field: keyof Participant, value: string) =>
      setList((current) => current.map((p, i) => (i === index ? { ...p, [field]: value } : p))),
    add: () => setList((current) => [...current, EMPTY_PARTICIPANT]),
    remove: (index: number) => setList((current) => current.filter((_, i) => i !== index)),
    clear: () => setList([EMPTY_PARTICIPANT]),
  };
}

/** The form's fields and their changes, the consent step, and the submit that hands over a NewSession. */
export function useNewSessionForm(
  defaultLanguage: string,
  consentPopup: boolean,
  defaultBotName: string,
  onCreate: (session: NewSession) => void,
) {
  const [type, setType] = useState<SessionType>('in-person');
  const [clientName, setClientName] = useState('');
  const [consent, setConsent] = useState(false);
  const [askingConsent, setAskingConsent] = useState(false);
  const [group, setGroup] = useState(false);
  const participants = useParticipants();
  const [pronoun, setPronoun] = useState<Pronoun>(DEFAULT_PRONOUN);
  const [language, setLanguage] = useState(defaultLanguage);
  const [meetingUrl, setMeetingUrl] = useState('');
  const [botName, setBotName] = useState(defaultBotName);
  // The bot transcribes English only: another language needs the clinician's go-ahead.
  const [otherLanguageAccepted, setOtherLanguageAccepted] = useState(false);
  const botLanguageWarning = type === 'virtual' && language !== 'en' && !language.startsWith('en-');

  function submit(event: FormEvent) {
    event.preventDefault();
    const named = participants.list.map((p) => ({ name: p.name.trim(), role: p.role.trim() })).filter((p) => p.name);
    const virtual = type === 'virtual' ? { meetingUrl: meetingUrl.trim(), botName: botName.trim() } : {};
    onCreate({ type, clientName: clientName.trim(), consent, group, participants: group ? named : [], pronoun, language, ...virtual });
  }

  function reset() {
    setClientName('');
    setConsent(false);
    setGroup(false);
    participants.clear();
    setPronoun(DEFAULT_PRONOUN);
    setLanguage(defaultLanguage);
    setMeetingUrl('');
    setBotName(defaultBotName);
    setOtherLanguageAccepted(false);
  }

  /** Turning consent on asks first when the consent pop-up setting is on. */
  function changeConsent(on: boolean) {
    if (on && consentPopup) setAskingConsent(true);
    else setConsent(on);
  }

  const consentPopupAnswers = {
    agree: () => {
      setConsent(true);
      setAskingConsent(false);
    },
    cancel: () => setAskingConsent(false),
  };

  return {
    details: { type, setType, clientName, setClientName, language, setLanguage, pronoun, setPronoun },
    virtual: {
      meetingUrl,
      setMeetingUrl,
      botName,
      setBotName,
      botLanguageWarning,
      otherLanguageAccepted,
      acceptOtherLanguage: () => setOtherLanguageAccepted(true),
    },
    /** What still keeps Create disabled for a virtual session: a link, a bot name, and the language go-ahead. */
    virtualIncomplete: type === 'virtual' && (!meetingUrl.trim() || !botName.trim() || (botLanguageWarning && !otherLanguageAccepted)),
    group,
    setGroup,
    participants,
    consent,
    changeConsent,
    askingConsent,
    consentPopupAnswers,
    /** In-person and virtual sessions need the patient's consent before they start. */
    needsConsent: type === 'in-person' || type === 'virtual',
    submit,
    reset,
  };
}
