"use client";

import { useState } from "react";
import { LeadError, type SalesContact } from "@/components/onboarding/lead-error";
import { StepIndicator } from "@/components/onboarding/onboarding-frame";
import type { LeadProfile } from "@/lib/onboarding/queries";
import type { LeadIdentity } from "./lead-identity";
import { LocationPicker } from "./location-picker";
import { SetupProgress } from "./setup-progress";
import { UserInfoForm } from "./user-info-form";

type Stage = { step: 0 } | { step: 1 } | { step: "setup"; locations: string[] } | { step: "error" };

/** The two steps of /register-user, then the imports and the countdown to /insight-user. */
export function RegisterWizard({
  initialStep,
  lead,
  defaults,
  contact,
  logoutToken,
}: {
  initialStep: 0 | 1;
  lead: LeadIdentity;
  defaults: LeadProfile;
  contact: SalesContact;
  logoutToken: string;
}) {
  const [stage, setStage] = useState<Stage>({ step: initialStep });
  const fail = () => setStage({ step: "error" });

  if (stage.step === "error")
    return (
      <LeadError
        contact={contact}
        logoutToken={logoutToken}
        onRetry={() => setStage({ step: 1 })}
      />
    );
  return (
    <div className="flex flex-col gap-4">
      {/* The imports after Save still belong to the stores step. */}
      <StepIndicator screen={stage.step === 0 ? "info" : "locations"} />
      {stage.step === 0 ? (
        <UserInfoForm
          email={lead.email}
          defaults={defaults}
          onSaved={() => setStage({ step: 1 })}
          onFailed={fail}
        />
      ) : stage.step === 1 ? (
        <LocationPicker
          lead={lead}
          onSaved={(locations) => setStage({ step: "setup", locations })}
          onFailed={fail}
        />
      ) : (
        <SetupProgress lead={lead} onFailed={fail} />
      )}
    </div>
  );
}
