import { LanguageMenu } from "@/components/language-menu";

/** The frame of the pages shown outside the signed-in shell: centred content, language menu. */
export function EntryFrame({ children }: { children: React.ReactNode }) {
  return (
    <main className="bg-muted/40 relative flex min-h-screen items-center justify-center p-4">
      <div className="absolute top-3 right-3">
        <LanguageMenu />
      </div>
      {children}
    </main>
  );
}
