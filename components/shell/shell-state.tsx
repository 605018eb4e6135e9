"use client";

import { createContext, useContext, useMemo, useState } from "react";

type ShellState = {
  /** The temporary navigation drawer of narrow screens. */
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
};

const ShellStateContext = createContext<ShellState | null>(null);

export function ShellStateProvider({ children }: { children: React.ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const value = useMemo(() => ({ drawerOpen, setDrawerOpen }), [drawerOpen]);
  return <ShellStateContext.Provider value={value}>{children}</ShellStateContext.Provider>;
}

export function useShellState(): ShellState {
  const value = useContext(ShellStateContext);
  if (!value) throw new Error("useShellState needs <ShellStateProvider>");
  return value;
}
