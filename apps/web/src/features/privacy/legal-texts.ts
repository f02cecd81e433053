import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { APP_NAME } from '@ghanapay/validators';
/** The version in force; the API's TERMS_VERSION (modules/privacy/privacy-policy.ts) is the same. */
export const LEGAL_VERSION = '2026-11-26';
// The Privacy Notice and Terms stay in English, as published (docs/decisions.md, "Languages (web)").
// eslint-disable-next-line lingui/no-unlocalized-strings
export const LEGAL_DATE = '26 November 2026';

export interface LegalSection {
  heading: MessageDescriptor;
  paragraphs: MessageDescriptor[];
}

export const PRIVACY_NOTICE: LegalSection[] = [
  {
    heading: msg`Who we are`,
    paragraphs: [
      msg`${APP_NAME} is an electronic-money wallet for people in Ghana. ${APP_NAME} is the data controller for the personal data described here and is registered with the Data Protection Commission under the Data Protection Act, 2012 (Act 843). We operate under the Payment Systems and Services Act, 2019 (Act 987) and the directives of the Bank of Ghana.`,
      msg`Contact our data protection supervisor at privacy@${APP_NAME.toLowerCase()}.example or through Settings → Get Help.`,
    ],
  },
  {
    heading: msg`What we collect`,
    paragraphs: [
      msg`Account data: your name, phone number, e-mail address, username, password (stored only as a one-way hash), profile picture and notification choices.`,
      msg`Identity verification (KYC): the type and number of your identity document (such as the Ghana Card), the document photo and a live selfie, and the result of the check.`,
      msg`Payments: every payment, request, split bill, transfer and Add Money you make or receive, with amounts, dates, messages and the other party; the mobile-money wallets, bank accounts and cards you link (cards only as the last 4 digits and the bank).`,
      msg`Social activity: friends, contacts you save, comments, reactions and likes on payments, blocks and reports.`,
      msg`Security data: the devices and browsers you sign in from, passkeys, a USSD PIN (as a hash), sign-in attempts and fraud-risk scores of your payments.`,
    ],
  },
  {
    heading: msg`Why we use it`,
    paragraphs: [
      msg`To open and run your wallet and carry out the payments you ask for (the contract with you).`,
      msg`To meet our legal duties: customer due diligence and record keeping under the Anti-Money Laundering Act, 2020 (Act 1044), Act 987 and Bank of Ghana rules, including transaction limits by KYC tier.`,
      msg`To protect you and others from fraud: every payment is scored for risk, and suspicious ones are held for your confirmation (our legitimate interest and legal duty).`,
      msg`To tell you about your account: payment notices and security alerts by SMS, e-mail or in the app, as you choose in Settings.`,
      msg`We do not sell your data and we do not use it for advertising.`,
    ],
  },
  {
    heading: msg`Who we share it with`,
    paragraphs: [
      msg`Mobile-money operators (MTN MoMo, Telecel Cash, AirtelTigo Money) and banks through GhIPSS, when you move money to or from them: the account number, name and amount.`,
      msg`Paystack, our payment aggregator for bank and card transfers: the same details of that transfer.`,
      msg`SMS and e-mail providers (such as Hubtel and our e-mail service), to deliver codes and notices: your phone number or e-mail address and the message.`,
      msg`Our identity verification provider (Smile ID) and the National Identification Authority (NIA), to check your Ghana Card: your document details and selfie.`,
      msg`The Bank of Ghana, the Financial Intelligence Centre, courts and the police when the law requires it.`,
      msg`Other ${APP_NAME} users see only your name, username and profile picture, and the payments you choose to share.`,
    ],
  },
  {
    heading: msg`How long we keep it`,
    paragraphs: [
      msg`While your account is open we keep what you see in the app. When you close it: your sign-in methods, friends, contacts, comments, reactions, picture and preferences are erased at once.`,
      msg`Identity documents and selfies are erased 5 years after the account is closed (Act 1044).`,
      msg`Payment records are kept 6 years after the account is closed (Act 987 and Bank of Ghana practice); then your name, phone number, e-mail and linked accounts are removed from them. The amounts stay in our books without saying who you were.`,
    ],
  },
  {
    heading: msg`Your rights`,
    paragraphs: [
      msg`Access: download everything we hold about you from Settings → Download my data.`,
      msg`Correction: change your name, username, e-mail and phone number in Settings, or ask us to correct anything else.`,
      msg`Erasure: close your account in Settings → Close account. We erase what the law lets us erase at once and the rest on the schedule above.`,
      msg`Objection: you can turn off optional notices, and object to any processing by writing to us.`,
      msg`Complaints: if you are not satisfied with our answer, you may complain to the Data Protection Commission, Pawpaw Street, East Legon, Accra (www.dataprotection.org.gh, info@dataprotection.org.gh).`,
    ],
  },
  {
    heading: msg`Security`,
    paragraphs: [
      msg`Data travels encrypted; passwords and PINs are hashed; identity photos are encrypted at rest; only staff who need it can see your data, and every access to identity documents is recorded.`,
    ],
  },
];

export const TERMS_OF_USE: LegalSection[] = [
  {
    heading: msg`The service`,
    paragraphs: [
      msg`${APP_NAME} holds electronic money in cedis for you and lets you send, request and receive it, link mobile-money wallets, bank accounts and cards, and pay through USSD. Electronic money is not a deposit and earns no interest. We are regulated under the Payment Systems and Services Act, 2019 (Act 987).`,
    ],
  },
  {
    heading: msg`Your account`,
    paragraphs: [
      msg`You must be 18 or older and use your own phone number and identity. Keep your password, PIN and devices safe; tell us at once if you think someone else has used your account.`,
      msg`How much you can hold and send depends on your identity verification tier, as the Bank of Ghana requires.`,
    ],
  },
  {
    heading: msg`Payments`,
    paragraphs: [
      msg`Check the recipient before you send. A completed payment to another wallet cannot be taken back by us without the recipient’s consent. Payments to a phone or e-mail not yet registered are held and returned to you if unclaimed.`,
      msg`We may hold or refuse a payment that our fraud checks find suspicious, or that the law requires us to stop. Fees, when there are any, are shown before you confirm.`,
    ],
  },
  {
    heading: msg`Acceptable use`,
    paragraphs: [
      msg`Do not use ${APP_NAME} for anything unlawful, including fraud, money laundering or financing terrorism, and do not harass other users. We may suspend or close an account that does, and report it to the authorities.`,
    ],
  },
  {
    heading: msg`Closing your account`,
    paragraphs: [
      msg`You may close your account at any time once your wallet is empty and nothing is pending. A closed account cannot sign in, cannot be found and cannot receive payments. Records are kept as the privacy notice explains.`,
    ],
  },
  {
    heading: msg`Complaints and the law`,
    paragraphs: [
      msg`Contact us through Settings → Get Help. If we do not resolve your complaint you may take it to the Bank of Ghana’s Consumer Recourse Mechanism. These terms are governed by the laws of Ghana.`,
    ],
  },
];
