"use client";

import { ServerErrorContent } from "@/components/feedback/server-error-content";
import { errorReference } from "@/components/feedback/error-reference";

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return <ServerErrorContent onRetry={retry} reference={errorReference(error)} />;
}
