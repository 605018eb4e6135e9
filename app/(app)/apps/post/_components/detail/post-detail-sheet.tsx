"use client";
import { useRouter } from "next/navigation";
import { useRef, useState, type ReactNode } from "react";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";

/**
 * A post's detail over the view it was opened from. Closing goes back to that view's URL (its
 * filters, its month) so the browser's back button and a shared link behave the same.
 */
export function PostDetailSheet({
  title,
  description,
  closeHref,
  children,
}: {
  title: string;
  description: string;
  closeHref: string;
  children: ReactNode;
}) {
  const router = useRouter();
  // Closed at once; the URL follows, so the sheet does not wait on the server to go.
  const [open, setOpen] = useState(true);
  const content = useRef<HTMLDivElement>(null);
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        setOpen(false);
        router.push(closeHref, { scroll: false });
      }}
    >
      <SheetContent
        side="right"
        className="w-full gap-0 overflow-y-auto p-0 sm:max-w-xl"
        data-testid="post-detail"
        ref={content}
        // The sheet itself takes focus, not its first button: that may be "Delete everywhere".
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          content.current?.focus();
        }}
      >
        <SheetHeader className="border-b">
          <SheetTitle className="[overflow-wrap:anywhere]">{title}</SheetTitle>
          <SheetDescription>{description}</SheetDescription>
        </SheetHeader>
        {children}
      </SheetContent>
    </Sheet>
  );
}
