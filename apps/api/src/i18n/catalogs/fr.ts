import type { Catalog } from './en';

/** French, for cross-border traders. Money words: docs/glossary/fr.md. */
export const fr: Catalog = {
  'ussd.mainMenu':
    '{app}\n1 Solde\n2 Envoyer\n3 Demandes\n4 Mini-relevé\n5 Changer PIN\n6 Recharge\n7 Payer facture\n8 Payer marchand\n9 Signaler problème\n10 Langue\n0 Quitter',
  'ussd.invalidChoice': 'Choix invalide.',
  'ussd.more': 'Suite',
  'ussd.thankYou': "Merci d'utiliser {app}.",
  'ussd.languageMenu': 'Langue',
  'ussd.sessionEnded': 'Cette session est terminée. Composez à nouveau *920*00#.',
  'ussd.noWallet': "Pas de portefeuille {app} pour ce numéro. Inscrivez-vous (gratuit) avec ce numéro dans l'appli {app}.",
  'ussd.heldWaiting': '{amount} ({count, plural, one {# paiement} other {# paiements}}) vous attend : inscrivez-vous sous {days} jours.',
  'ussd.welcomeSetup': 'Bienvenue sur {app}. Pour créer votre PIN USSD, saisissez le code à 6 chiffres reçu par SMS :',
  'ussd.choosePin': 'Choisissez un PIN USSD à 4 chiffres :',
  'ussd.wrongCode': 'Code erroné. Saisissez le code à 6 chiffres reçu par SMS :',
  'ussd.codeUnusable': "Ce code n'est plus valable. Composez à nouveau *920*00# pour en recevoir un autre.",
  'ussd.pinMustBe4': 'Votre PIN doit avoir 4 chiffres. Choisissez un PIN USSD à 4 chiffres :',
  'ussd.confirmPin': 'Saisissez à nouveau le même PIN pour confirmer :',
  'ussd.pinsDiffer': 'Les PIN ne correspondent pas. Composez *920*00# pour réessayer.',
  'ussd.pinSet': 'PIN créé.',
  'ussd.pinChanged': 'Votre PIN USSD a été changé.',
  'ussd.currentPin': 'Saisissez votre PIN USSD actuel :',
  'ussd.newPin': 'Saisissez votre nouveau PIN à 4 chiffres :',
  'ussd.wrongPin': 'PIN erroné. {tries, plural, one {# essai restant} other {# essais restants}} avant le blocage des paiements USSD.',
  'ussd.locked': "Votre PIN USSD est bloqué après {attempts} essais erronés. Créez un nouveau PIN dans l'appli {app}, rubrique Paramètres.",
  'ussd.noPin': "Vous n'avez pas encore de PIN USSD. Composez à nouveau *920*00# pour en créer un.",
  'ussd.pinForBalance': 'Saisissez votre PIN USSD pour voir votre solde :',
  'ussd.balance': 'Votre solde {app} est de {amount}.',
  'ussd.pinForStatement': 'Saisissez votre PIN USSD pour voir votre mini-relevé :',
  'ussd.statementHeader': 'Mini-relevé',
  'ussd.noTransactions': "Mini-relevé : aucune opération pour l'instant.",
  'ussd.requestsHeader': "Demandes d'argent",
  'ussd.noRequests': "Vous n'avez aucune demande d'argent en attente.",
  'ussd.reversalLine': 'Retour à {name} {amount}',
  'ussd.requestGone': 'Cette demande a déjà eu une réponse ou a expiré.',
  'ussd.requestAsks': '{name} demande {amount}{note}\n1 Accepter\n2 Refuser',
  'ussd.requestSummary': '{amount} à {name}',
  'ussd.requestChoice': '{summary}\n1 Accepter\n2 Refuser',
  'ussd.pinToApprove': 'Saisissez votre PIN pour accepter {summary} :',
  'ussd.pinToReject': 'Saisissez votre PIN pour refuser {summary} :',
  'ussd.requestRejected': "Demande refusée. Rien n'a été payé.",
  'ussd.reportProblem': 'Signaler un problème (gratuit)\nSaisissez votre PIN USSD :',
  'ussd.recipientPhone': 'Saisissez le numéro du destinataire :',
  'ussd.invalidPhone': 'Numéro invalide. Saisissez le numéro du destinataire :',
  'ussd.notYourself': "Vous ne pouvez pas vous envoyer de l'argent. Saisissez le numéro du destinataire :",
  'ussd.enterAmount': 'Saisissez le montant en GHS :',
  'ussd.invalidAmount': 'Montant invalide. Saisissez le montant en GHS :',
  'ussd.noWalletYet': "{phone} (sans portefeuille : gardé {days} jours jusqu'à son inscription)",
  'ussd.sendConfirm': 'Envoyer {amount} à {to}\nFrais : {fee}\nEntrez votre PIN USSD pour confirmer, 0 pour annuler :',
  'ussd.sendCancelled': "Paiement annulé. Rien n'a été envoyé.",
  'ussd.sent': '{amount} envoyés à {name}. Réf. {ref}. Solde : {balance}.',
  'ussd.waitsForGuardian': "{amount} à {name} attend votre tuteur jusqu'à {at}, sinon il vous revient. Réf. {ref}.",
  'ussd.arrivesAt': "{amount} à {name} arrive à {at}. Annulez-le avant dans l'appli {app}. Réf. {ref}.",
  'ussd.heldFor': "{amount} est gardé pour {phone} jusqu'à son inscription sur {app} ({days} jours, puis il vous revient). Réf. {ref}.",
  'ussd.blocked':
    "Paiement de {amount} arrêté pour votre sécurité : il semble inhabituel. Ouvrez l'appli {app} pour continuer ou l'annuler. Réf. {ref}.",
  'ussd.airtimeMenu': 'Crédit téléphone\n1 Mon numéro\n2 Autre numéro',
  'ussd.airtimePhone': 'Saisissez le numéro à recharger :',
  'ussd.payBillHeader': 'Payer une facture',
  'ussd.payMerchant': "Payer un marchand\nSaisissez l'ID marchand à 6 chiffres :",
  'ussd.billCancelled': "Paiement annulé. Rien n'a été payé.",
  'ussd.airtimeProcessing': '{amount} {biller} pour le {number} : en cours de traitement.',
  'ussd.billProcessing': 'Votre paiement {biller} de {amount} pour le {number} est en cours de traitement.',
  'ussd.smsFollows': 'Nous vous enverrons un SMS une fois terminé.',
  'ussd.smsOff': "Vos alertes SMS sont désactivées : voyez le résultat dans l'appli {app}.",
  'ussd.merchantPaid': '{amount} payés à {name}. Réf. {ref}. Solde : {balance}.',

  'sms.moneyReceived': "{app}: {from} vous a envoyé {amount}.{note} L'argent est dans votre portefeuille.",
  'sms.moneyRequested': '{app}: {name} vous demande {amount}.{note} Ouvrez {app} pour payer ou refuser.',
  'sms.splitReminder': '{app}: rappel de {name} : votre part de "{bill}" est de {amount}. Ouvrez {app} pour payer ou refuser.',
  'sms.newSignIn':
    "{app}: nouvelle connexion à votre compte depuis {browser} sur {os}{place} à {time} GMT. Si ce n'était pas vous, changez votre mot de passe et déconnectez les autres appareils dans Paramètres.",
  'sms.passwordChanged':
    "{app}: votre mot de passe a été changé à {time} GMT et vos autres appareils ont été déconnectés. Si ce n'était pas vous, réinitialisez votre mot de passe maintenant.",
  'sms.phoneChanged':
    "{app}: votre numéro de téléphone a été changé à {time} GMT. Si ce n'était pas vous, réinitialisez votre mot de passe maintenant.",
  'sms.identityVerified': "{app}: votre identité est vérifiée. Vos plafonds plus élevés s'appliquent dès maintenant.",
  'sms.identityRejected': "{app}: nous n'avons pas pu vérifier votre identité{reason}. Vous pouvez renvoyer vos documents dans l'appli.",

  // USSD: airtime, bills and merchants, the later screens.
  'ussd.airtimeInvalidPhone': 'Numéro invalide. Saisissez le numéro à recharger :',
  'ussd.airtimeNotSold': 'Pas de recharge pour ce numéro. Composez *920*00# pour en choisir un autre.',
  'ussd.billNumberPrompt': 'Saisissez le {label} {biller} :',
  'ussd.billNumberInvalid': 'Numéro invalide : chiffres uniquement. {prompt}',
  'ussd.billNameConfirm': '{biller} {number}\nNom : {name}\n1 Confirmer\n2 Annuler',
  'ussd.billNoCustomer': "{biller} n'a pas de client {number}. {prompt}",
  'ussd.billerUnreachable': "{biller} est injoignable pour le moment. Rien n'a été payé. Réessayez plus tard.",
  'ussd.billNameAgain': "Choix invalide. {name}, c'est bien cela ?\n1 Confirmer\n2 Annuler",
  'ussd.billAmountPrompt': 'Saisissez le montant en GHS ({min} à {max}) :',
  'ussd.invalidAmountThen': 'Montant invalide. {prompt}',
  'ussd.billBounds': '{biller} accepte de {min} à {max}. {prompt}',
  'ussd.billAmountHeader': '{biller} pour le {number}\n{prompt}',
  'ussd.airtimeConfirm': 'Acheter {amount} {biller} pour le {number}\nEntrez votre PIN USSD pour confirmer, 0 pour annuler :',
  'ussd.billConfirm': 'Payer {amount} à {biller} {number}{holder}\nEntrez votre PIN USSD pour confirmer, 0 pour annuler :',
  'ussd.merchantIdInvalid': "Un ID marchand a 6 chiffres. Saisissez l'ID marchand à 6 chiffres :",
  'ussd.merchantConfirm': 'Marchand {id}\n{name}, {city}\n1 Confirmer\n2 Annuler',
  'ussd.merchantRefused': "{reason}. Saisissez l'ID marchand à 6 chiffres :",
  'ussd.merchantNameAgain': 'Choix invalide. Payer {name} ?\n1 Confirmer\n2 Annuler',
  'ussd.merchantAmount': 'Payer {name}\nSaisissez le montant en GHS :',
  'ussd.merchantPayConfirm': 'Payer {amount} à {name} (marchand {id})\nEntrez votre PIN USSD pour confirmer, 0 pour annuler :',

  // USSD: the session, and 9 Report a problem.
  'ussd.sessionNotFound': 'Session introuvable. Composez à nouveau *920*00#.',
  'ussd.sessionTimedOut': 'Votre session a expiré. Composez à nouveau *920*00#.',
  'ussd.sessionOutOfStep': 'Votre session est désynchronisée. Composez à nouveau *920*00#.',
  'ussd.unavailable': 'Désolé, le service est indisponible. Réessayez plus tard.',
  'ussd.stillProcessing': 'Votre demande est encore en cours. Composez à nouveau *920*00#.',
  'ussd.complaintPayments': 'Signaler un problème\nQuel paiement ?\n{lines}',
  'ussd.other': 'Autre',
  'ussd.replyRange': 'Choix invalide. Répondez de 1 à {max}.',
  'ussd.complaintCategories':
    "Qu'est-ce qui ne va pas ?\n1 Mauvaise personne\n2 Pas reçu\n3 Échoué ou bloqué\n4 Facture ou recharge\n5 Paiement boutique\n6 Fraude ou arnaque\n7 Frais\n8 Accès au compte\n9 Autre",
  'ussd.complaintFiled':
    'Réclamation {reference} enregistrée. Réponse avant le {date}. Référence envoyée par SMS. Les réclamations sont gratuites.',

  // USSD: a wrong-send reversal asked of me (under 3 Money requests).
  'ussd.reversalGone': 'Cette demande a déjà eu une réponse.',
  'ussd.reversalAsks': '{name} vous a envoyé {amount} par erreur : "{reason}"\n1 Accepter (rendre)\n2 Refuser',
  'ussd.reversalChoice': '{summary}\n1 Accepter (rendre)\n2 Refuser',
  'ussd.reversalDeclined': 'Refusé. Le montant reste bloqué pendant que notre équipe examine le cas ; nous vous dirons sa décision.',
  'ussd.reversalReturned': '{summary} rendu. Solde : {balance}.',
  'ussd.reversalAccepted': 'Accepté. {amount} repart dès que votre portefeuille le contient.',
  'ussd.reasonTooShort': 'Tapez au moins 3 caractères. Pourquoi cet argent est-il à vous ?',
  'ussd.pinToDeclineReturn': 'Entrez votre PIN pour refuser de rendre {summary} :',
  'ussd.pinToReturn': 'Entrez votre PIN pour rendre {summary} :',
  'ussd.whyYours': 'Pourquoi cet argent est-il à vous ? Tapez une courte raison :',

  'email.moneyReceived': '{from} vous a envoyé {amount}',
  'email.moneyRequested': '{name} vous demande {amount}',
  'email.splitReminder': 'Rappel : {name} attend {amount}',
  'email.newSignIn': 'Nouvelle connexion à {app}',
  'email.passwordChanged': 'Votre mot de passe a été changé',
  'email.phoneChanged': 'Votre numéro de téléphone a été changé',
  'email.identityVerified': 'Identité vérifiée',
  'email.identityRejected': "Échec de la vérification d'identité",

  // Transfers to and from linked accounts, and payment links.
  'sms.addRefundSent': "{app}: {amount} renvoyés vers {to} : l'argent ajouté aurait dépassé le plafond de votre portefeuille. Réf. {ref}.",
  'sms.addRefundHeld':
    "{app}: nous n'avons pas encore pu renvoyer {amount} vers {to}{why}. Nous le gardons pour vous et notre équipe vous contactera. Réf. {ref}.",
  'sms.transferSettled': '{app}: {amount} envoyés vers {to}. Réf. {ref}.',
  'sms.transferSettledFee': '{app}: {amount} envoyés vers {to}, frais {fee}. Réf. {ref}.',
  'sms.transferReversed':
    "{app}: votre transfert de {amount} vers {to} n'a pas abouti{why}. {total} est de retour dans votre portefeuille. Réf. {ref}.",
  'sms.addMoneyCredited': '{app}: {amount} ajoutés à votre portefeuille depuis {to}. Réf. {ref}.',
  'sms.addMoneyFailed': "{app}: l'ajout de {amount} depuis {to} n'a pas abouti{why}. Rien n'a été pris sur votre portefeuille. Réf. {ref}.",
  'sms.transferRecovered':
    '{app}: votre transfert de {amount} vers {to} a finalement abouti après notre remboursement : {total} a donc été repris sur votre portefeuille. Réf. {ref}.',
  'sms.addMoneyRefunding':
    "{app}: {amount} depuis {to} n'ont pas été ajoutés à votre portefeuille : {reason}. Rien n'a été pris sur votre portefeuille. Réf. {ref}.",
  'sms.transferNeedsReview':
    '{app}: votre transfert de {amount} vers {to} a été payé par le prestataire après notre remboursement. Notre équipe vous contactera. Réf. {ref}.',
  'sms.linkCredited': '{app}: {amount} reçus via votre lien de paiement de la part de {from}. Réf. {ref}.',
  'sms.linkRefunding':
    "{app}: {amount} payés via votre lien de paiement par {from} n'ont pas été ajoutés à votre portefeuille : {reason}. Réf. {ref}.",
  'text.overLimit': 'votre solde dépasserait son plafond',
  'email.transferSettled': 'Votre transfert a été payé',
  'email.transferReversed': "Votre transfert n'a pas abouti",
  'email.addMoneyCredited': 'Argent ajouté à votre portefeuille',
  'email.addMoneyFailed': "L'ajout d'argent n'a pas abouti",
  'email.transferRecovered': 'Votre transfert a finalement abouti',
  'email.transferNeedsReview': 'Nous vérifions un de vos transferts',
  'email.addMoneyRefunding': "L'argent ajouté vous est renvoyé",

  // Bills and airtime: how a payment ended (SMS and e-mail).
  'billSms.failed':
    "Votre paiement {biller} de {amount} pour le {number} a échoué{reason}. L'argent est de retour dans votre portefeuille.",
  'billSms.checking':
    'Votre paiement {biller} de {amount} pour le {number} est en cours de vérification. Nous vous dirons comment il se termine.',
  'billSms.paid': '{amount} payés à {biller} pour le {number}.',
  'billSms.paidToken': '{amount} payés à {biller} pour le {number}. Code : {token}',
  'email.billFailed': 'Paiement échoué',
  'email.billChecking': 'Paiement en vérification',
  'email.billPaid': 'Paiement effectué',

  // One-time codes (SMS or e-mail): the code message and its e-mail subject.
  'code.verificationSubject': 'Votre code de vérification {app}',
  'code.signUp': 'Votre code de vérification {app} est {code}. Il expire dans 10 minutes. Ne le donnez à personne.',
  'code.phoneChange':
    'Votre code {app} pour changer de numéro de téléphone est {code}. Il expire dans 10 minutes. Ne le donnez à personne.',
  'code.passwordResetSubject': 'Réinitialisez votre mot de passe {app}',
  'code.passwordReset':
    "Votre code de réinitialisation du mot de passe {app} est {code}. Il expire dans 10 minutes. Si vous ne l'avez pas demandé, ignorez ce message.",
  'code.emailVerificationSubject': 'Vérifiez votre adresse e-mail {app}',
  'code.emailVerification': 'Votre code de vérification e-mail {app} est {code}. Il expire dans 10 minutes. Ne le donnez à personne.',
  'code.ussdPinSubject': 'Code PIN USSD {app}',
  'code.ussdPin': 'Votre code {app} pour créer votre PIN USSD est {code}. Il expire dans 10 minutes. Ne le donnez à personne.',
  'email.signUpAttempt': "Quelqu'un a tenté de s'inscrire avec vos coordonnées",
  'sms.signUpAttempt':
    "{app}: quelqu'un a tenté de s'inscrire avec votre numéro ou votre adresse e-mail. Vous avez déjà un compte : connectez-vous, ou réinitialisez votre mot de passe si vous l'avez oublié. Si ce n'était pas vous, ignorez ce message ; aucun code n'a été envoyé.",

  // Wrong-send reversals (SMS and e-mail).
  'email.reversalAsked': '{from} demande le retour de ses {amount}',
  'sms.reversalAsked':
    '{app}: {from} dit vous avoir envoyé {amount} par erreur : "{reason}". Le montant est bloqué dans votre portefeuille jusqu\'à votre réponse. Ouvrez {app} pour accepter ou refuser avant le {date}.',
  'email.reversalAnswered': 'Votre demande de retour',
  'sms.reversalReturned': "{app}: {name} vous a rendu vos {amount}. L'argent est dans votre portefeuille.",
  'sms.reversalAccepted': '{app}: {name} accepte de vous rendre vos {amount} ; ils reviennent dès que son portefeuille les contient.',
  'sms.reversalDeclined': '{app}: {name} refuse de vous rendre vos {amount}. Notre équipe va examiner le cas et vous dira sa décision.',
  'email.reversalDecided': 'Décision sur la demande de retour',
  'sms.reversalStays': '{app}: notre équipe a décidé que le paiement de {amount} reste à {name} : {note}',
  'sms.reversalGoesBack': '{app}: notre équipe a décidé que le paiement de {amount} revient à {name} : {note}',
  'email.reversalToStaff': 'Demande de retour transmise à notre équipe',
  'sms.reversalToStaff':
    '{app}: la demande de retour de {amount} de {from} à {to} est restée sans réponse pendant 3 jours ouvrés. Notre équipe va décider et vous informera tous les deux ; le montant reste bloqué.',
  'email.paymentReturned': 'Paiement rendu',
  'sms.paymentReturned': "{app}: {name} vous a rendu votre paiement de {amount} {ref}. L'argent est dans votre portefeuille.",
  'text.theRecipient': 'Le destinataire',

  // Complaints (SMS and e-mail; the staff's own note is sent as they wrote it).
  'email.complaintReceived': 'Votre réclamation {reference}',
  'sms.complaintReceived':
    '{app}: réclamation {reference} ({category}) reçue. Nous avons votre réclamation et répondrons avant le {date}. Citez {reference} quand vous nous contactez. Les réclamations sont gratuites.',
  'email.complaintInvestigating': "Votre réclamation {reference} est en cours d'examen",
  'sms.complaintInvestigating': "{app}: votre réclamation {reference} est en cours d'examen. {note}",
  'email.complaintResolved': 'Votre réclamation {reference} est résolue',
  'sms.complaintResolved': '{app}: votre réclamation {reference} est résolue. {note}',
  'email.complaintEscalated': 'Votre réclamation {reference} a été transmise plus haut',
  'sms.complaintEscalated': '{app}: votre réclamation {reference} a été transmise plus haut. {note}',
  'email.complaintExtended': 'Votre réclamation {reference} : il nous faut plus de temps',
  'sms.complaintExtended':
    '{app}: il nous faut plus de temps pour votre réclamation {reference} : {reason} Nous répondrons avant le {date}.',
  'email.complaintToRegulator': 'Votre réclamation {reference} : vous pouvez saisir la Bank of Ghana',
  'sms.complaintToRegulator':
    "{app}: nous n'avons pas résolu votre réclamation {reference} dans le délai que la loi nous donne. Nous en sommes désolés. Vous pouvez saisir la Bank of Ghana : contactez son service de protection des consommateurs (réclamations) via www.bog.gov.gh en citant {reference}. C'est gratuit, et nous continuons à traiter votre réclamation.",
  'complaint.wrong_recipient': 'Envoyé à la mauvaise personne',
  'complaint.payment_not_received': 'Paiement non reçu',
  'complaint.transfer_failed': 'Transfert échoué ou bloqué',
  'complaint.bill_or_airtime': 'Facture, crédit ou data',
  'complaint.merchant': 'Paiement à un commerce',
  'complaint.fraud_or_scam': 'Fraude ou arnaque',
  'complaint.account_access': "Impossible d'accéder à mon compte",
  'complaint.fees_or_charges': 'Frais',
  'complaint.other': 'Autre chose',

  // A payment that waits for a guardian (SMS and e-mail).
  'email.guardianAsked': "{name} vous demande d'accepter {amount}",
  'sms.guardianAsked':
    "{app}: {name} veut envoyer {amount} à {to}. En tant que tuteur, acceptez ou refusez dans l'appli dans l'heure, sinon l'argent lui revient.",
  'text.someone': "Quelqu'un",
  'text.someoneElse': "quelqu'un",
  'email.guardianApproved': 'Paiement accepté',
  'sms.guardianApproved': '{app}: Votre tuteur a accepté votre paiement de {amount}. Il est en route.',
  'email.guardianDeclined': 'Paiement refusé',
  'sms.guardianDeclined': "{app}: Votre tuteur a refusé votre paiement de {amount}. L'argent est revenu dans votre portefeuille.",
  'email.guardianExpired': 'Paiement expiré',
  'sms.guardianExpired':
    "{app}: Votre tuteur n'a pas répondu dans l'heure : votre paiement de {amount} n'est pas parti. L'argent est revenu dans votre portefeuille.",

  // Merchants and split bills.
  'email.merchantPaid': 'Paiement reçu',
  'merchantSms.paid': '{business}: {amount} reçus de {name}{reference}.',
  'sms.splitShare': '{app}: {name} partage "{bill}" avec vous. Votre part est de {amount}. Payez-la par mobile money, sans appli : {link}',

  // Pushes: the lock screen names nothing; `detailed` (amounts chosen in Settings) may.
  'push.notice.title': '{app}',
  'push.notice.body': 'Vous avez une nouvelle notification. Ouvrez {app} pour la lire.',
  'push.openToSee': 'Ouvrez {app} pour voir.',
  'push.moneyReceived.title': "Vous avez reçu de l'argent",
  'push.moneyReceived.detailedTitle': '{from} vous a envoyé {amount}',
  'push.moneyReceived.detailedBody': "L'argent est dans votre portefeuille.{note}",
  'push.moneyRequested.title': "Une demande d'argent",
  'push.moneyRequested.body': "Quelqu'un vous demande de l'argent. Ouvrez {app} pour payer ou refuser.",
  'push.moneyRequested.detailedTitle': '{name} vous demande {amount}',
  'push.moneyRequested.detailedBody': 'Ouvrez {app} pour payer ou refuser.{note}',
  'push.reversalAsked.title': "Une demande de retour d'argent",
  'push.reversalAsked.body': "Quelqu'un vous demande de rendre un paiement. Ouvrez {app} pour répondre.",
  'push.reversalAsked.detailedTitle': '{from} demande le retour de {amount}',
  'push.reversalAsked.detailedBody': "Il dit vous l'avoir envoyé par erreur. Le montant est bloqué jusqu'à votre réponse, avant le {date}.",
  'push.reversalAnswered.title': 'Réponse à votre demande de retour',
  'push.reversalAnswered.body': 'Ouvrez {app} pour voir la réponse.',
  'push.reversalToStaff.title': 'Une demande de retour est transmise à notre équipe',
  'push.reversalToStaff.body': 'Notre équipe va décider. Ouvrez {app} pour suivre.',
  'push.reversalDecided.title': 'Notre équipe a tranché une demande de retour',
  'push.reversalDecided.body': 'Ouvrez {app} pour voir la décision.',
  'push.complaintAnswered.title': 'Réponse à votre réclamation',
  'push.complaintAnswered.body': 'Ouvrez {app} pour lire la réponse.',
  'push.newSignIn.title': 'Nouvelle connexion à {app}',
  'push.newSignIn.body': "Si ce n'était pas vous, changez votre mot de passe et déconnectez les autres appareils dans Paramètres.",
  'push.newSignIn.detailedBody': "Depuis {browser} sur {os}. Si ce n'était pas vous, changez votre mot de passe dans Paramètres.",
  'push.accountChanged.body': "Si ce n'était pas vous, réinitialisez votre mot de passe maintenant.",

  // USSD: a service's refusal, by its kind (English shows the service's own message).
  'ussd.error.insufficientFunds': "Votre solde est trop faible pour cela. Rien n'a été payé.",
  'ussd.error.limit': "Cela dépasse votre plafond. Rien n'a été payé. Voyez vos plafonds dans l'appli {app}.",
  'ussd.error.frozen': 'Ce portefeuille est gelé. Contactez le support.',
  'ussd.error.closed': 'Ce compte est fermé.',
  'ussd.error.notFound': "Introuvable. Rien n'a été payé.",
  'ussd.error.unavailable': "Le service est injoignable pour le moment. Rien n'a été payé. Réessayez plus tard.",
  'ussd.error.busy': "Trop d'essais en ce moment. Rien n'a été payé. Réessayez plus tard.",
  'ussd.error.other': "Impossible pour le moment. Rien n'a changé. Ouvrez l'appli {app} pour savoir pourquoi.",
  'ussd.amountTooLarge': 'Le montant ne peut dépasser {max} par transaction. Entrez le montant en GHS :',
  'ussd.requestPaid': "Demande acceptée : l'argent est en route. Solde : {balance}.",
  'ussd.paymentStatus': 'Paiement : {status}. Réf. {ref}.',

  // Standing orders (SMS and e-mail): a run, its retry, a reminder the day before.
  'email.standingOrder': 'Ordre permanent',
  'sms.soTransferSent': '{app}: Ordre permanent : {outcome}.',
  'sms.soPaused':
    "{app}: Ordre permanent : {amount} à {name} le {date} n'est pas parti : {reason}. L'ordre permanent est suspendu : reliez le compte et reprenez-le, ou annulez-le.",
  'sms.soPaid': '{app}: Ordre permanent : {amount} payés à {name}.',
  'sms.soBlocked':
    "{app}: Ordre permanent : {amount} à {name}. Arrêté pour votre sécurité : ouvrez le paiement pour continuer ou l'annuler.",
  'sms.soWaitsGuardian': "{app}: Ordre permanent : {amount} à {name}. En attente de l'accord de votre tuteur.",
  'sms.soWaitsFirst': '{app}: Ordre permanent : {amount} à {name}. En attente : un premier gros paiement.',
  'sms.soRetry': "{app}: Ordre permanent : pas assez d'argent pour {amount} à {name} ce matin. Nouvel essai à 17:00.",
  'sms.soSkipped':
    "{app}: Ordre permanent : {amount} à {name} le {date} n'est pas parti. Sauté : pas assez d'argent à 08:00 ni à 17:00. Le prochain passage est maintenu.",
  'sms.soNotSent':
    "{app}: Ordre permanent : {amount} à {name} le {date} n'est pas parti. Non envoyé : {reason}. Le prochain passage est maintenu.",
  'sms.soNotPaid':
    "{app}: Ordre permanent : {amount} à {name} le {date} n'est pas parti. Non payé : {reason}. Le prochain passage est maintenu.",
  'sms.soRequestNotPaid':
    "{app}: Ordre permanent : la demande de {amount} à {name} le {date} n'est pas partie. Non payé : {reason}. Le prochain passage est maintenu.",
  'sms.soReminderPay': "{app}: Ordre permanent : demain à 08:00, {amount} vont à {name}. Suspendez-le ou modifiez-le dans l'appli avant.",
  'sms.soReminderAsk':
    "{app}: Ordre permanent : demain à 08:00, nous demandons {amount} à {name}. Suspendez-le ou modifiez-le dans l'appli avant.",
  'text.soOnItsWay': '{amount} sont en route vers {name}',
  'text.yourAccount': 'votre {label}',
  'text.yourLinkedAccount': 'votre compte relié',
  'text.them': 'cette personne',
};
