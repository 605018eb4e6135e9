import { ClientMessages } from "@/components/common/client-messages";

/** The jobs pages' client texts: a job's progress and outcomes. */
export default function JobsLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="jobs">{children}</ClientMessages>;
}
