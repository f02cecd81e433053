import type { IsoDate } from '@ghanapay/money';
import type { ComplaintCategory, Language } from '@ghanapay/validators';
import { translate, type MessageKey } from '../../i18n/translate';
import { localizedPush, noticeAsPush, type Notice } from '../notify';

/** Dates as each language's CLDR data writes them ("Mon 7 Dec" in English, as before). */
const DATE_LOCALE: Record<Language, string> = { en: 'en-GB', tw: 'ak', ee: 'ee', ha: 'ha', fr: 'fr' };

/** "Mon 7 Dec": how a deadline reads in a notice, in the language. */
export function plainDay(day: IsoDate, language: Language = 'en'): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(DATE_LOCALE[language], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

type ComplaintNews =
  | { kind: 'received'; category: ComplaintCategory; resolveBy: IsoDate }
  | { kind: 'investigating' | 'resolved' | 'escalated'; note: string }
  | { kind: 'extended'; reason: string; extendedTo: IsoDate }
  | { kind: 'toRegulator' };

const KEYS: Record<ComplaintNews['kind'], { subject: MessageKey; text: MessageKey }> = {
  received: { subject: 'email.complaintReceived', text: 'sms.complaintReceived' },
  investigating: { subject: 'email.complaintInvestigating', text: 'sms.complaintInvestigating' },
  resolved: { subject: 'email.complaintResolved', text: 'sms.complaintResolved' },
  escalated: { subject: 'email.complaintEscalated', text: 'sms.complaintEscalated' },
  extended: { subject: 'email.complaintExtended', text: 'sms.complaintExtended' },
  toRegulator: { subject: 'email.complaintToRegulator', text: 'sms.complaintToRegulator' },
};

/**
 * What a customer is told of their complaint, in their language; its push opens the complaint. A
 * staff member's own words (a note, the reason for more time) are sent as they wrote them.
 */
export function complaintNotice(reference: string, news: ComplaintNews): Notice {
  const words = (language: Language) => {
    const values: Record<string, string> = { reference };
    if (news.kind === 'received') {
      values.category = translate(language, `complaint.${news.category}`);
      values.date = plainDay(news.resolveBy, language);
    } else if (news.kind === 'extended') {
      values.reason = news.reason;
      values.date = plainDay(news.extendedTo, language);
    } else if (news.kind !== 'toRegulator') values.note = news.note;
    return { subject: translate(language, KEYS[news.kind].subject, values), text: translate(language, KEYS[news.kind].text, values) };
  };
  // A change of status is the complaint's answer; other news names nothing on the lock screen.
  const answered = news.kind === 'investigating' || news.kind === 'resolved' || news.kind === 'escalated';
  return {
    ...words('en'),
    localized: words,
    push: localizedPush(
      `/complaints/${reference}`,
      answered
        ? { title: 'push.complaintAnswered.title', body: 'push.complaintAnswered.body' }
        : { title: 'push.notice.title', body: 'push.notice.body' },
      noticeAsPush(words),
    ),
  };
}
