// The user-facing messages, in English (exact texts: tests hold them word for word)
// and French. Keys are grouped by area through their prefix. Placeholders use i18next
// interpolation ({{message}}), so the site's `errors` namespace can be generated from here.
import { FHIR_ERRORS } from './fhir-errors';
import { FALLBACK_UI_LANGUAGE, isUiLanguage } from './languages';

/** Every message, by stable key: {en, fr}. */
export const ERROR_CATALOGUE = {
  // Sign-up (the error is delivered through a callback).
  signUpUserNotFound: { en: 'User not found', fr: 'Utilisateur introuvable' },
  signUpWrongPassword: { en: 'Wrong password', fr: 'Mot de passe incorrect' },
  signUpMissingPassword: { en: 'Missing password', fr: 'Mot de passe manquant' },
  signUpInvalidEmail: { en: 'Invalid email', fr: 'Adresse courriel invalide' },
  signUpEmailExists: { en: 'Email already exists', fr: 'Cette adresse courriel est déjà utilisée' },
  signUpMissingEmail: { en: 'Missing email', fr: 'Adresse courriel manquante' },
  signUpError: { en: 'Error: {{message}}', fr: 'Erreur : {{message}}' },
  signUpFailed: { en: 'Error during registration', fr: 'Erreur lors de l’inscription' },

  // Sign-in.
  signInUserNotFound: { en: 'No user found with this email.', fr: 'Aucun utilisateur n’a cette adresse courriel.' },
  signInWrongPassword: { en: 'Wrong password.', fr: 'Mot de passe incorrect.' },
  signInMissingEmail: { en: 'Missing email.', fr: 'Adresse courriel manquante.' },
  signInMissingPassword: { en: 'Missing password.', fr: 'Mot de passe manquant.' },
  signInInvalidEmail: { en: 'Invalid email.', fr: 'Adresse courriel invalide.' },

  // Password reset.
  resetSent: {
    en: 'Password reset email sent successfully. Expect delay of a few minutes.',
    fr: 'Le courriel de réinitialisation du mot de passe a bien été envoyé. Il peut mettre quelques minutes à arriver.',
  },
  resetUserNotFound: { en: 'User Not Found', fr: 'Utilisateur introuvable' },
  resetWrongPassword: { en: 'Wrong password', fr: 'Mot de passe incorrect' },
  resetMissingPassword: { en: 'Missing password', fr: 'Mot de passe manquant' },
  resetInvalidEmail: { en: 'Invalid Email', fr: 'Adresse courriel invalide' },
  resetMissingEmail: { en: 'Missing Email', fr: 'Adresse courriel manquante' },
  resetUnknownError: { en: 'Unknown Error', fr: 'Erreur inconnue' },

  // Phone sign-in and second factor.
  phoneInvalidCode: { en: 'Invalid verification code entered', fr: 'Le code de vérification saisi est invalide' },
  phoneAlreadyLinked: {
    en: 'Phone number is already linked to another account',
    fr: 'Ce numéro de téléphone est déjà lié à un autre compte',
  },
  mfaUnsupportedFactor: { en: 'Unsupported factor type', fr: 'Type de facteur non pris en charge' },
  mfaSignInError: { en: 'Error signing in with MFA', fr: 'Erreur lors de la connexion à deux facteurs' },

  // E-mail change.
  emailChangeInUse: {
    en: 'This email address is already in use by another account',
    fr: 'Cette adresse courriel est déjà utilisée par un autre compte',
  },
  emailChangeInvalidAddress: { en: 'Invalid email address format', fr: 'Format d’adresse courriel invalide' },
  emailChangeInvalidFormat: { en: 'Invalid email format', fr: 'Format de courriel invalide' },
  emailChangeSameAddress: {
    en: 'The new email is the same as your current email',
    fr: 'La nouvelle adresse est identique à l’adresse actuelle',
  },
  emailChangeNoUser: { en: 'No authenticated user found', fr: 'Aucun utilisateur connecté' },
  emailChangeRecentLogin: {
    en: 'For security reasons, please log out and log back in before changing your email',
    fr: 'Pour des raisons de sécurité, déconnectez-vous puis reconnectez-vous avant de changer d’adresse courriel',
  },
  // Also the answer of every API route over its rate limit (429).
  emailChangeTooMany: {
    en: 'Too many requests. Please try again later',
    fr: 'Trop de demandes. Veuillez réessayer plus tard',
  },
  emailChangeFailed: {
    en: 'Failed to initiate email change',
    fr: 'Impossible de lancer le changement d’adresse courriel',
  },
  emailChangeSent: {
    en: 'Verification email sent to your new email address. Please check your inbox and click the verification link to complete the email change.',
    fr: 'Un courriel de vérification a été envoyé à votre nouvelle adresse. Ouvrez-le et cliquez sur le lien de vérification pour terminer le changement.',
  },
  emailChangeStatusFailed: {
    en: 'Failed to check email change status',
    fr: 'Impossible de vérifier l’état du changement d’adresse courriel',
  },
  emailChangeNoDocument: { en: 'User document not found', fr: 'Fiche utilisateur introuvable' },

  // Fallbacks of the calls, and messages that are only logged.
  fallbackReferralCode: {
    en: 'Error verifying referral code',
    fr: 'Erreur lors de la vérification du code de parrainage',
  },
  fallbackPromoCode: { en: 'Error verifying promo code', fr: 'Erreur lors de la vérification du code promo' },
  fallbackGetReferralCode: {
    en: 'Error getting referral code',
    fr: 'Erreur lors de la récupération du code de parrainage',
  },
  fallbackWelcomeMail: { en: 'Error sending welcome email', fr: 'Erreur lors de l’envoi du courriel de bienvenue' },
  fallbackDecryptSession: {
    en: 'Error decrypting session: {{message}}',
    fr: 'Erreur lors du déchiffrement de la séance : {{message}}',
  },
  fallbackDeleteSession: {
    en: 'Error deleting session: {{message}}',
    fr: 'Erreur lors de la suppression de la séance : {{message}}',
  },
  fallbackFetchSession: {
    en: 'Error fetching session data: {{message}}',
    fr: 'Erreur lors de la récupération de la séance : {{message}}',
  },
  fallbackAutomation: {
    en: 'Failed to send user to automation',
    fr: 'Impossible d’envoyer l’utilisateur vers l’automatisation',
  },
  fallbackUserMissing: {
    en: 'User does not exist in the database',
    fr: 'L’utilisateur n’existe pas dans la base de données',
  },
  fallbackReviewType: { en: 'Review type is required', fr: 'Le type d’avis est obligatoire' },
  referralSendFailed: { en: 'Error sending email', fr: 'Erreur lors de l’envoi du courriel' },
  languageMissing: {
    en: 'Language not found in user data. Defaulting to English.',
    fr: 'Langue absente des données utilisateur. L’anglais est utilisé.',
  },

  // Integration toasts.
  toastClinikoLoading: { en: 'Loading Cliniko patient list...', fr: 'Chargement de la liste des patients Cliniko...' },
  toastClinikoLoaded: { en: 'Cliniko patient list loaded!', fr: 'Liste des patients Cliniko chargée !' },
  toastClinikoLoadFailed: {
    en: 'Error fetching patient list from Cliniko',
    fr: 'Erreur lors de la récupération de la liste des patients Cliniko',
  },
  toastExporting: { en: 'Exporting notes...', fr: 'Exportation des notes...' },
  toastClinikoExported: { en: 'Notes exported to Cliniko!', fr: 'Notes exportées vers Cliniko !' },
  toastExportError: {
    en: 'Error exporting notes: {{message}}',
    fr: 'Erreur lors de l’exportation des notes : {{message}}',
  },
  toastClinikoExportFailed: {
    en: 'Error exporting notes to Cliniko',
    fr: 'Erreur lors de l’exportation des notes vers Cliniko',
  },
  toastHighLevelLoading: { en: 'Loading Go HighLevel contacts...', fr: 'Chargement des contacts Go HighLevel...' },
  toastHighLevelLoaded: { en: 'Go HighLevel contacts loaded!', fr: 'Contacts Go HighLevel chargés !' },
  toastHighLevelLoadFailed: {
    en: 'Error fetching contacts from Go HighLevel',
    fr: 'Erreur lors de la récupération des contacts Go HighLevel',
  },
  toastHighLevelExporting: {
    en: 'Exporting notes to Go HighLevel...',
    fr: 'Exportation des notes vers Go HighLevel...',
  },
  toastHighLevelExported: { en: 'Notes exported to Go HighLevel!', fr: 'Notes exportées vers Go HighLevel !' },
  toastHighLevelExportFailed: {
    en: 'Error exporting notes to Go HighLevel',
    fr: 'Erreur lors de l’exportation des notes vers Go HighLevel',
  },

  // Interface messages.
  uiSummaryIssue: {
    en: 'Issue generating summary. Please try again.',
    fr: 'Problème lors de la génération du résumé. Veuillez réessayer.',
  },
  uiNoteLimit: {
    en: 'You have reached your note limit. Please upgrade to start new sessions.',
    fr: 'Vous avez atteint votre limite de notes. Passez à une offre supérieure pour démarrer de nouvelles séances.',
  },
  uiTimeOrNoteLimit: {
    en: 'You have reached your session time limit or note limit',
    fr: 'Vous avez atteint votre limite de durée de séance ou de notes',
  },
  uiUploadsInProgress: {
    en: 'Please wait for all files to finish uploading before adding more files.',
    fr: 'Attendez la fin du téléversement de tous les fichiers avant d’en ajouter d’autres.',
  },
  uiWaitForSummaries: {
    en: 'Please wait for summaries to be generated.',
    fr: 'Veuillez patienter pendant la génération des résumés.',
  },
  uiStartSessionFirst: {
    en: "Please start a new session first using the 'Start New Session' button.",
    fr: 'Démarrez d’abord une nouvelle séance avec le bouton « Nouvelle séance ».',
  },
  uiAllowPopups: {
    en: 'Please allow popups to start a concurrent session.',
    fr: 'Autorisez les fenêtres contextuelles pour démarrer une séance simultanée.',
  },
  uiHiddenNotesError: { en: 'Error showing hidden notes', fr: 'Erreur lors de l’affichage des notes masquées' },
  // The file-type, file-size, empty-file and session-expired messages.
  uiInvalidFileType: {
    en: 'Invalid file type. Allowed types: {{types}}',
    fr: 'Type de fichier non valide. Types acceptés : {{types}}',
  },
  uiFileTooLarge: {
    en: 'File too large. The limit is {{limit}}.',
    fr: 'Fichier trop volumineux. La limite est de {{limit}}.',
  },
  uiSessionUploadLimit: {
    en: 'File too large. The files of a session may take {{limit}} in total.',
    fr: 'Fichier trop volumineux. Les fichiers d’une séance ne peuvent dépasser {{limit}} au total.',
  },
  uiEmptyFile: { en: 'The file is empty.', fr: 'Le fichier est vide.' },
  uiLastTemplate: {
    en: 'Cannot delete, reset or hide the last visible note template',
    fr: 'Impossible de supprimer, réinitialiser ou masquer le dernier modèle de note visible',
  },
  uiSessionExpired: {
    en: 'Session expired. Please re-authorize.',
    fr: 'Session expirée. Veuillez autoriser à nouveau l’accès.',
  },
  // Validation messages of forms.
  uiPromoCodeRequired: { en: 'Please enter a promo code', fr: 'Veuillez saisir un code promo' },
  // Diagnosis codes (ICD-10-CM).
  codesPlan: {
    en: 'Diagnosis codes come with the Starter Plus, Bronze and Silver plans.',
    fr: 'Les codes de diagnostic sont offerts avec les forfaits Starter Plus, Bronze et Silver.',
  },
  codeNotFound: {
    en: 'There is no code {{code}}. Nearest: {{nearest}}.',
    fr: 'Le code {{code}} n’existe pas. Les plus proches : {{nearest}}.',
  },
  codeNotBillable: {
    en: '{{code}} is a category, not a billable code. Choose one of: {{nearest}}.',
    fr: '{{code}} est une catégorie, pas un code facturable. Choisissez parmi : {{nearest}}.',
  },
  codeTwice: { en: '{{code}} is listed twice.', fr: '{{code}} figure deux fois.' },
  // A CMS file an admin uploads to replace the code set: refused with what is wrong, the current set kept.
  codeSetFileEmpty: {
    en: 'The code order file is empty. The current code set is kept.',
    fr: 'Le fichier d’ordre des codes est vide. Le jeu de codes actuel est conservé.',
  },
  codeSetFileLine: {
    en: 'Line {{line}} is not a CMS code order line (order, code, billable flag, short and long description). The current code set is kept.',
    fr: 'La ligne {{line}} n’est pas une ligne d’ordre des codes CMS (ordre, code, marque facturable, libellés court et long). Le jeu de codes actuel est conservé.',
  },
  codeSetFileTabular: {
    en: 'The tabular list is not the CMS ICD-10-CM tabular list (XML). The current code set is kept.',
    fr: 'La liste tabulaire n’est pas celle de la CIM-10-CM des CMS (XML). Le jeu de codes actuel est conservé.',
  },
  codeSetFileNotZip: {
    en: '{{name}} is not a zip file. The current code set is kept.',
    fr: '{{name}} n’est pas un fichier zip. Le jeu de codes actuel est conservé.',
  },
  codeSetFileNoOrder: {
    en: 'No code order file was given (icd10cm-order-<year>.txt, or the CMS zip that holds it). The current code set is kept.',
    fr: 'Aucun fichier d’ordre des codes n’a été donné (icd10cm-order-<année>.txt, ou le zip des CMS qui le contient). Le jeu de codes actuel est conservé.',
  },
  codeSetFileTooFew: {
    en: 'The file holds {{count}} codes; a whole ICD-10-CM release holds more than {{min}}. The current code set is kept.',
    fr: 'Le fichier contient {{count}} codes ; une version complète de la CIM-10-CM en contient plus de {{min}}. Le jeu de codes actuel est conservé.',
  },
  codeSetFileNoYear: {
    en: 'The release’s year is in neither the file’s name nor the tabular list. The current code set is kept.',
    fr: 'L’année de la version ne figure ni dans le nom du fichier ni dans la liste tabulaire. Le jeu de codes actuel est conservé.',
  },
  codeSetNotNewer: {
    en: 'This file is the FY{{year}} release; the code set in use is FY{{current}}. Only a newer release replaces it.',
    fr: 'Ce fichier est la version FY{{year}} ; le jeu de codes utilisé est FY{{current}}. Seule une version plus récente le remplace.',
  },
  codeSetUploadMissing: {
    en: 'The uploaded file was not found. Upload it again.',
    fr: 'Le fichier téléversé est introuvable. Téléversez-le de nouveau.',
  },
  codesExcludeEachOther: {
    en: '{{code}} and {{other}} exclude each other: keep one of them.',
    fr: '{{code}} et {{other}} s’excluent l’un l’autre : gardez-en un seul.',
  },
  // Editing a note by instruction.
  notesInstructionTooLong: {
    en: 'An instruction is at most 500 characters.',
    fr: 'Une consigne fait au plus 500 caractères.',
  },
  notesInstructionUnknown: {
    en: 'This instruction is not understood offline. These work:',
    fr: 'Cette consigne n’est pas comprise hors ligne. Celles-ci fonctionnent :',
  },
  notesInstructionEverySection: {
    en: 'A note keeps at least one section: this would delete them all.',
    fr: 'Une note garde au moins une section : ceci les supprimerait toutes.',
  },
  notesInstructionNoSection: {
    en: 'There is no section "{{section}}". The sections are: {{sections}}.',
    fr: 'Il n’y a pas de section « {{section}} ». Les sections sont : {{sections}}.',
  },
  notesInstructionNoSentence: {
    en: 'No sentence of the note contains "{{text}}".',
    fr: 'Aucune phrase de la note ne contient « {{text}} ».',
  },
  notesInstructionSeveralSentences: {
    en: 'Several sentences contain "{{text}}": quote more of the one to move.',
    fr: 'Plusieurs phrases contiennent « {{text}} » : citez-en davantage.',
  },
  notesInstructionNoTerm: { en: '"{{term}}" is not in the note.', fr: '« {{term}} » ne figure pas dans la note.' },
  notesInstructionKeepsFacts: {
    en: 'Not applied: it would change or drop a medication or a number of the note.',
    fr: 'Non appliquée : elle changerait ou retirerait un médicament ou un nombre de la note.',
  },
  notesInstructionNoChange: { en: 'The note already reads that way: nothing changed.', fr: 'La note se lit déjà ainsi : rien n’a changé.' },
  notesInstructionLanguage: {
    en: 'Only a note of a built-in template drafted offline can be written again in the other language.',
    fr: 'Seule une note d’un modèle intégré rédigée hors ligne peut être réécrite dans l’autre langue.',
  },
  // Standing rules (notes in the clinician's own style).
  notesStyleInvalid: {
    en: 'This request about a rule is not valid.',
    fr: 'Cette demande sur une règle n’est pas valide.',
  },
  notesStyleUnknown: {
    en: 'This rule is not understood. Write it as an instruction, such as: replace "the patient" with "Pt".',
    fr: 'Cette règle n’est pas comprise. Écrivez-la comme une consigne, par exemple : remplace « le patient » par « Pt ».',
  },
  notesStyleKind: {
    en: 'A standing rule replaces a term, removes, renames or lays out a section, or adds a line.',
    fr: 'Une règle permanente remplace un terme, supprime, renomme ou met en forme une section, ou ajoute une ligne.',
  },
  notesStyleNotFound: { en: 'This rule no longer exists.', fr: 'Cette règle n’existe plus.' },
  notesStyleExists: { en: 'You already have this rule.', fr: 'Vous avez déjà cette règle.' },
  notesStyleConflict: {
    en: 'This rule says otherwise than your rule "{{rule}}". Which one wins?',
    fr: 'Cette règle dit autre chose que votre règle « {{rule}} ». Laquelle l’emporte ?',
  },
  notesStyleNoSection: {
    en: 'This template has no section "{{section}}". Its sections are: {{sections}}.',
    fr: 'Ce modèle n’a pas de section « {{section}} ». Ses sections sont : {{sections}}.',
  },
  notesStyleNoTemplate: { en: 'This note template is not in your library.', fr: 'Ce modèle de note n’est pas dans votre bibliothèque.' },
  notesStyleTooMany: {
    en: 'You have reached the limit of 100 rules: delete one first.',
    fr: 'Vous avez atteint la limite de 100 règles : supprimez-en une d’abord.',
  },
  notesStyleAnswered: { en: 'This suggestion was already answered.', fr: 'Cette suggestion a déjà reçu une réponse.' },
  notesUndoNothing: { en: 'There is no instruction to undo.', fr: 'Il n’y a aucune consigne à annuler.' },
  notesUndoChanged: {
    en: 'The note was changed since the last instruction: undo would lose those changes.',
    fr: 'La note a changé depuis la dernière consigne : annuler ferait perdre ces changements.',
  },
  // Integrations (EMR and CRM export).
  integrationPlan: {
    en: 'EMR integrations come with the Starter Plus, Bronze and Silver plans.',
    fr: 'Les intégrations DME sont offertes avec les forfaits Starter Plus, Bronze et Silver.',
  },
  integrationNotConnected: { en: '{{name}} is not connected.', fr: '{{name}} n’est pas connecté.' },
  integrationKeyRejected: {
    en: '{{name}} did not accept this key. Check it and try again.',
    fr: '{{name}} n’a pas accepté cette clé. Vérifiez-la et réessayez.',
  },
  integrationRefused: { en: '{{name}} refused the connection: {{message}}', fr: '{{name}} a refusé la connexion : {{message}}' },
  integrationFailed: { en: '{{name}}: {{message}}', fr: '{{name}} : {{message}}' },
  integrationNoteMissing: {
    en: 'A note to export is no longer in this session.',
    fr: 'Une note à exporter ne fait plus partie de cette séance.',
  },
  integrationNoteTooLong: {
    en: 'This note is too long for {{name}} ({{length}} characters; it takes at most {{limit}}). Shorten it or export its sections one by one.',
    fr: 'Cette note est trop longue pour {{name}} ({{length}} caractères ; au plus {{limit}}). Raccourcissez-la ou exportez ses sections une par une.',
  },
  integrationDuplicate: {
    en: 'These notes were already exported to this patient. Export them again?',
    fr: 'Ces notes ont déjà été exportées pour ce patient. Les exporter de nouveau ?',
  },
  // Help and support.
  contactFailed: {
    en: 'Your message could not be sent. Please try again in a few minutes.',
    fr: 'Votre message n’a pas pu être envoyé. Réessayez dans quelques minutes.',
  },
  // Admin console.
  adminPromoExists: { en: 'This promo code exists already.', fr: 'Ce code promo existe déjà.' },
  adminLinkExists: { en: 'A link with this code exists already.', fr: 'Un lien avec ce code existe déjà.' },
  adminLinkUnknown: { en: 'This link does not exist.', fr: 'Ce lien n’existe pas.' },
  // Promo codes (checkPromoCode's refusals, ./promo-codes.ts).
  promoUnknown: { en: 'This promo code does not exist.', fr: 'Ce code promo n’existe pas.' },
  promoDisabled: { en: 'This promo code is no longer offered.', fr: 'Ce code promo n’est plus proposé.' },
  promoExpired: { en: 'This promo code has expired.', fr: 'Ce code promo a expiré.' },
  promoUsedUp: {
    en: 'This promo code has been used as many times as it allows.',
    fr: 'Ce code promo a atteint son nombre maximal d’utilisations.',
  },
  promoWrongPlan: {
    en: 'This promo code applies only to the Bronze and Silver plans.',
    fr: 'Ce code promo s’applique seulement aux forfaits Bronze et Silver.',
  },
  uiNoSessionData: { en: 'No session data found for this user.', fr: 'Aucune séance trouvée pour cet utilisateur.' },

  // Sessions and live transcription (worded to tell the clinician what to do).
  sessionNotFound: {
    en: 'This session no longer exists. Start a new session.',
    fr: 'Cette séance n’existe plus. Commencez une nouvelle séance.',
  },
  sessionConsentRequired: {
    en: 'Record an in-person session only with the patient’s consent.',
    fr: 'N’enregistrez une séance en personne qu’avec le consentement du patient.',
  },
  sessionGroupPlan: {
    en: 'Group sessions come with the Starter Plus, Bronze and Silver plans.',
    fr: 'Les séances de groupe sont offertes avec les forfaits Starter Plus, Bronze et Silver.',
  },
  transcriptionLanguageUnavailable: {
    en: 'Live transcription here is English only. Choose English as the recording language, or ask your administrator to configure a multilingual transcription service.',
    fr: 'La transcription en direct est ici en anglais seulement. Choisissez l’anglais comme langue d’enregistrement, ou demandez à votre administrateur de configurer un service de transcription multilingue.',
  },
  transcriptionFailed: {
    en: 'Transcription stopped working: {{message}}. Your audio is safe on the server; the transcript resumes when the service is back.',
    fr: 'La transcription ne fonctionne plus : {{message}}. Votre audio est en sécurité sur le serveur ; la transcription reprendra dès le retour du service.',
  },
  notesUnreadableFile: {
    en: 'This file could not be read. Save it again as .docx, .pdf or .txt and upload it once more.',
    fr: 'Impossible de lire ce fichier. Enregistrez-le de nouveau au format .docx, .pdf ou .txt, puis téléversez-le encore une fois.',
  },
  notesNothingToSummarise: {
    en: 'There is nothing to write a note from yet: record, type or upload something first.',
    fr: 'Il n’y a encore rien à partir de quoi rédiger une note : enregistrez, saisissez ou téléversez d’abord quelque chose.',
  },
  uploadUnreadable: {
    en: 'Could not read {{name}}: {{reason}}. The session’s other files are not affected; remove it and upload a readable copy.',
    fr: 'Impossible de lire {{name}} : {{reason}}. Les autres fichiers de la séance ne sont pas touchés ; retirez-le et téléversez une copie lisible.',
  },
  uploadLanguageUnavailable: {
    en: '{{name}} cannot be transcribed: transcription here is English only. Choose English as the session’s language, or ask your administrator to configure a multilingual transcription service. Documents and images are still read.',
    fr: '{{name}} ne peut pas être transcrit : la transcription est ici en anglais seulement. Choisissez l’anglais comme langue de la séance, ou demandez à votre administrateur de configurer un service de transcription multilingue. Les documents et les images sont tout de même lus.',
  },
  uploadMissing: {
    en: 'This file is no longer stored. Upload it again.',
    fr: 'Ce fichier n’est plus conservé. Téléversez-le de nouveau.',
  },
  uploadRecordingTooLong: {
    en: '{{name}} lasts {{minutes}} min; your plan transcribes up to {{limit}} min per session.',
    fr: '{{name}} dure {{minutes}} min ; votre forfait transcrit jusqu’à {{limit}} min par séance.',
  },
  uploadFailed: {
    en: 'The upload of {{name}} did not finish. Try again: the file will not be stored twice.',
    fr: 'Le téléversement de {{name}} n’a pas abouti. Réessayez : le fichier ne sera pas conservé en double.',
  },
  uploadProcessingFailed: {
    en: '{{name}} was stored but could not be processed: {{message}}. Try again.',
    fr: '{{name}} a été conservé mais n’a pas pu être traité : {{message}}. Réessayez.',
  },
  sessionSaveFailed: {
    en: 'Your changes could not be saved. They are still on this page; please try again.',
    fr: 'Vos modifications n’ont pas pu être enregistrées. Elles sont toujours sur cette page ; veuillez réessayer.',
  },

  // Payment.
  paymentProcessing: { en: 'Error processing payment', fr: 'Erreur lors du traitement du paiement' },
  paymentDeclined: { en: 'Error processing payment: {{reason}}', fr: 'Erreur lors du traitement du paiement : {{reason}}' },
  paymentInProgress: {
    en: 'A payment is already being processed. Wait for it to finish.',
    fr: 'Un paiement est déjà en cours. Attendez qu’il se termine.',
  },
  paymentGatewayInit: {
    en: 'Error initializing payment gateway',
    fr: 'Erreur lors de l’initialisation de la passerelle de paiement',
  },
  paymentProviderInit: {
    en: 'Error initializing the payment provider',
    fr: 'Erreur lors de l’initialisation du prestataire de paiement',
  },
  paymentServerUnreachable: {
    en: 'Failed to connect to payment server',
    fr: 'Impossible de joindre le serveur de paiement',
  },
  paymentTrialNotFromFree: {
    en: 'A trial can be started from the Free plan only.',
    fr: 'Un essai ne peut commencer que depuis le forfait Gratuit.',
  },
  paymentTrialUsed: { en: 'This account has already had its free trial.', fr: 'Ce compte a déjà profité de son essai gratuit.' },
  paymentMethodNotFound: { en: 'This payment method was not found.', fr: 'Ce moyen de paiement est introuvable.' },
  paymentMethodInUse: {
    en: 'This card pays your subscription. Make another card the default first.',
    fr: 'Cette carte paie votre abonnement. Choisissez d’abord une autre carte par défaut.',
  },

  // Referral invites.
  referralInvalidEmail: { en: 'Invalid email format: {{email}}', fr: 'Format d’adresse courriel invalide : {{email}}' },
  referralTooManyAddresses: { en: 'Invite at most {{max}} addresses at a time.', fr: 'Invitez au plus {{max}} adresses à la fois.' },
  referralDailyCap: {
    en: 'You can send at most {{max}} invitations a day. Try again tomorrow.',
    fr: 'Vous pouvez envoyer au plus {{max}} invitations par jour. Réessayez demain.',
  },
  // Virtual sessions (the meeting bot).
  virtualMeetingUrl: {
    en: 'Paste a Zoom, Google Meet or Microsoft Teams meeting link.',
    fr: 'Collez un lien de réunion Zoom, Google Meet ou Microsoft Teams.',
  },
  virtualNotVirtual: { en: 'A meeting bot joins virtual sessions only.', fr: 'Un robot de réunion ne rejoint que les séances virtuelles.' },
  virtualBotActive: { en: 'The bot is already in this meeting.', fr: 'Le robot est déjà dans cette réunion.' },
  virtualNoBot: { en: 'This session has no meeting bot.', fr: 'Cette séance n’a pas de robot de réunion.' },
  virtualUnavailable: { en: 'The meeting bot service is not configured.', fr: 'Le service de robot de réunion n’est pas configuré.' },
  virtualProviderDown: {
    en: 'The meeting bot service did not answer. Try again in a moment.',
    fr: 'Le service de robot de réunion n’a pas répondu. Réessayez dans un instant.',
  },
  promoMailFailed: { en: 'The promo code e-mail could not be sent.', fr: 'Le courriel du code promo n’a pas pu être envoyé.' },

  // OAuth connections (DrChrono, Go HighLevel): why a sign-in coming back from the provider was not saved.
  integrationOAuthUnknown: {
    en: 'This sign-in with {{name}} was already used or was not started here. Nothing was saved: start the connection again from this page.',
    fr: 'Cette connexion avec {{name}} a déjà servi ou n’a pas été lancée ici. Rien n’a été enregistré : relancez la connexion depuis cette page.',
  },
  integrationOAuthExpired: {
    en: 'This sign-in with {{name}} took more than 10 minutes and expired. Nothing was saved: start the connection again from this page.',
    fr: 'Cette connexion avec {{name}} a pris plus de 10 minutes et a expiré. Rien n’a été enregistré : relancez la connexion depuis cette page.',
  },
  integrationOAuthOtherUser: {
    en: 'This sign-in with {{name}} was started by another account. Nothing was saved. If someone sent you this link, do not use it; to connect your own {{name}}, start the connection from this page.',
    fr: 'Cette connexion avec {{name}} a été lancée par un autre compte. Rien n’a été enregistré. Si quelqu’un vous a envoyé ce lien, ne l’utilisez pas ; pour connecter votre propre compte {{name}}, lancez la connexion depuis cette page.',
  },
  integrationOAuthOtherBrowser: {
    en: 'This sign-in with {{name}} was started in another browser or tab. Nothing was saved: start the connection again from this page.',
    fr: 'Cette connexion avec {{name}} a été lancée dans un autre navigateur ou onglet. Rien n’a été enregistré : relancez la connexion depuis cette page.',
  },
  // The same four in the API's own message (the site shows the texts above, by key).
  integrationOAuthUnknownBrief: {
    en: 'This sign-in with {{name}} was already used or was not started here. Nothing was saved.',
    fr: 'Cette connexion avec {{name}} a déjà servi ou n’a pas été lancée ici. Rien n’a été enregistré.',
  },
  integrationOAuthExpiredBrief: {
    en: 'This sign-in with {{name}} took more than 10 minutes and expired. Nothing was saved.',
    fr: 'Cette connexion avec {{name}} a pris plus de 10 minutes et a expiré. Rien n’a été enregistré.',
  },
  integrationOAuthOtherUserBrief: {
    en: 'This sign-in with {{name}} was started by another account. Nothing was saved.',
    fr: 'Cette connexion avec {{name}} a été lancée par un autre compte. Rien n’a été enregistré.',
  },
  integrationOAuthOtherBrowserBrief: {
    en: 'This sign-in with {{name}} was started in another browser or tab. Nothing was saved.',
    fr: 'Cette connexion avec {{name}} a été lancée dans un autre navigateur ou onglet. Rien n’a été enregistré.',
  },
  integrationConnectsWithKey: { en: '{{name}} connects with an API key.', fr: '{{name}} se connecte avec une clé d’API.' },
  integrationConnectsWithSignIn: {
    en: '{{name}} connects with its own sign-in page.',
    fr: '{{name}} se connecte avec sa propre page de connexion.',
  },
  integrationOAuthExchange: {
    en: '{{name}} did not complete the sign-in. Nothing was saved: try again.',
    fr: '{{name}} n’a pas terminé la connexion. Rien n’a été enregistré : réessayez.',
  },
  // Invitations and the welcome e-mail: capped per user and per day, so the app is no mail relay.
  referralGuest: {
    en: 'Create an account to invite colleagues: guest accounts cannot send invitations.',
    fr: 'Créez un compte pour inviter des collègues : les comptes invités ne peuvent pas envoyer d’invitations.',
  },
  referralEmailUnverified: {
    en: 'Verify your e-mail address before sending invitations.',
    fr: 'Vérifiez votre adresse courriel avant d’envoyer des invitations.',
  },
  referralNameInvalid: {
    en: 'Add your first and last name on the Account page (letters, spaces, hyphens and apostrophes, at most {{max}} characters each) before sending invitations.',
    fr: 'Indiquez vos prénom et nom sur la page Compte (lettres, espaces, traits d’union et apostrophes, au plus {{max}} caractères chacun) avant d’envoyer des invitations.',
  },
  referralGlobalDailyCap: {
    en: 'Invitations are paused for today. Try again tomorrow.',
    fr: 'Les invitations sont suspendues pour aujourd’hui. Réessayez demain.',
  },
  signUpWelcomeUnverified: {
    en: 'Verify your e-mail address first.',
    fr: 'Vérifiez d’abord votre adresse courriel.',
  },
  // Trusted client address, rate limits, guest creation and proof of work: what a flood of requests is told.
  rateLimitUnavailable: {
    en: 'This service is busy. Please try again in a moment.',
    fr: 'Ce service est occupé. Veuillez réessayer dans un instant.',
  },
  proofOfWorkRequired: {
    en: 'Your browser’s check did not arrive or has expired. Please try again.',
    fr: 'La vérification de votre navigateur n’est pas arrivée ou a expiré. Veuillez réessayer.',
  },
  guestCreationTooMany: {
    en: 'Too many guest sessions were started from here. Please try again later or create an account.',
    fr: 'Trop de séances invitées ont été ouvertes d’ici. Veuillez réessayer plus tard ou créer un compte.',
  },
  guestCreationClosed: {
    en: 'Guest sessions are paused for a while. Please try again later or create an account.',
    fr: 'Les séances invitées sont suspendues pour un moment. Veuillez réessayer plus tard ou créer un compte.',
  },
  // Revoked sessions and disabled accounts: a signed-out or disabled account loses access at once.
  authRevoked: {
    en: 'You were signed out on every device, or your account was disabled. Sign in again.',
    fr: 'Vous avez été déconnecté sur tous vos appareils, ou votre compte a été désactivé. Reconnectez-vous.',
  },
  signOutEverywhereFailed: {
    en: 'Could not sign you out on every device. Try again.',
    fr: 'Impossible de vous déconnecter sur tous vos appareils. Réessayez.',
  },
  // Refusals of uploaded files that had no key.
  uploadNotYours: {
    en: 'You may read only your own files of this session',
    fr: 'Vous ne pouvez lire que vos propres fichiers de cette séance',
  },
  uploadDeleteNotYours: { en: 'You may delete only your own files', fr: 'Vous ne pouvez supprimer que vos propres fichiers' },
  uploadImagesOnly: { en: 'This call reads images only', fr: 'Cet appel ne lit que des images' },
  // Account, admin and API refusals that had no key.
  authOwnAccountOnly: { en: 'You may act only on your own account', fr: 'Vous ne pouvez agir que sur votre propre compte' },
  adminActAsYourself: { en: 'You may act only as yourself', fr: 'Vous ne pouvez agir qu’en votre propre nom' },
  adminDisabledInvalid: { en: 'disabled must be true or false', fr: 'disabled doit valoir true ou false' },
  signUpAlreadyRegistered: { en: 'This account is already registered', fr: 'Ce compte est déjà inscrit' },
  signInReportInvalid: { en: 'Invalid sign-in report', fr: 'Rapport de connexion invalide' },
  adminAutomationRefused: {
    en: 'The automation refused this user: {{message}}',
    fr: 'L’automatisation a refusé cet utilisateur : {{message}}',
  },
  fallbackNotFound: { en: 'Not found', fr: 'Introuvable' },
  authSignInFirst: { en: 'Sign in first', fr: 'Connectez-vous d’abord' },
  authSessionExpired: { en: 'Your session has expired; sign in again', fr: 'Votre session a expiré ; reconnectez-vous' },
  authAdminsOnly: { en: 'Admins only', fr: 'Réservé aux administrateurs' },
  // Export to a FHIR server.
  ...FHIR_ERRORS,
  // Calls to an address a user or a remote server gave (functions/src/security/outbound-http.ts).
  integrationAddressNotAllowed: {
    en: '{{host}} was not called: this service calls only https addresses on the public internet, never a private, loopback, link-local or reserved network.',
    fr: '{{host}} n’a pas été appelé : ce service n’appelle que des adresses https de l’internet public, jamais un réseau privé, de bouclage, lien-local ou réservé.',
  },
  integrationAnswerTooLarge: {
    en: '{{host}} sent an answer larger than {{limit}} MB: it was not read further.',
    fr: '{{host}} a envoyé une réponse de plus de {{limit}} Mo : elle n’a pas été lue plus loin.',
  },
  integrationTooManyRedirects: {
    en: '{{host}} redirected the request too many times: it was not followed further.',
    fr: '{{host}} a redirigé la requête trop de fois : elle n’a pas été suivie plus loin.',
  },
  integrationFhirInvalidId: {
    en: 'This is not a FHIR id (1 to 64 letters, digits, hyphens or dots, not dots only): nothing was read or sent with it.',
    fr: 'Ceci n’est pas un identifiant FHIR (1 à 64 lettres, chiffres, tirets ou points, pas uniquement des points) : rien n’a été lu ni envoyé avec.',
  },
  integrationFhirTokenEndpointNotAllowed: {
    en: 'This FHIR server’s token endpoint ({{host}}) is not used: it must be an https address on the server’s own origin ({{origin}}) or on the issuer it publishes, and not in a private network range.',
    fr: 'Le point de jeton de ce serveur FHIR ({{host}}) n’est pas utilisé : il doit être une adresse https sur l’origine du serveur lui-même ({{origin}}) ou sur l’émetteur qu’il publie, et pas dans une plage d’adresses privée.',
  },

  // Practices.
  practiceNeedsPaidPlan: {
    en: 'Only a clinician on a paid plan can create a practice.',
    fr: 'Seul un clinicien ayant un forfait payant peut créer un cabinet.',
  },
  practiceAlreadyMember: {
    en: 'You already belong to a practice: leave it first.',
    fr: 'Vous faites déjà partie d’un cabinet : quittez-le d’abord.',
  },
  practiceTheyAlreadyMember: {
    en: '{{email}} already belongs to a practice.',
    fr: '{{email}} fait déjà partie d’un cabinet.',
  },
  practiceNotMember: { en: 'You do not belong to a practice.', fr: 'Vous ne faites partie d’aucun cabinet.' },
  practiceNotFound: { en: 'This practice does not exist or was closed.', fr: 'Ce cabinet n’existe pas ou a été fermé.' },
  practiceNotAdmin: {
    en: 'Only the practice’s owner and admins can do this.',
    fr: 'Seuls le propriétaire et les administrateurs du cabinet peuvent faire cela.',
  },
  practiceNotOwner: { en: 'Only the practice’s owner can do this.', fr: 'Seul le propriétaire du cabinet peut faire cela.' },
  practiceMemberNotFound: { en: 'This person is not a member of the practice.', fr: 'Cette personne ne fait pas partie du cabinet.' },
  practiceLastOwner: {
    en: 'The practice’s owner cannot leave it: transfer ownership to another member or close the practice first.',
    fr: 'Le propriétaire du cabinet ne peut pas le quitter : transférez d’abord la propriété à un autre membre ou fermez le cabinet.',
  },
  practiceOwnerRole: {
    en: 'The owner’s role changes only by transferring ownership.',
    fr: 'Le rôle du propriétaire ne change que par un transfert de propriété.',
  },
  practiceRoleChanged: {
    en: 'Someone else changed this member a moment ago: the page now shows their current role.',
    fr: 'Quelqu’un d’autre vient de modifier ce membre : la page affiche maintenant son rôle actuel.',
  },
  practiceChanged: {
    en: 'The practice changed since this page was loaded: look at it again, then retry.',
    fr: 'Le cabinet a changé depuis le chargement de cette page : vérifiez-le, puis réessayez.',
  },
  practiceSeatsFull: {
    en: 'All {{seats}} paid seats are taken: add a seat before inviting someone else.',
    fr: 'Les {{seats}} places payées sont toutes prises : ajoutez une place avant d’inviter quelqu’un d’autre.',
  },
  practiceSeatsBelowMembers: {
    en: 'The practice has {{members}} members and pending invitations: it needs at least that many seats.',
    fr: 'Le cabinet compte {{members}} membres et invitations en attente : il lui faut au moins autant de places.',
  },
  practiceNoSeats: {
    en: 'The practice has no paid seats yet: its owner buys them first.',
    fr: 'Le cabinet n’a pas encore de places payées : son propriétaire doit d’abord en acheter.',
  },
  practiceBillingTermsFixed: {
    en: 'The practice’s seats keep the billing period (monthly or yearly) and the currency they were first bought in. To change them, contact us.',
    fr: 'Les places du cabinet gardent la périodicité (mensuelle ou annuelle) et la devise de leur premier achat. Pour les changer, contactez-nous.',
  },
  practiceNeedsCard: {
    en: 'Add a card to pay for the practice’s seats.',
    fr: 'Ajoutez une carte pour payer les places du cabinet.',
  },
  practiceInvitationPending: {
    en: '{{email}} already has a pending invitation: resend it instead.',
    fr: '{{email}} a déjà une invitation en attente : renvoyez-la plutôt.',
  },
  practiceTooManyInvitations: {
    en: 'The practice has {{limit}} pending invitations: revoke some first.',
    fr: 'Le cabinet a {{limit}} invitations en attente : révoquez-en d’abord quelques-unes.',
  },
  practiceInvitationNotFound: { en: 'This invitation link is not valid.', fr: 'Ce lien d’invitation n’est pas valide.' },
  practiceInvitationExpired: {
    en: 'This invitation has expired: ask the practice for a new one.',
    fr: 'Cette invitation a expiré : demandez-en une nouvelle au cabinet.',
  },
  practiceInvitationRevoked: {
    en: 'This invitation was revoked by the practice.',
    fr: 'Cette invitation a été révoquée par le cabinet.',
  },
  practiceInvitationUsed: {
    en: 'This invitation has already been accepted.',
    fr: 'Cette invitation a déjà été acceptée.',
  },
  practiceInvitationWrongEmail: {
    en: 'This invitation is for {{email}}: you are signed in with another address. Sign in as {{email}} to accept it.',
    fr: 'Cette invitation est destinée à {{email}} : vous êtes connecté avec une autre adresse. Connectez-vous en tant que {{email}} pour l’accepter.',
  },
  practiceOwnerDeletingAccount: {
    en: 'You own a practice: transfer its ownership or close it before deleting your account.',
    fr: 'Vous êtes propriétaire d’un cabinet : transférez-en la propriété ou fermez-le avant de supprimer votre compte.',
  },
  practiceConnectionNotShareable: {
    en: 'A practice can share Cliniko, Healthie or a FHIR server; {{name}} is connected by each clinician.',
    fr: 'Un cabinet peut partager Cliniko, Healthie ou un serveur FHIR ; {{name}} se connecte par chaque clinicien.',
  },
  practiceNeedsEmail: {
    en: 'A practice knows its members by their e-mail address: add one to your account first.',
    fr: 'Un cabinet reconnaît ses membres à leur adresse courriel : ajoutez-en une à votre compte d’abord.',
  },
  practiceOwnerNotRemovable: {
    en: 'The practice’s owner cannot be removed: they transfer ownership or close the practice.',
    fr: 'Le propriétaire du cabinet ne peut pas être retiré : il transfère la propriété ou ferme le cabinet.',
  },
  practiceTransferToSelf: {
    en: 'Choose another member of the practice to become its owner.',
    fr: 'Choisissez un autre membre du cabinet pour en devenir le propriétaire.',
  },
  practiceInvitationMailFailed: {
    en: 'The invitation is saved, but its e-mail could not be sent: resend it in a moment.',
    fr: 'L’invitation est enregistrée, mais son courriel n’a pas pu être envoyé : renvoyez-la dans un instant.',
  },
  authDeleteNeedsRecentSignIn: {
    en: 'For your safety, sign in again before deleting your account.',
    fr: 'Par sécurité, reconnectez-vous avant de supprimer votre compte.',
  },
  practiceTemplateNotFound: { en: 'This template was not found.', fr: 'Ce modèle est introuvable.' },
  practiceTemplateReadOnly: {
    en: 'The practice’s templates are changed by its admins: copy it to your library to change your copy.',
    fr: 'Les modèles du cabinet sont modifiés par ses administrateurs : copiez-le dans votre bibliothèque pour modifier votre copie.',
  },
} as const satisfies Record<string, { en: string; fr: string }>;

/** A key of the catalogue. */
export type ErrorKey = keyof typeof ERROR_CATALOGUE;

/** True when `key` is a key of the catalogue (for keys that arrive from a server answer). */
export function isErrorKey(key: string): key is ErrorKey {
  return Object.prototype.hasOwnProperty.call(ERROR_CATALOGUE, key);
}

/**
 * The text of `key` in `lang` (a region such as 'fr-CA' uses its base language; any other
 * language falls back to English), with each {{name}} replaced from `values`. Placeholders
 * without a value are left as they are.
 */
export function errorText(key: ErrorKey, lang: string = FALLBACK_UI_LANGUAGE, values: Record<string, string> = {}): string {
  const base = lang.toLowerCase().split('-')[0];
  const text: string = ERROR_CATALOGUE[key][isUiLanguage(base) ? base : FALLBACK_UI_LANGUAGE];
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
