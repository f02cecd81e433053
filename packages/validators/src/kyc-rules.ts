// The identity documents' names and rules without zod (the web's KYC screen reads these; kyc.ts adds the schemas).
/**
 * Identity verification (document 1, sections 3 and 5): the document types, how each number is
 * written, and the messages, shared by the submission form and the API.
 */
export const KYC_DOCUMENT_TYPES = ['GHANA_CARD', 'PASSPORT', 'DRIVERS_LICENSE'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];
/**
 * What a new submission may be: the Bank of Ghana makes the Ghana Card the identity document for
 * onboarding. Passports and driver's licences stay in KYC_DOCUMENT_TYPES for the records kept from before.
 */
export const KYC_SUBMITTABLE_TYPES = ['GHANA_CARD'] as const;

/** The spec shows a type with its underscores as spaces ("GHANA CARD"). */
export function documentTypeLabel(type: string): string {
  return type.replaceAll('_', ' ');
}

export const KYC_MESSAGES = {
  missing: 'Please select a document type and upload your document photo',
  documentType: 'Please select a document type',
  documentNumber: 'Please enter your document number',
  ghanaCard: 'Enter your Ghana Card number as GHA-123456789-0',
  ghanaCardOnly: 'Please verify with your Ghana Card: it is the identity document we accept for new verifications',
  passport: 'Enter your passport number as on the photo page, for example G1234567',
  driversLicense: "Enter your driver's licence number, for example ABC-12345678",
} as const;

/** Upper case, spaces removed: "gha 123456789 0" and "GHA-1234567890" read as "GHA-123456789-0". */
export function normalizeDocumentNumber(type: KycDocumentType, raw: string): string {
  const compact = raw.toUpperCase().replace(/\s+/g, '');
  if (type === 'GHANA_CARD') {
    const m = /^GHA-?(\d{9})-?(\d)$/.exec(compact);
    return m ? `GHA-${m[1]}-${m[2]}` : compact;
  }
  return compact;
}

/** Null when the number is well formed for its type, otherwise the message to show. */
export function documentNumberProblem(type: KycDocumentType, raw: string): string | null {
  const number = normalizeDocumentNumber(type, raw);
  if (!number) return KYC_MESSAGES.documentNumber;
  switch (type) {
    case 'GHANA_CARD': {
      // The format only: NIA publishes no check-digit rule, so whether the number exists is the
      // identity provider's answer (Smile ID asks NIA), not this app's guess.
      return /^GHA-\d{9}-\d$/.test(number) ? null : KYC_MESSAGES.ghanaCard;
    }
    case 'PASSPORT':
      // ICAO 9303 allows up to 9 characters; Ghana's are a letter and 7 digits (G1234567).
      return /^[A-Z][A-Z0-9]{5,8}$/.test(number) && /\d{5}/.test(number) ? null : KYC_MESSAGES.passport;
    case 'DRIVERS_LICENSE':
      // DVLA's: three letters (the issuing office), then 8 digits, optionally a 2-digit suffix.
      return /^[A-Z]{3}-?\d{8}(-?\d{2})?$/.test(number) ? null : KYC_MESSAGES.driversLicense;
    default: {
      const never: never = type;
      return never;
    }
  }
}
