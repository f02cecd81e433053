/**
 * English, the source: every other catalog has exactly these keys and the same placeholders
 * (catalogs.test.ts). `{app}` is the product's name (APP_NAME); `{x, plural, one {…} other {…}}`
 * picks by the language's plural rules. USSD texts are in the GSM alphabet's spelling of amounts
 * ("GHS 12.50"); SMS texts keep the cedi sign.
 */
export const en = {
  // USSD: the menus and the send flow.
  'ussd.mainMenu':
    '{app}\n1 Check balance\n2 Send money\n3 Money requests\n4 Mini statement\n5 Change PIN\n6 Airtime\n7 Pay bill\n8 Pay merchant\n9 Report a problem\n10 Language\n0 Exit',
  'ussd.invalidChoice': 'Invalid choice.',
  'ussd.more': 'More',
  'ussd.thankYou': 'Thank you for using {app}.',
  'ussd.languageMenu': 'Language',
  'ussd.sessionEnded': 'This session has ended. Dial *920*00# again.',
  'ussd.noWallet': 'This number has no {app} wallet. Sign up free in the {app} app with this number.',
  'ussd.heldWaiting':
    '{amount} ({count, plural, one {# payment} other {# payments}}) is waiting for you: sign up within {days} days to receive it.',
  // USSD: the PIN.
  'ussd.welcomeSetup': 'Welcome to {app}. To set your USSD PIN, enter the 6-digit code we sent you by SMS:',
  'ussd.choosePin': 'Choose a 4-digit USSD PIN:',
  'ussd.wrongCode': 'Wrong code. Enter the 6-digit code we sent you by SMS:',
  'ussd.codeUnusable': 'That code can no longer be used. Dial *920*00# again for a new one.',
  'ussd.pinMustBe4': 'Your PIN must be 4 digits. Choose a 4-digit USSD PIN:',
  'ussd.confirmPin': 'Enter the same PIN again to confirm:',
  'ussd.pinsDiffer': 'The PINs did not match. Dial *920*00# to try again.',
  'ussd.pinSet': 'PIN set.',
  'ussd.pinChanged': 'Your USSD PIN has been changed.',
  'ussd.currentPin': 'Enter your current USSD PIN:',
  'ussd.newPin': 'Enter your new 4-digit PIN:',
  'ussd.wrongPin': 'Wrong PIN. {tries, plural, one {# try} other {# tries}} left before USSD payments are locked.',
  'ussd.locked': 'Your USSD PIN is locked after {attempts} wrong tries. Set a new PIN in the {app} app under Settings.',
  'ussd.noPin': 'You have no USSD PIN yet. Dial *920*00# again to set one.',
  // USSD: balance, statement, requests.
  'ussd.pinForBalance': 'Enter your USSD PIN to see your balance:',
  'ussd.balance': 'Your {app} balance is {amount}.',
  'ussd.pinForStatement': 'Enter your USSD PIN to see your mini statement:',
  'ussd.statementHeader': 'Mini statement',
  'ussd.noTransactions': 'Mini statement: no transactions yet.',
  'ussd.requestsHeader': 'Money requests',
  'ussd.noRequests': 'You have no pending money requests.',
  'ussd.reversalLine': 'Back to {name} {amount}',
  'ussd.requestGone': 'That request was already answered or has expired.',
  'ussd.requestAsks': '{name} asks {amount}{note}\n1 Approve\n2 Reject',
  'ussd.requestSummary': '{amount} to {name}',
  'ussd.requestChoice': '{summary}\n1 Approve\n2 Reject',
  'ussd.pinToApprove': 'Enter your PIN to approve {summary}:',
  'ussd.pinToReject': 'Enter your PIN to reject {summary}:',
  'ussd.requestRejected': 'Request rejected. Nothing was paid.',
  'ussd.reportProblem': 'Report a problem (free)\nEnter your USSD PIN:',
  // USSD: send money.
  'ussd.recipientPhone': "Enter the recipient's phone number:",
  'ussd.invalidPhone': "Invalid phone number. Enter the recipient's phone number:",
  'ussd.notYourself': "You cannot send money to yourself. Enter the recipient's phone number:",
  'ussd.enterAmount': 'Enter the amount in GHS:',
  'ussd.invalidAmount': 'Invalid amount. Enter the amount in GHS:',
  'ussd.noWalletYet': '{phone} (no wallet yet: held {days} days until they join)',
  'ussd.sendConfirm': 'Send {amount} to {to}\nFee: {fee}\nEnter your USSD PIN to confirm, or 0 to cancel:',
  'ussd.sendCancelled': 'Payment cancelled. Nothing was sent.',
  'ussd.sent': 'Sent {amount} to {name}. Ref {ref}. Balance: {balance}.',
  'ussd.waitsForGuardian': '{amount} to {name} waits for your guardian until {at}, else it comes back. Ref {ref}.',
  'ussd.arrivesAt': '{amount} to {name} arrives at {at}. Cancel it in the {app} app before then. Ref {ref}.',
  'ussd.heldFor': '{amount} is held for {phone} until they join {app} ({days} days, then it comes back). Ref {ref}.',
  'ussd.blocked': 'Payment of {amount} stopped for your safety: it looks unusual. Open the {app} app to proceed or cancel it. Ref {ref}.',
  // USSD: airtime, bills, merchants (their first screens and outcomes).
  'ussd.airtimeMenu': 'Airtime\n1 My number\n2 Other number',
  'ussd.airtimePhone': 'Enter the phone number to top up:',
  'ussd.payBillHeader': 'Pay bill',
  'ussd.payMerchant': 'Pay merchant\nEnter the 6-digit merchant ID:',
  'ussd.billCancelled': 'Payment cancelled. Nothing was paid.',
  'ussd.airtimeProcessing': '{amount} {biller} for {number} is processing.',
  'ussd.billProcessing': 'Your {amount} {biller} payment for {number} is processing.',
  'ussd.smsFollows': 'We will send you an SMS when it is done.',
  'ussd.smsOff': 'Your SMS alerts are off: see the result in the {app} app.',
  'ussd.merchantPaid': 'Paid {amount} to {name}. Ref {ref}. Balance: {balance}.',

  // SMS (and the e-mail's text): each opens with the name.
  'sms.moneyReceived': '{app}: {from} sent you {amount}.{note} It is in your wallet now.',
  'sms.moneyRequested': '{app}: {name} asked you for {amount}.{note} Open {app} to pay or decline.',
  'sms.splitReminder': '{app}: a reminder from {name}: your share of "{bill}" is {amount}. Open {app} to pay or decline.',
  'sms.newSignIn':
    '{app}: a new sign-in to your account from {browser} on {os}{place} at {time} GMT. If this was not you, change your password and sign out other devices in Settings.',
  'sms.passwordChanged':
    '{app}: your password was changed at {time} GMT and your other devices were signed out. If this was not you, reset your password now.',
  'sms.phoneChanged': '{app}: your phone number was changed at {time} GMT. If this was not you, reset your password now.',
  'sms.identityVerified': '{app}: your identity is verified. Your higher transaction limits apply now.',
  'sms.identityRejected': '{app}: we could not verify your identity{reason}. You can submit your documents again in the app.',
  // USSD: airtime, bills and merchants, the later screens.
  'ussd.airtimeInvalidPhone': 'Invalid phone number. Enter the phone number to top up:',
  'ussd.airtimeNotSold': 'Airtime is not sold for this number. Dial *920*00# to choose another.',
  'ussd.billNumberPrompt': 'Enter the {biller} {label}:',
  'ussd.billNumberInvalid': 'That number is not valid: digits only. {prompt}',
  'ussd.billNameConfirm': '{biller} {number}\nName: {name}\n1 Confirm\n2 Cancel',
  'ussd.billNoCustomer': '{biller} has no customer {number}. {prompt}',
  'ussd.billerUnreachable': '{biller} cannot be reached right now. Nothing was paid. Please try again later.',
  'ussd.billNameAgain': 'Invalid choice. Is {name} right?\n1 Confirm\n2 Cancel',
  'ussd.billAmountPrompt': 'Enter the amount in GHS ({min} to {max}):',
  'ussd.invalidAmountThen': 'Invalid amount. {prompt}',
  'ussd.billBounds': '{biller} takes {min} to {max}. {prompt}',
  'ussd.billAmountHeader': '{biller} for {number}\n{prompt}',
  'ussd.airtimeConfirm': 'Buy {amount} {biller} for {number}\nEnter your USSD PIN to confirm, or 0 to cancel:',
  'ussd.billConfirm': 'Pay {amount} to {biller} {number}{holder}\nEnter your USSD PIN to confirm, or 0 to cancel:',
  'ussd.merchantIdInvalid': 'A merchant ID is 6 digits. Enter the 6-digit merchant ID:',
  'ussd.merchantConfirm': 'Merchant {id}\n{name}, {city}\n1 Confirm\n2 Cancel',
  'ussd.merchantRefused': '{reason}. Enter the 6-digit merchant ID:',
  'ussd.merchantNameAgain': 'Invalid choice. Pay {name}?\n1 Confirm\n2 Cancel',
  'ussd.merchantAmount': 'Pay {name}\nEnter the amount in GHS:',
  'ussd.merchantPayConfirm': 'Pay {amount} to {name} (merchant {id})\nEnter your USSD PIN to confirm, or 0 to cancel:',

  // USSD: the session, and 9 Report a problem.
  'ussd.sessionNotFound': 'Session not found. Dial *920*00# again.',
  'ussd.sessionTimedOut': 'Your session timed out. Dial *920*00# again.',
  'ussd.sessionOutOfStep': 'Your session is out of step. Dial *920*00# again.',
  'ussd.unavailable': 'Sorry, the service is unavailable. Please try again later.',
  'ussd.stillProcessing': 'Your request is still being processed. Dial *920*00# again.',
  'ussd.complaintPayments': 'Report a problem\nWhich payment?\n{lines}',
  'ussd.other': 'Other',
  'ussd.replyRange': 'Invalid choice. Reply with 1 to {max}.',
  'ussd.complaintCategories':
    'What went wrong?\n1 Wrong person\n2 Not received\n3 Failed or stuck\n4 Bill or airtime\n5 Shop payment\n6 Fraud or scam\n7 Fees\n8 Account access\n9 Other',
  'ussd.complaintFiled': 'Complaint {reference} filed. We will answer by {date}. We sent the reference by SMS. Complaints are free.',

  // USSD: a wrong-send reversal asked of me (under 3 Money requests).
  'ussd.reversalGone': 'That request was already answered.',
  'ussd.reversalAsks': '{name} sent you {amount} by mistake: "{reason}"\n1 Accept (return it)\n2 Decline',
  'ussd.reversalChoice': '{summary}\n1 Accept (return it)\n2 Decline',
  'ussd.reversalDeclined': 'Declined. The amount stays held while our staff look at the case; we will tell you what they decide.',
  'ussd.reversalReturned': 'Returned {summary}. Balance: {balance}.',
  'ussd.reversalAccepted': 'Accepted. {amount} goes back as soon as your wallet holds it.',
  'ussd.reasonTooShort': 'Type at least 3 characters. Why is the money yours?',
  'ussd.pinToDeclineReturn': 'Enter your PIN to decline returning {summary}:',
  'ussd.pinToReturn': 'Enter your PIN to return {summary}:',
  'ussd.whyYours': 'Why is the money yours? Type a short reason:',

  // E-mail subjects (the body is the SMS text).
  'email.moneyReceived': '{from} sent you {amount}',
  'email.moneyRequested': '{name} asked you for {amount}',
  'email.splitReminder': 'Reminder: {name} is waiting for {amount}',
  'email.newSignIn': 'New sign-in to {app}',
  'email.passwordChanged': 'Your password was changed',
  'email.phoneChanged': 'Your phone number was changed',
  'email.identityVerified': 'Identity verified',
  'email.identityRejected': 'Identity verification failed',

  // Transfers to and from linked accounts, and payment links.
  'sms.addRefundSent':
    '{app}: {amount} sent back to {to}: the money you added that would have taken your wallet above its balance limit. Ref {ref}.',
  'sms.addRefundHeld':
    '{app}: we could not yet send {amount} back to {to}{why}. We hold it for you and our team will contact you. Ref {ref}.',
  'sms.transferSettled': '{app}: {amount} sent to {to}. Ref {ref}.',
  'sms.transferSettledFee': '{app}: {amount} sent to {to}, fee {fee}. Ref {ref}.',
  'sms.transferReversed': '{app}: your transfer of {amount} to {to} did not go through{why}. {total} is back in your wallet. Ref {ref}.',
  'sms.addMoneyCredited': '{app}: {amount} added to your wallet from {to}. Ref {ref}.',
  'sms.addMoneyFailed': '{app}: adding {amount} from {to} did not go through{why}. Nothing was taken from your wallet. Ref {ref}.',
  'sms.transferRecovered':
    '{app}: your transfer of {amount} to {to} went through after all, after we had refunded it, so {total} was taken from your wallet again. Ref {ref}.',
  'sms.addMoneyRefunding':
    '{app}: {amount} from {to} was not added to your wallet: {reason}. Nothing was taken from your wallet. Ref {ref}.',
  'sms.transferNeedsReview':
    '{app}: your transfer of {amount} to {to} was paid by the provider after we refunded it. Our team will contact you. Ref {ref}.',
  'sms.linkCredited': '{app}: {amount} received through your payment link from {from}. Ref {ref}.',
  'sms.linkRefunding': '{app}: {amount} paid to your payment link from {from} was not added to your wallet: {reason}. Ref {ref}.',
  'text.overLimit': 'it would take your balance above its limit',
  'email.transferSettled': 'Your transfer was paid',
  'email.transferReversed': 'Your transfer did not go through',
  'email.addMoneyCredited': 'Money added to your wallet',
  'email.addMoneyFailed': 'Adding money did not go through',
  'email.transferRecovered': 'Your transfer went through after all',
  'email.transferNeedsReview': 'We are checking one of your transfers',
  'email.addMoneyRefunding': 'Money you added is being sent back',

  // Bills and airtime: how a payment ended (SMS and e-mail).
  'billSms.failed': 'Your {biller} payment of {amount} for {number} failed{reason}. The money is back in your wallet.',
  'billSms.checking': 'Your {biller} payment of {amount} for {number} is being checked. We will tell you how it ends.',
  'billSms.paid': 'Paid {amount} to {biller} for {number}.',
  'billSms.paidToken': 'Paid {amount} to {biller} for {number}. Token: {token}',
  'email.billFailed': 'Payment failed',
  'email.billChecking': 'Payment being checked',
  'email.billPaid': 'Payment made',

  // One-time codes (SMS or e-mail): the code message and its e-mail subject.
  'code.verificationSubject': 'Your {app} verification code',
  'code.signUp': 'Your {app} verification code is {code}. It expires in 10 minutes. Never share it with anyone.',
  'code.phoneChange': 'Your {app} code to change your phone number is {code}. It expires in 10 minutes. Never share it with anyone.',
  'code.passwordResetSubject': 'Reset your {app} password',
  'code.passwordReset':
    'Your {app} password reset code is {code}. It expires in 10 minutes. If you did not ask for it, ignore this message.',
  'code.emailVerificationSubject': 'Verify your {app} email address',
  'code.emailVerification': 'Your {app} email verification code is {code}. It expires in 10 minutes. Never share it with anyone.',
  'code.ussdPinSubject': '{app} USSD PIN code',
  'code.ussdPin': 'Your {app} code to set your USSD PIN is {code}. It expires in 10 minutes. Never share it.',
  'email.signUpAttempt': 'Someone tried to sign up with your details',
  'sms.signUpAttempt':
    '{app}: someone tried to sign up with your number or email address. You already have an account: sign in, or reset your password if you forgot it. If this was not you, ignore this message; no code was sent.',

  // Wrong-send reversals (SMS and e-mail).
  'email.reversalAsked': '{from} asks for their {amount} back',
  'sms.reversalAsked':
    '{app}: {from} says they sent you {amount} by mistake: "{reason}". The amount is held in your wallet until you answer. Open {app} to accept or decline by {date}.',
  'email.reversalAnswered': 'Your reversal request',
  'sms.reversalReturned': '{app}: {name} returned your {amount}. It is in your wallet now.',
  'sms.reversalAccepted': '{app}: {name} agreed to return your {amount}; it comes back as soon as their wallet holds it.',
  'sms.reversalDeclined': '{app}: {name} declined to return your {amount}. Our staff will look at the case and tell you what they decide.',
  'email.reversalDecided': 'Reversal request decided',
  'sms.reversalStays': '{app}: our staff decided the payment of {amount} stays with {name}: {note}',
  'sms.reversalGoesBack': '{app}: our staff decided the payment of {amount} goes back to {name}: {note}',
  'email.reversalToStaff': 'Reversal request sent to our staff',
  'sms.reversalToStaff':
    '{app}: the request to return {amount} from {from} to {to} had no answer in 3 working days. Our staff will decide and tell you both; the amount stays held.',
  'email.paymentReturned': 'Payment returned',
  'sms.paymentReturned': '{app}: {name} returned your {amount} payment {ref}. It is in your wallet now.',
  'text.theRecipient': 'The recipient',

  // Complaints (SMS and e-mail; the staff's own note is sent as they wrote it).
  'email.complaintReceived': 'Your complaint {reference}',
  'sms.complaintReceived':
    '{app}: complaint {reference} ({category}) received. We have your complaint and will answer by {date}. Quote {reference} when you contact us. Complaints are free.',
  'email.complaintInvestigating': 'Your complaint {reference} is being investigated',
  'sms.complaintInvestigating': '{app}: your complaint {reference} is being investigated. {note}',
  'email.complaintResolved': 'Your complaint {reference} is resolved',
  'sms.complaintResolved': '{app}: your complaint {reference} is resolved. {note}',
  'email.complaintEscalated': 'Your complaint {reference} has been escalated',
  'sms.complaintEscalated': '{app}: your complaint {reference} has been escalated. {note}',
  'email.complaintExtended': 'Your complaint {reference}: we need more time',
  'sms.complaintExtended': '{app}: we need more time on your complaint {reference}: {reason} We will answer by {date}.',
  'email.complaintToRegulator': 'Your complaint {reference}: you can go to the Bank of Ghana',
  'sms.complaintToRegulator':
    '{app}: we have not resolved your complaint {reference} in the time the law gives us. We are sorry. You can take it to the Bank of Ghana: contact its Consumer Protection office (complaints) through www.bog.gov.gh and quote {reference}. It costs nothing, and we keep working on your complaint.',
  'complaint.wrong_recipient': 'Sent to the wrong person',
  'complaint.payment_not_received': 'Payment not received',
  'complaint.transfer_failed': 'Transfer failed or stuck',
  'complaint.bill_or_airtime': 'Bill, airtime or data',
  'complaint.merchant': 'Payment to a shop',
  'complaint.fraud_or_scam': 'Fraud or scam',
  'complaint.account_access': 'Cannot get into my account',
  'complaint.fees_or_charges': 'Fees or charges',
  'complaint.other': 'Something else',

  // A payment that waits for a guardian (SMS and e-mail).
  'email.guardianAsked': '{name} asks you to approve {amount}',
  'sms.guardianAsked':
    '{app}: {name} wants to send {amount} to {to}. As their guardian, approve or decline it in the app within the hour, or it goes back to them.',
  'text.someone': 'Someone',
  'text.someoneElse': 'someone',
  'email.guardianApproved': 'Payment approved',
  'sms.guardianApproved': '{app}: Your guardian approved your payment of {amount}. It is on its way.',
  'email.guardianDeclined': 'Payment declined',
  'sms.guardianDeclined': '{app}: Your guardian declined your payment of {amount}. The money is back in your wallet.',
  'email.guardianExpired': 'Payment expired',
  'sms.guardianExpired':
    '{app}: Your guardian did not answer within the hour, so your payment of {amount} did not go. The money is back in your wallet.',

  // Merchants and split bills.
  'email.merchantPaid': 'Payment received',
  'merchantSms.paid': '{business}: received {amount} from {name}{reference}.',
  'sms.splitShare': '{app}: {name} split "{bill}" with you. Your share is {amount}. Pay it with mobile money, no app needed: {link}',

  // Pushes: the lock screen names nothing; `detailed` (amounts chosen in Settings) may.
  'push.notice.title': '{app}',
  'push.notice.body': 'You have a new notice. Open {app} to read it.',
  'push.openToSee': 'Open {app} to see it.',
  'push.moneyReceived.title': 'You received money',
  'push.moneyReceived.detailedTitle': '{from} sent you {amount}',
  'push.moneyReceived.detailedBody': 'It is in your wallet now.{note}',
  'push.moneyRequested.title': 'A request for money',
  'push.moneyRequested.body': 'Someone asked you for money. Open {app} to pay or decline.',
  'push.moneyRequested.detailedTitle': '{name} asked you for {amount}',
  'push.moneyRequested.detailedBody': 'Open {app} to pay or decline.{note}',
  'push.reversalAsked.title': 'A request to send money back',
  'push.reversalAsked.body': 'Someone asks you to send back a payment. Open {app} to answer.',
  'push.reversalAsked.detailedTitle': '{from} asks for {amount} back',
  'push.reversalAsked.detailedBody': 'They say they sent it to you by mistake. It is held until you answer, by {date}.',
  'push.reversalAnswered.title': 'Your reversal request was answered',
  'push.reversalAnswered.body': 'Open {app} to see the answer.',
  'push.reversalToStaff.title': 'A reversal request went to our staff',
  'push.reversalToStaff.body': 'Our staff will decide it. Open {app} to follow it.',
  'push.reversalDecided.title': 'Our staff decided a reversal request',
  'push.reversalDecided.body': 'Open {app} to see what was decided.',
  'push.complaintAnswered.title': 'Your complaint was answered',
  'push.complaintAnswered.body': 'Open {app} to read the answer.',
  'push.newSignIn.title': 'New sign-in to {app}',
  'push.newSignIn.body': 'If this was not you, change your password and sign out other devices in Settings.',
  'push.newSignIn.detailedBody': 'From {browser} on {os}. If this was not you, change your password in Settings.',
  'push.accountChanged.body': 'If this was not you, reset your password now.',

  // USSD: a service's refusal, by its kind (English shows the service's own message).
  'ussd.error.insufficientFunds': 'Your balance is too low for this. Nothing was paid.',
  'ussd.error.limit': 'This is above your limit. Nothing was paid. See your limits in the {app} app.',
  'ussd.error.frozen': 'This wallet is frozen. Contact support.',
  'ussd.error.closed': 'This account is closed.',
  'ussd.error.notFound': 'We could not find it. Nothing was paid.',
  'ussd.error.unavailable': 'The service cannot be reached right now. Nothing was paid. Please try again later.',
  'ussd.error.busy': 'Too many tries right now. Nothing was paid. Please try again later.',
  'ussd.error.other': 'This could not be done. Nothing has changed. Open the {app} app to see why.',
  'ussd.amountTooLarge': 'Amount cannot exceed {max} per transaction. Enter the amount in GHS:',
  'ussd.requestPaid': 'Request approved: the money is on its way. Balance: {balance}.',
  'ussd.paymentStatus': 'Payment {status}. Ref {ref}.',

  // Standing orders (SMS and e-mail): a run, its retry, a reminder the day before.
  'email.standingOrder': 'Standing order',
  'sms.soTransferSent': '{app}: Standing order: {outcome}.',
  'sms.soPaused':
    '{app}: Standing order: {amount} to {name} on {date} did not go: {reason}. The standing order is paused: link the account again and resume it, or cancel it.',
  'sms.soPaid': '{app}: Standing order: Paid {amount} to {name}.',
  'sms.soBlocked': '{app}: Standing order: {amount} to {name}. Stopped for your safety: open the payment to proceed or cancel it.',
  'sms.soWaitsGuardian': "{app}: Standing order: {amount} to {name}. Waiting: for your guardian's approval.",
  'sms.soWaitsFirst': '{app}: Standing order: {amount} to {name}. Waiting: a first large payment.',
  'sms.soRetry': '{app}: Standing order: not enough money for {amount} to {name} this morning. We try once more at 17:00.',
  'sms.soSkipped':
    '{app}: Standing order: {amount} to {name} on {date} did not go. Skipped: not enough money at 08:00 or 17:00. The next run is as scheduled.',
  'sms.soNotSent': '{app}: Standing order: {amount} to {name} on {date} did not go. Not sent: {reason}. The next run is as scheduled.',
  'sms.soNotPaid': '{app}: Standing order: {amount} to {name} on {date} did not go. Not paid: {reason}. The next run is as scheduled.',
  'sms.soRequestNotPaid':
    '{app}: Standing order: {amount} request to {name} on {date} did not go. Not paid: {reason}. The next run is as scheduled.',
  'sms.soReminderPay': '{app}: Standing order: tomorrow at 08:00 {amount} goes to {name}. Pause or change it in the app before then.',
  'sms.soReminderAsk': '{app}: Standing order: tomorrow at 08:00 we ask {name} for {amount}. Pause or change it in the app before then.',
  'text.soOnItsWay': '{amount} is on its way to {name}',
  'text.yourAccount': 'your {label}',
  'text.yourLinkedAccount': 'your linked account',
  'text.them': 'them',
} as const;

export type MessageKey = keyof typeof en;
export type Catalog = Record<MessageKey, string>;
