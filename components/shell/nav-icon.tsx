import {
  BarChart3,
  Bell,
  Database,
  Folder,
  HelpCircle,
  Home,
  Image as ImageIcon,
  ListChecks,
  Lock,
  Megaphone,
  MessageSquare,
  Settings,
  ShieldCheck,
  Star,
  Store,
  Target,
  Trophy,
  type LucideIcon,
} from "lucide-react";
import type { NavIconName } from "@/lib/navigation/types";
import { cn } from "@/lib/utils";

const ICONS: Record<NavIconName, LucideIcon> = {
  home: Home,
  settings: Settings,
  shield: ShieldCheck,
  store: Store,
  database: Database,
  megaphone: Megaphone,
  bell: Bell,
  trophy: Trophy,
  target: Target,
  folder: Folder,
  star: Star,
  image: ImageIcon,
  chart: BarChart3,
  message: MessageSquare,
  help: HelpCircle,
  list: ListChecks,
  lock: Lock,
};

export function NavIcon({ name, className }: { name?: NavIconName; className?: string }) {
  const Icon = name ? ICONS[name] : null;
  if (!Icon) return <span aria-hidden className={cn("inline-block size-5 shrink-0", className)} />;
  return <Icon aria-hidden className={cn("size-5 shrink-0", className)} />;
}
