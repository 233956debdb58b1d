// What the FHIR export refuses, in English and French (part of the error catalogue, ./error-catalogue.ts).
export const FHIR_ERRORS = {
  integrationFhirAddressNotAllowed: {
    en: 'The FHIR server’s address must start with https:// and must not be in a private network range.',
    fr: 'L’adresse du serveur FHIR doit commencer par https:// et ne pas être dans une plage d’adresses privée.',
  },
  integrationFhirNotAServer: {
    en: 'This address is not a FHIR server: its /metadata did not answer with a CapabilityStatement ({{answer}}).',
    fr: 'Cette adresse n’est pas un serveur FHIR : son /metadata n’a pas répondu par un CapabilityStatement ({{answer}}).',
  },
  integrationFhirWrongVersion: {
    en: 'This server speaks FHIR {{version}}; exporting needs FHIR R4 (4.0.1).',
    fr: 'Ce serveur parle FHIR {{version}} ; l’export demande FHIR R4 (4.0.1).',
  },
  integrationFhirNoDocumentReference: {
    en: 'This FHIR server does not let clients create DocumentReference resources, so notes cannot be exported to it.',
    fr: 'Ce serveur FHIR ne permet pas de créer des ressources DocumentReference : les notes ne peuvent pas y être exportées.',
  },
  integrationFhirNoTokenEndpoint: {
    en: 'This FHIR server publishes no SMART token endpoint (.well-known/smart-configuration). Connect with a bearer token instead.',
    fr: 'Ce serveur FHIR ne publie pas de point de jeton SMART (.well-known/smart-configuration). Connectez-vous plutôt avec un jeton.',
  },
  integrationFhirKeyUnreadable: {
    en: 'The private key could not be read ({{message}}). Give an RSA or P-384 elliptic-curve private key, as a JWK or in PEM.',
    fr: 'La clé privée est illisible ({{message}}). Donnez une clé privée RSA ou à courbe elliptique P-384, en JWK ou en PEM.',
  },
  integrationFhirAssertionRefused: {
    en: 'The FHIR server’s token endpoint refused the client’s signed assertion ({{message}}). Check the client id and the key registered with the server.',
    fr: 'Le point de jeton du serveur FHIR a refusé l’assertion signée du client ({{message}}). Vérifiez l’identifiant du client et la clé enregistrée auprès du serveur.',
  },
  integrationFhirTokenRefused: {
    en: 'The FHIR server refused the token ({{message}}). Check it and connect again.',
    fr: 'Le serveur FHIR a refusé le jeton ({{message}}). Vérifiez-le et reconnectez-vous.',
  },
  integrationFhirPractitionerMissing: {
    en: 'The FHIR server has no Practitioner {{id}}.',
    fr: 'Le serveur FHIR n’a pas de Practitioner {{id}}.',
  },
  integrationFhirInvalidResource: {
    en: 'The note was not sent: {{field}} is not valid FHIR R4 ({{message}}).',
    fr: 'La note n’a pas été envoyée : {{field}} n’est pas du FHIR R4 valide ({{message}}).',
  },
  integrationFhirServerRefused: {
    en: 'The FHIR server refused the note: {{message}}. The note is kept here.',
    fr: 'Le serveur FHIR a refusé la note : {{message}}. La note est conservée ici.',
  },
  integrationFhirTooLarge: {
    en: 'The FHIR server refused this note as too large ({{size}} bytes). It was not sent and it was not cut.',
    fr: 'Le serveur FHIR a refusé cette note, trop volumineuse ({{size}} octets). Elle n’a pas été envoyée ni coupée.',
  },
  integrationFhirPatientGone: {
    en: 'This patient is no longer on the FHIR server (deleted since the search). Nothing was sent: search again.',
    fr: 'Ce patient n’est plus sur le serveur FHIR (supprimé depuis la recherche). Rien n’a été envoyé : cherchez de nouveau.',
  },
  integrationFhirUnreachable: {
    en: 'The FHIR server at {{host}} could not be reached. Check the address and try again.',
    fr: 'Le serveur FHIR à l’adresse {{host}} est injoignable. Vérifiez l’adresse et réessayez.',
  },
} as const;
