/** onboarding-and-launch §2/§3: which section of the sign-up the step belongs to. */
export function StepCounter({ section, sectionCount }: { readonly section: number; readonly sectionCount: number }) {
  return (
    <p className="wizard-counter">
      Step {section} of {sectionCount}
    </p>
  );
}
