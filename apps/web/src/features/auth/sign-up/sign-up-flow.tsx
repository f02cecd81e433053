import { useState } from 'react';
import { AccountStep } from './account-step';
import { CodeStep } from './code-step';
import type { Contact, ContactChannel } from './contact-entry';
import { ContactStep } from './contact-step';
import { NameStep } from './name-step';
import { StepIndicator } from './step-indicator';

type Step =
  | { index: 0 }
  | { index: 1; contact: Contact }
  | { index: 2; contact: Contact }
  | { index: 3; contact: Contact; firstName: string; lastName: string };

/** Sign-up in four steps: contact, code, names, account details. */
export function SignUpFlow() {
  const [step, setStep] = useState<Step>({ index: 0 });
  // Names survive going back from step 4 to step 3.
  const [names, setNames] = useState({ firstName: '', lastName: '' });
  const [draftContact, setDraftContact] = useState<{ channel: ContactChannel; value: string }>({ channel: 'phone', value: '' });

  return (
    <>
      <StepIndicator active={step.index} />
      {step.index === 0 && (
        <ContactStep
          initial={draftContact}
          onCodeSent={(contact) => {
            setDraftContact({ channel: contact.channel, value: contact.value });
            setStep({ index: 1, contact });
          }}
        />
      )}
      {step.index === 1 && (
        <CodeStep
          contact={step.contact}
          onVerified={() => setStep({ index: 2, contact: step.contact })}
          onChangeContact={() => setStep({ index: 0 })}
        />
      )}
      {step.index === 2 && (
        <NameStep
          initial={names}
          onContinue={(entered) => {
            setNames(entered);
            setStep({ index: 3, contact: step.contact, ...entered });
          }}
        />
      )}
      {step.index === 3 && (
        <AccountStep
          contact={step.contact}
          firstName={step.firstName}
          lastName={step.lastName}
          onBack={() => setStep({ index: 2, contact: step.contact })}
        />
      )}
    </>
  );
}
