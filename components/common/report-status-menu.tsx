"use client";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { MountOnUse } from "@/components/ui/mount-on-use";

/** "Not reported" in the radio group; callers receive null for it. */
const NONE = "NONE";

/**
 * Spec §4: what became of a report made in the maps service's own tool (a review's, a photo's):
 * a radio menu of "not reported" and the statuses, opened by the caller's trigger button.
 */
export function ReportStatusMenu<S extends string>({
  trigger,
  label,
  statuses,
  value,
  optionLabel,
  isAllowed = () => true,
  onChoose,
}: {
  trigger: React.ReactElement<Record<string, unknown>>;
  label: string;
  statuses: readonly S[];
  value: S | null;
  /** The text of a status, or of "NONE" (not reported). */
  optionLabel: (status: S | typeof NONE) => string;
  /** Whether a status may be chosen now (an outcome needs a report first). */
  isAllowed?: (status: S) => boolean;
  onChoose: (status: S | null) => void;
}) {
  return (
    <MountOnUse popup="menu" trigger={trigger}>
      {(button) => (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>{button}</DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="w-56">
            <DropdownMenuLabel>{label}</DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuRadioGroup
              value={value ?? NONE}
              onValueChange={(next) => {
                const status = next === NONE ? null : (next as S);
                if (status !== value) onChoose(status);
              }}
            >
              <DropdownMenuRadioItem value={NONE}>{optionLabel(NONE)}</DropdownMenuRadioItem>
              {statuses.map((status) => (
                <DropdownMenuRadioItem key={status} value={status} disabled={!isAllowed(status)}>
                  {optionLabel(status)}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </MountOnUse>
  );
}
