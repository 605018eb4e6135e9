"use client";

import { useFormStatus } from "react-dom";
import { KeyRound, MapPin, Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { signInWithMaps, startFreeTrial } from "../actions";
import type { LoginTexts } from "./login-texts";

function SubmitButton({
  children,
  variant,
}: {
  children: React.ReactNode;
  variant: "default" | "outline";
}) {
  const { pending } = useFormStatus();
  return (
    <Button
      type="submit"
      variant={variant}
      size="lg"
      className="w-full"
      disabled={pending}
      aria-busy={pending}
    >
      {children}
    </Button>
  );
}

export function WelcomeOptions({
  texts,
  onCredentials,
}: {
  texts: LoginTexts["welcome"];
  onCredentials: () => void;
}) {
  const maps = texts.mapsMode !== "off";
  return (
    <div className="flex flex-col gap-3">
      {maps && (
        <>
          <form action={startFreeTrial}>
            <SubmitButton variant="default">
              <Sparkles aria-hidden /> {texts.freeTrial}
            </SubmitButton>
          </form>
          <form action={signInWithMaps}>
            <SubmitButton variant="outline">
              <MapPin aria-hidden /> {texts.maps}
            </SubmitButton>
          </form>
        </>
      )}
      <Button variant="outline" size="lg" className="w-full" onClick={onCredentials}>
        <KeyRound aria-hidden /> {texts.credentials}
      </Button>
      {texts.mapsMode === "simulator" && (
        <p className="text-muted-foreground text-sm" data-testid="demo-notice">
          {texts.demoNotice}
        </p>
      )}
      {!maps && <p className="text-muted-foreground text-sm">{texts.mapsUnavailable}</p>}
    </div>
  );
}
