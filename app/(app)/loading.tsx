import { Loading } from "@/components/feedback/loading";

/** The gate of spec §2: a loading screen until the page and its user data are ready. */
export default function AppLoading() {
  return <Loading className="min-h-[60vh]" />;
}
