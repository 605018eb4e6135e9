"use client";
import { useRef } from "react";
import { Button } from "@/components/ui/button";

/**
 * A button in the app's words that opens the system's file chooser, instead of the browser's file
 * input, which shows its own "Choose Files" / "No file chosen" in the browser's language. The same
 * file can be chosen again after it was removed.
 */
export function FilePickerButton({
  children,
  accept,
  multiple = false,
  disabled,
  onFiles,
  variant = "outline",
  className,
}: {
  children: React.ReactNode;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: FileList) => void;
  variant?: React.ComponentProps<typeof Button>["variant"];
  className?: string;
}) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        type="button"
        variant={variant}
        disabled={disabled}
        className={className}
        onClick={() => picker.current?.click()}
      >
        {children}
      </Button>
      <input
        ref={picker}
        type="file"
        multiple={multiple}
        accept={accept}
        className="hidden"
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          if (event.target.files && event.target.files.length > 0) onFiles(event.target.files);
          event.target.value = "";
        }}
      />
    </>
  );
}
