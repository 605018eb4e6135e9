import type { ReactNode } from "react";

export function DemoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4">
      <h2 className="border-b pb-2 text-lg font-semibold tracking-tight">{title}</h2>
      {children}
    </section>
  );
}
